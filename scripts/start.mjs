// `npm start`: builds the storefront when its sources changed, then serves app and API from one
// origin with every page rendered on the server (scripts/serve.ts; the sandbox seeds its database on
// first start). PORT overrides 4173. The sandbox seeds from VITRINE_SAMPLE_DATA (default
// ../shared/data) when it exists, else from the committed subset sandbox/sample-data, and says
// which in its first line (decision 0120).
import { run, uiBuildIsStale } from './lib.mjs';

if (uiBuildIsStale()) {
  console.log('Building the storefront (dist/ui and the server renderer dist/server)...');
  for (const extra of [[], ['--ssr']]) {
    const code = await run('npx', ['vite', 'build', '--config', 'ui/vite.config.ts', '--logLevel', 'warn', ...extra]);
    if (code !== 0) process.exit(code);
    // The service worker is generated from the client build (decision 0452).
    if (extra.length === 0) {
      const worker = await run(process.execPath, ['scripts/build-service-worker.mjs']);
      if (worker !== 0) process.exit(worker);
    }
  }
} else {
  console.log('Storefront build is up to date (dist/ui, dist/server).');
}
const code = await run(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
  env: { ...process.env, VITRINE_STATIC_DIR: process.env.VITRINE_STATIC_DIR ?? 'dist/ui' },
});
process.exit(code);
