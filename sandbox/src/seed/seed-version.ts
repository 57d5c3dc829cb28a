import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR, SEED_SOURCE_DIR } from '../config/paths.js';

/** Bump when the seeded data changes in a way the code hash would not notice (e.g. new sample data). */
export const SEED_VERSION = 8;

function allFilesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? allFilesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

const filesUnder = (dir: string) => allFilesUnder(dir).filter((f) => /\.(ts|sql)$/.test(f));

/**
 * The seed-version marker stored in `seed_info` and next to the test template: SEED_VERSION, a
 * SHA-256 of the seed code, the migrations and the sample data (every file's path and size, the
 * CSV and JSON files' contents), and the sample data directory. A changed marker means the stored
 * data is stale and is seeded again (so a regenerated sandbox/sample-data reseeds the test
 * template). Example: '7-3f2a9c1d0b4e-/work/shared/data'.
 */
export function seedFingerprint(sampleDataDir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of [...filesUnder(SEED_SOURCE_DIR), ...filesUnder(MIGRATIONS_DIR)]) {
    hash.update(path.basename(file));
    hash.update(fs.readFileSync(file));
  }
  for (const file of allFilesUnder(sampleDataDir)) {
    hash.update(`${path.relative(sampleDataDir, file)}:${fs.statSync(file).size}`);
    if (/\.(csv|json)$/.test(file)) hash.update(fs.readFileSync(file));
  }
  return `${SEED_VERSION}-${hash.digest('hex').slice(0, 12)}-${path.resolve(sampleDataDir)}`;
}
