import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { reactDomSentinelErrors } from './build/react-dom-sentinel-errors.ts';

const uiRoot = fileURLToPath(new URL('.', import.meta.url));
const linguiConfig = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/**
 * The plugins the UI needs everywhere (build, dev server and the ui test project): React, the
 * Lingui macro (through Babel, only on files that import a macro) and the .po catalog loader.
 */
export function uiPlugins({ failOnMissing = false }: { failOnMissing?: boolean } = {}): PluginOption[] {
  return [
    react(),
    babel({
      include: /\.[jt]sx?$/,
      exclude: /node_modules/,
      plugins: [
        [
          '@lingui/babel-plugin-lingui-macro',
          // Keep the source text in the bundle: a message missing from a catalog shows in English, never as its id.
          { linguiConfig: getConfig({ configPath: linguiConfig, skipValidation: true }), stripMessageField: false },
        ],
      ],
    }) as PluginOption,
    // The production build fails on a message missing from a catalog (decision 0351); the dev server and tests show the source text.
    lingui({ configPath: linguiConfig, failOnMissing }),
  ];
}

/** Core's port modules ('core/src/cart/application/cart-gateway.port.ts'). */
const PORT_MODULE = /[\\/]core[\\/]src[\\/].+\.port\.ts$/;

const apiTarget = process.env.VITRINE_DEV_API ?? 'http://127.0.0.1:4174';

/**
 * Two builds (decision 0150): the client (dist/ui, with the manifest the server reads) and, with
 * `--ssr`, the server entry (dist/server/entry-server.js; react-dom/server stays out of the client).
 */
export default defineConfig(({ isSsrBuild, command }) => ({
  root: uiRoot,
  base: '/',
  // The client build rewrites react-dom's top-level sentinel errors (decision 0469).
  plugins: [...uiPlugins({ failOnMissing: command === 'build' }), ...(isSsrBuild ? [] : [reactDomSentinelErrors()])],
  // react-router publishes a production build (no dev warnings or invariant texts) that its package
  // exports do not select by condition: the client build takes it by path (decision 0170).
  resolve:
    command === 'build' && !isSsrBuild
      ? {
          alias: [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
            { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
          ],
        }
      : {},
  define: {
    'import.meta.env.VITRINE_API_BASE_URL': JSON.stringify(process.env.VITRINE_API_BASE_URL ?? '/api'),
    'import.meta.env.VITRINE_BRAND': JSON.stringify(process.env.VITRINE_BRAND ?? 'an'),
    'import.meta.env.VITRINE_BACKEND': JSON.stringify(process.env.VITRINE_BACKEND ?? 'http'),
    // `VITRINE_PSEUDO_LOCALE=1 npm run dev` shows every page in the en-XA pseudo-locale (decision 0352); never in a build.
    // Error reporting (decision 0430): `VITRINE_ERROR_REPORTING=off` only logs errors; extra filter phrases, '|'-separated.
    'import.meta.env.VITRINE_ERROR_REPORTING': JSON.stringify(process.env.VITRINE_ERROR_REPORTING ?? 'on'),
    'import.meta.env.VITRINE_ERROR_FILTER_PHRASES': JSON.stringify(process.env.VITRINE_ERROR_FILTER_PHRASES ?? ''),
    // The experiment values that hide the chat launcher ('key=v1,v2;key2=v'; decision 0431).
    'import.meta.env.VITRINE_CHAT_OFF_EXPERIMENTS': JSON.stringify(process.env.VITRINE_CHAT_OFF_EXPERIMENTS ?? 'winston2=4'),
    'import.meta.env.VITRINE_PSEUDO_LOCALE': JSON.stringify(command === 'serve' && process.env.VITRINE_PSEUDO_LOCALE === '1'),
  },
  build: isSsrBuild
    ? {
        outDir: fileURLToPath(new URL('../dist/server', import.meta.url)),
        emptyOutDir: true,
        sourcemap: true,
        target: 'node20',
        rollupOptions: { input: fileURLToPath(new URL('./src/server/entry-server.tsx', import.meta.url)) },
      }
    : {
        outDir: fileURLToPath(new URL('../dist/ui', import.meta.url)),
        emptyOutDir: true,
        // Maps are written for our own debugging but not referenced from the bundles, and the
        // server never serves them (decision 0290).
        sourcemap: 'hidden',
        target: 'es2022',
        chunkSizeWarningLimit: 400,
        manifest: true,
        // Three entries: the storefront (index.html), the card frame's own small script (decision 0460)
        // and the Intl warm-up worker the boot script starts (decision 0468).
        rollupOptions: {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            'card-frame': fileURLToPath(new URL('./src/card-frame/card-frame.entry.ts', import.meta.url)),
            'intl-warmup': fileURLToPath(new URL('./src/intl-warmup/intl-warmup.worker.ts', import.meta.url)),
          },
          // Core's ports (a token and types, a few hundred bytes each) in two chunks, not one each
          // (decision 0465): the ones the first script needs, and the others (the container's). Each
          // script the page loads costs main-thread time to request and link, whatever its size.
          output: {
            codeSplitting: {
              groups: [
                { name: 'ports', test: PORT_MODULE, tags: ['$initial'], priority: 2, includeDependenciesRecursively: false },
                { name: 'ports', test: PORT_MODULE, priority: 1, includeDependenciesRecursively: false },
              ],
            },
          },
        },
        // Preload lists of lazy imports (decision 0453): only a route module's import preloads its
        // scripts (a client-side navigation waits for them). Every other lazy part (the container,
        // the shell's lazy parts, below-the-fold sections) loads its own imports as the browser
        // reads them: each `<link rel=modulepreload>` Vite's helper adds costs main-thread time
        // (about 120 links, 40-100 ms, in one task after hydration). CSS is always kept. This also
        // keeps the PDP's pickup picker (decision 0241) out of the product route chunk's preload list.
        modulePreload: { resolveDependencies: (file: string, deps: string[]) => (/\.route-[\w-]+\.js$/.test(file) ? deps : deps.filter((dep) => dep.endsWith('.css'))) },
      },
  // The workspace packages are TypeScript sources: bundle them into the server entry.
  ssr: { noExternal: ['@vitrine/core', '@vitrine/adapters'] },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: { host: '127.0.0.1', port: 4173 },
}));
