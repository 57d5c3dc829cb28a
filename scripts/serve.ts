// The one-origin server `npm start` runs (decision 0150): the sandbox API under /api, the built
// assets under /assets, and every page rendered on the server by dist/server/entry-server.js.
// Environment as the sandbox's CLI (docs/sandbox.md): PORT, HOST, VITRINE_DATA_DIR,
// VITRINE_SAMPLE_DATA, DATABASE_URL, VITRINE_STATIC_DIR, VITRINE_FAULTS, VITRINE_GUEST_TOKEN_TTL,
// VITRINE_DB_THREAD (`main`, the default, or `worker`: PGlite in a worker thread; decision 0457);
// VITRINE_SSR=0 serves index.html for every page instead (the static-hosting mode).
import fs from 'node:fs';
import { startSandbox } from '../sandbox/src/server.js';
import { loadPageRenderer } from './page-renderer.js';

const env = process.env;
const port = env.PORT ? Number.parseInt(env.PORT, 10) : 4173;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a number from 0 to 65535 (got ${env.PORT})`);
  process.exit(2);
}
const staticDir = env.VITRINE_STATIC_DIR || 'dist/ui';
const ttlSeconds = env.VITRINE_GUEST_TOKEN_TTL ? Number.parseInt(env.VITRINE_GUEST_TOKEN_TTL, 10) : undefined;
let apiBaseUrl = '';
const renderPage = env.VITRINE_SSR === '0' ? null : await loadPageRenderer(() => apiBaseUrl);
if (!renderPage && env.VITRINE_SSR !== '0') console.warn('[serve] No server bundle (dist/server): serving index.html for every page.');

try {
  const sandbox = await startSandbox({
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: env.VITRINE_DATA_DIR || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    sampleDataDir: env.VITRINE_SAMPLE_DATA || undefined,
    staticDir: fs.existsSync(staticDir) ? staticDir : undefined,
    faults: env.VITRINE_FAULTS === '1' || env.VITRINE_FAULTS === 'true',
    guestTokenTtlMs: ttlSeconds && ttlSeconds > 0 ? ttlSeconds * 1000 : undefined,
    ...(renderPage ? { renderPage } : {}),
  });
  // The renderer calls the API over loopback on this very server.
  apiBaseUrl = `${sandbox.url}/api`;
  console.log(`[sandbox] API at ${sandbox.url}/api, UI at ${sandbox.url}/${renderPage ? ' (server-rendered)' : ''}`);
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
