// Builds the storefront's service worker (decision 0452) after the client build: bundles
// ui/service-worker/service-worker.ts (Workbox's modules) with rolldown, then lets Workbox's
// injectManifest write the precache list of the built JS and CSS into dist/ui/sw.js, which the
// one-origin server serves at /sw.js (root scope). Run by `npm run build` and `npm start`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'rolldown';
import { injectManifest } from 'workbox-build';
import { root } from './lib.mjs';

const dist = resolve(root, 'dist/ui');
const temp = mkdtempSync(join(tmpdir(), 'vitrine-sw-'));
const bundled = join(temp, 'sw.js');
try {
  await build({
    input: resolve(root, 'ui/service-worker/service-worker.ts'),
    platform: 'browser',
    // Workbox logs only in development builds.
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    output: { file: bundled, format: 'iife', minify: true },
    logLevel: 'warn',
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: join(dist, 'sw.js'),
    globDirectory: dist,
    // The built JS and CSS (the shell, every route chunk and catalog): a page read offline hydrates from them.
    globPatterns: ['assets/**/*.{js,css,woff2}'],
    // Not what an offline page needs, and a quarter of the download: the 244 site-select flags
    // (one chunk per country code, e.g. assets/FR-….js) and the store map's world outline.
    globIgnores: ['**/*.map', 'assets/[A-Z][A-Z]-*.js', 'assets/countries-50m-*.js'],
    // Vite's file names carry a content hash: no revision query needed.
    dontCacheBustURLsMatching: /-[\w-]{8}\.\w+$/,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  });
  for (const warning of warnings) console.warn(`[service worker] ${warning}`);
  console.log(`[service worker] dist/ui/sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KB`);
} finally {
  rmSync(temp, { recursive: true, force: true });
}
