// A stand-in database worker for worker-calls.test.ts, on both of its ports (worker-protocol.ts):
// answers `query` with its parameters after `params[0]` ms, any other request but `exec` with an
// error reply, and stops on `exec`: sql 'exit' ends the thread (code 3), sql 'throw' throws uncaught.
import { parentPort, workerData } from 'node:worker_threads';

const serve = (port, answered) =>
  port.on('message', (request) => {
    const send = (reply) => {
      port.postMessage(reply);
      answered();
    };
    if (request.op === 'query') setTimeout(() => send({ id: request.id, ok: true, value: request.params }), request.params[0]);
    else if (request.op === 'exec' && request.sql === 'exit') process.exit(3);
    else if (request.op === 'exec' && request.sql === 'throw')
      setTimeout(() => {
        throw new Error('worker blew up');
      });
    else send({ id: request.id, ok: false, error: { name: 'DatabaseError', message: 'no', fields: { code: '42601', position: '8' } } });
  });

const { now, signal } = workerData;
serve(parentPort, () => undefined);
serve(now, () => {
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
process.on('exit', () => {
  Atomics.store(signal, 0, 2);
  Atomics.notify(signal, 0);
});
