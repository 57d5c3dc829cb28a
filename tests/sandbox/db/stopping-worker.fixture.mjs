// A stand-in database worker for worker-calls.test.ts: answers `query` with its parameters after
// `params[0]` ms, and stops on `exec`: sql 'exit' ends the thread (code 3), sql 'throw' throws uncaught.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', (request) => {
  if (request.op === 'query') setTimeout(() => parentPort.postMessage({ id: request.id, ok: true, value: request.params }), request.params[0]);
  else if (request.op === 'exec' && request.sql === 'exit') process.exit(3);
  else if (request.op === 'exec' && request.sql === 'throw') setTimeout(() => {
    throw new Error('worker blew up');
  });
  else parentPort.postMessage({ id: request.id, ok: false, error: { name: 'DatabaseError', message: 'no', fields: { code: '42601', position: '8' } } });
});
