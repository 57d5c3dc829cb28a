import { loginModalModel } from '../core/src/identity/machines/login-modal.paths.js';
import { getShortestPaths, getAdjacencyMap } from 'xstate/graph';
import { offeredEvents, stateKey, probe } from '../core/src/shell/machines/model-based/path-generation.js';
const m = loginModalModel;
let t = Date.now();
for (const input of Object.values(m.inputs)) {
  const o = { input, events: (s: any) => offeredEvents(m, s), serializeState: (s: any) => stateKey(m, s) };
  const sp = getShortestPaths(m.machine, o as any);
  const t1 = Date.now();
  getAdjacencyMap(m.machine, o as any);
  console.log(sp.length, t1 - t, Date.now() - t1); t = Date.now();
}
t = Date.now(); for (let i = 0; i < 100; i++) probe(m, m.inputs['sign-in']!, [{ type: 'login.submit' } as any]); console.log('100 probes', Date.now() - t);
