import fs from 'node:fs';
import { DEFAULT_STATIC_DIR } from './config/paths.js';
import { startSandbox } from './server.js';

/**
 * CLI of the sandbox (`npm run sandbox`, used by `npm start`). Environment (docs/sandbox.md):
 * PORT (default 4173), HOST (default 127.0.0.1), VITRINE_DATA_DIR, VITRINE_SAMPLE_DATA (default
 * ../shared/data, else the committed subset sandbox/sample-data; decision 0120), DATABASE_URL,
 * VITRINE_STATIC_DIR (default dist/ui when it exists), VITRINE_FAULTS=1, VITRINE_GUEST_TOKEN_TTL
 * (seconds), VITRINE_DB_THREAD (main, the default, or worker: PGlite's thread, decision 0457). Prints
 * the URL; stops cleanly on SIGINT/SIGTERM (closing the database, which ends its worker).
 */
const env = process.env;
const port = env.PORT ? Number.parseInt(env.PORT, 10) : 4173;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a number from 0 to 65535 (got ${env.PORT})`);
  process.exit(2);
}
const staticDir = env.VITRINE_STATIC_DIR || (fs.existsSync(DEFAULT_STATIC_DIR) ? DEFAULT_STATIC_DIR : undefined);
const ttlSeconds = env.VITRINE_GUEST_TOKEN_TTL ? Number.parseInt(env.VITRINE_GUEST_TOKEN_TTL, 10) : undefined;

try {
  const sandbox = await startSandbox({
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: env.VITRINE_DATA_DIR || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    sampleDataDir: env.VITRINE_SAMPLE_DATA || undefined,
    staticDir,
    faults: env.VITRINE_FAULTS === '1' || env.VITRINE_FAULTS === 'true',
    guestTokenTtlMs: ttlSeconds && ttlSeconds > 0 ? ttlSeconds * 1000 : undefined,
  });
  console.log(`[sandbox] API at ${sandbox.url}/api${staticDir ? `, UI at ${sandbox.url}/` : ''}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await sandbox.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error('[sandbox] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
