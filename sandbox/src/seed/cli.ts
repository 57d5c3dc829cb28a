import { DEFAULT_DATA_DIR } from '../config/paths.js';
import { resolveSampleData } from '../config/sample-data.js';
import { describeLocation, openDatabase } from '../db/open-db.js';
import { ensureSeeded } from './seed.js';

/**
 * `npm run seed`: drops the sandbox database and seeds it again (VITRINE_DATA_DIR or DATABASE_URL;
 * VITRINE_SAMPLE_DATA, default ../shared/data, else the committed subset sandbox/sample-data, as
 * `npm start` does: decision 0120). Carts and tokens are dropped too. Stop a running sandbox
 * first: PGlite opens a data directory from one process only.
 */
const location = { dataDir: process.env.VITRINE_DATA_DIR || DEFAULT_DATA_DIR, databaseUrl: process.env.DATABASE_URL || null };
const sample = resolveSampleData(process.env.VITRINE_SAMPLE_DATA);
const started = performance.now();
console.log(`[seed] ${sample.description}`);
console.log(`[seed] ${describeLocation(location)}`);
const db = await openDatabase(location);
try {
  await ensureSeeded(db, sample.dir, { force: true, log: (line) => console.log(`[seed] ${line}`) });
  console.log(`[seed] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await db.close();
}
