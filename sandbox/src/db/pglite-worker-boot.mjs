// Entry of the database worker thread (decision 0457). Node 20 does not pass the parent's loader
// hooks (`node --import tsx`, Vitest) to a worker, so this plain module registers tsx in the
// worker's own thread first, then loads the TypeScript worker given in workerData.entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
