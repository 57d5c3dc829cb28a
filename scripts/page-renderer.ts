// Loads the built server renderer (dist/server/entry-server.js) with the client build's manifest
// and index.html (dist/ui), for the one-origin server (scripts/serve.ts) and the e2e server.
import fs from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '../sandbox/src/static/static-routes.js';

/**
 * The page renderer of the build under `distDir` (default dist/), calling the API at
 * `apiBaseUrl()` (read per request, e.g. 'http://127.0.0.1:4173/api'), inlining the build's
 * stylesheets into each page, with React's production build unless NODE_ENV names another.
 * Resolves with null when the server bundle or the client manifest is missing (the server then falls back to index.html).
 */
export async function loadPageRenderer(apiBaseUrl: () => string, distDir = resolve(import.meta.dirname, '../dist')): Promise<PageRenderer | null> {
  const entry = resolve(distDir, 'server/entry-server.js');
  const manifestFile = resolve(distDir, 'ui/.vite/manifest.json');
  if (!fs.existsSync(entry) || !fs.existsSync(manifestFile)) return null;
  // React (external to the server bundle) picks its build by NODE_ENV when first loaded: a server
  // started without it rendered with React's development build, which spends far more CPU per
  // page (decision 0470). An explicit NODE_ENV (vitest's 'test') is kept.
  process.env.NODE_ENV ??= 'production';
  const { createPageRenderer } = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer: (options: {
      manifest: unknown;
      apiBaseUrl: () => string;
      fallbackHtml?: string;
      stylesheetText?: (href: string) => string | undefined;
    }) => PageRenderer;
  };
  const indexFile = resolve(distDir, 'ui/index.html');
  // The build's stylesheets (about 80 KB in all), read once: each page inlines its own (decision 0280).
  const assetsDir = resolve(distDir, 'ui/assets');
  const stylesheets = new Map<string, string>(
    fs
      .readdirSync(assetsDir)
      .filter((name) => name.endsWith('.css'))
      .map((name) => [`/assets/${name}`, fs.readFileSync(resolve(assetsDir, name), 'utf8')] as const),
  );
  return createPageRenderer({
    manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')),
    apiBaseUrl,
    stylesheetText: (href) => stylesheets.get(href),
    ...(fs.existsSync(indexFile) ? { fallbackHtml: fs.readFileSync(indexFile, 'utf8') } : {}),
  });
}
