import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { SAMPLE_SUBSET_DIR } from '../../sandbox/src/config/paths.js';
import { lockDataDir } from '../../sandbox/src/db/data-dir-lock.js';
import { startSandbox } from '../../sandbox/src/server.js';
import { loadPageRenderer } from '../../scripts/page-renderer';
import { E2E_AUTHORIZED_TTL_MS } from '../pages/identity';

/**
 * The server the e2e journeys run against: the production build (dist/ui, every page rendered on
 * the server by dist/server; decision 0150) and the sandbox API on one origin, with its own data
 * directory and the fault switch on, seeded from the committed subset sandbox/sample-data like
 * every test (decision 0120). The AUTHORIZED step-up lasts
 * E2E_AUTHORIZED_TTL_MS (default 20 s) so the journeys can watch it lapse (docs/identity.md).
 * Every start seeds a fresh database: stock bought, submissions kept and accounts made by an
 * earlier run never reach the next one.
 */
const root = resolve(import.meta.dirname, '../..');
let apiBaseUrl = '';
const renderPage = await loadPageRenderer(() => apiBaseUrl, resolve(root, 'dist'));
if (!renderPage) throw new Error('No server bundle in dist/server: run npm run build');
const dataDir = resolve(root, '.data/e2e-pglite');
// The directory is taken before it is emptied: a second e2e server (a second `playwright test` while
// one runs) stops here with the holder named, instead of deleting the running server's database.
lockDataDir(dataDir);
rmSync(dataDir, { recursive: true, force: true });
const server = await startSandbox({
  port: Number(process.env.E2E_PORT ?? 4180),
  dataDir,
  sampleDataDir: SAMPLE_SUBSET_DIR,
  imageCacheDir: resolve(root, '.data/e2e-images-subset'),
  staticDir: resolve(root, 'dist/ui'),
  faults: true,
  quiet: true,
  authorizedTtlMs: E2E_AUTHORIZED_TTL_MS,
  renderPage,
});
apiBaseUrl = `${server.url}/api`;
console.log(`e2e server on ${server.url}`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
