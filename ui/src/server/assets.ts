import { preinit } from 'react-dom';
import { routeModuleOf } from '../app/router';

/** One chunk of Vite's build manifest (dist/ui/.vite/manifest.json). */
export interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}

/** Vite's build manifest: source path (relative to ui/) → chunk. */
export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** What a page needs from the build: the entry module, the stylesheets and the modules to preload (URL paths). */
export interface PageAssets {
  readonly entry: string;
  readonly stylesheets: readonly string[];
  readonly modules: readonly string[];
}

/**
 * The assets of a page (decision 0151): the client entry (index.html's chunk), and the CSS and JS
 * of the entry, of the matched route modules (found by route id, {@link routeModuleOf}) and of the
 * locale's catalog, following static imports. Throws when the manifest has no index.html entry.
 */
export function pageAssets(manifest: ViteManifest, routeIds: readonly string[], locale: string): PageAssets {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('The Vite manifest has no index.html entry (build the client first)');
  const stylesheets = new Set<string>();
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    modules.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const id of routeIds) {
    const module = routeModuleOf(id);
    if (module) visit(`src/${module}.tsx`);
  }
  visit(`src/i18n/locales/${locale}/messages.po`);
  modules.delete(`/${entry.file}`);
  return { entry: `/${entry.file}`, stylesheets: [...stylesheets], modules: [...modules] };
}

/** How long the boot waits for the page's LCP image before hydrating anyway, ms (decision 0280). */
export const LCP_IMAGE_WAIT_MS = 2500;

/**
 * The inline script that starts the browser entry after the first paint (decision 0280): once the
 * render-blocking stylesheets have painted the server's HTML and the page's high-priority (LCP)
 * image has loaded (or failed, or {@link LCP_IMAGE_WAIT_MS} passed), it adds a modulepreload link
 * per module the page needs, so they download in parallel, and imports the entry. A hidden tab
 * (no frames are painted) boots at once. The URLs come from the build manifest and are quoted
 * as JSON with '<' escaped, and the script itself has no '<', so nothing in it can close the inline
 * <script>.
 */
export function bootScript(assets: PageAssets): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(function(){var e=${json(assets.entry)},m=${json(assets.modules)},d=document,s=0;
function go(){if(s)return;s=1;for(var i=0;m[i];i++){var l=d.createElement('link');l.rel='modulepreload';l.href=m[i];d.head.appendChild(l)}import(e)}
function painted(f){requestAnimationFrame(function(){setTimeout(f,0)})}
function lcp(){var g=d.querySelector('img[fetchpriority=high]');if(!g||g.complete)return painted(go);var f=function(){painted(go)};g.addEventListener('load',f);g.addEventListener('error',f);setTimeout(go,${LCP_IMAGE_WAIT_MS})}
if(d.visibilityState==='hidden')go();else painted(lcp)})();`;
}

/**
 * Declares the page's stylesheets as React resources (rendered on the server only; React puts them
 * in <head> before the content). Renders nothing, so hydration is unaffected. The page's modules
 * are not preloaded from <head>: {@link bootScript} fetches them after the first paint.
 */
export function PageResources({ assets }: { assets: PageAssets }) {
  for (const href of assets.stylesheets) preinit(href, { as: 'style', precedence: 'default' });
  return null;
}
