// Builds the storefront's service worker (decisions 0452, 0470) after the client build: bundles
// ui/service-worker/service-worker.ts (Workbox's modules) with rolldown into dist/ui/sw.js, which
// the one-origin server serves at /sw.js (root scope). No precache list: the worker keeps the built
// files pages report using. Run by `npm run build` and `npm start`.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'rolldown';
import { root } from './lib.mjs';

const file = resolve(root, 'dist/ui/sw.js');
await build({
  input: resolve(root, 'ui/service-worker/service-worker.ts'),
  platform: 'browser',
  // Workbox logs only in development builds.
  transform: { define: { 'process.env.NODE_ENV': '"production"' } },
  output: { file, format: 'iife', minify: true },
  logLevel: 'warn',
});
console.log(`[service worker] dist/ui/sw.js, ${(statSync(file).size / 1024).toFixed(1)} KB`);
