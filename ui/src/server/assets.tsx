import { preinit } from 'react-dom';
import { routeModuleOf } from '../app/router';
import type { ShellPartName } from '../features/shell/preload-shell-parts';

/** One chunk of Vite's build manifest (dist/ui/.vite/manifest.json). */
export interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
  /** The chunk's name: its module's file name without extension (a shared chunk's key is `_{name}-{hash}.js`). */
  readonly name?: string;
}

/** The Intl warm-up worker's source, an entry of the client build (decision 0468). */
export const INTL_WARMUP_SOURCE = 'src/intl-warmup/intl-warmup.worker.ts';

/** Vite's build manifest: source path (relative to ui/) → chunk. */
export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** What a page needs from the build: the entry module, the stylesheets and the modules to preload (URL paths). */
export interface PageAssets {
  readonly entry: string;
  /** The Intl warm-up worker's script (decision 0468), or null when the build has none. */
  readonly intlWarmup: string | null;
  readonly stylesheets: readonly string[];
  readonly modules: readonly string[];
}

/** The text of a built stylesheet by its URL path ('/assets/home-abc.css'); undefined when unknown. */
export type StylesheetText = (href: string) => string | undefined;

/**
 * The shell's lazy parts that the server renders into every page (their JS loads after the first
 * paint, decision 0170): their stylesheets belong to the first paint, or they paint unstyled and
 * move when their CSS arrives (decision 0280).
 */
export const SERVER_RENDERED_SHELL_PARTS = [
  'src/features/shell/search-box.tsx',
  'src/features/identity/account-menu.tsx',
  'src/features/shell/footer.tsx',
  'src/components/banners/live-text-banner.tsx',
  'src/components/banners/simple-banner.tsx',
  // The utility bar, 'also visit' links and lower promo message (decision 0366).
  'src/features/shell/header-content.tsx',
  'src/features/sub-brand/brand-tabs.tsx',
] as const;

/**
 * The source of each of the shell's server-rendered lazy parts (ui/src/features/shell/preload-shell-parts.ts):
 * the browser loads those the page shows before it hydrates (decision 0426), so the boot script
 * preloads their scripts with the page's modules.
 */
export const SHELL_PART_SOURCES: Readonly<Record<ShellPartName, string>> = {
  'account-menu': 'src/features/identity/account-menu.tsx',
  'live-text-banner': 'src/components/banners/live-text-banner.tsx',
  'simple-banner': 'src/components/banners/simple-banner.tsx',
  'header-content': 'src/features/shell/header-content.tsx',
  'brand-tabs': 'src/features/sub-brand/brand-tabs.tsx',
  // While it shows the consent banner (decision 0466).
  'privacy-layer': 'src/features/privacy/privacy-layer.tsx',
};

/**
 * The manifest key of a server-rendered shell part: its source path while it is a chunk of its own;
 * once a static import elsewhere merges it into a shared chunk (`_live-text-banner-{hash}.js`, no
 * source path), that chunk, found by the module's name. Else the path (nothing to visit).
 */
function shellPartKey(manifest: ViteManifest, part: string): string {
  if (manifest[part]) return part;
  const name = part.slice(part.lastIndexOf('/') + 1).replace(/\.tsx?$/, '');
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]!.name === name) ?? part;
}

/**
 * The assets of a page (decision 0151): the client entry (index.html's chunk), and the CSS and JS
 * of the entry, of the matched route modules (found by route id, {@link routeModuleOf}), of the
 * locale's catalog and of the shell's lazy parts the page shows (`shellParts`, which the browser
 * loads before hydrating, decision 0426), following static imports; plus the CSS only of
 * {@link SERVER_RENDERED_SHELL_PARTS} (also when one was merged into a shared chunk). Throws when the manifest has no index.html entry.
 */
export function pageAssets(manifest: ViteManifest, routeIds: readonly string[], locale: string, shellParts: readonly ShellPartName[] = []): PageAssets {
  const entry = manifest['index.html'];
  if (!entry) throw new Error('The Vite manifest has no index.html entry (build the client first)');
  const stylesheets = new Set<string>();
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, withModules = true) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (withModules) modules.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported, withModules);
  };
  visit('index.html');
  for (const id of routeIds) {
    const module = routeModuleOf(id);
    if (module) visit(`src/${module}.tsx`);
  }
  visit(`src/i18n/locales/${locale}/messages.po`);
  for (const part of shellParts) visit(shellPartKey(manifest, SHELL_PART_SOURCES[part]));
  for (const part of SERVER_RENDERED_SHELL_PARTS) visit(shellPartKey(manifest, part), false);
  modules.delete(`/${entry.file}`);
  const warmup = manifest[INTL_WARMUP_SOURCE];
  return { entry: `/${entry.file}`, intlWarmup: warmup ? `/${warmup.file}` : null, stylesheets: [...stylesheets], modules: [...modules] };
}

/** How long the boot waits for the page's LCP image before hydrating anyway, ms (decision 0280). */
export const LCP_IMAGE_WAIT_MS = 2500;

/**
 * The inline script that starts the browser entry after the first paint (decision 0280): once the
 * render-blocking stylesheets have painted the server's HTML and the page's high-priority (LCP)
 * image has loaded (or failed, or {@link LCP_IMAGE_WAIT_MS} passed), and one more frame has begun
 * (so the frame that paints the largest element, the image or a server-rendered text such as the
 * consent banner, is on screen before any script is requested; decision 0466), it imports the
 * entry and adds a modulepreload link per module the page needs, so they download in parallel
 * (six per task: adding a link costs main-thread time). Before that it adds a disabled (never fetched)
 * `<link rel=stylesheet>` per stylesheet the server inlined (`inlined`, URL paths), so Vite's
 * loader of lazy chunks finds them and does not fetch and apply them a second time. A hidden tab
 * (no frames are painted) boots at once. The URLs come from the build manifest and are quoted
 * as JSON with '<' escaped, and the script itself has no '<', so nothing in it can close the inline
 * <script>. When it imports the entry it first starts the Intl warm-up worker (`assets.intlWarmup`,
 * given the page's `<html lang>`; decision 0468), so ICU's locale data is loaded off the main
 * thread while the scripts download; a browser that cannot start it boots without it.
 */
export function bootScript(assets: PageAssets, inlined: readonly string[] = []): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(function(){var e=${json(assets.entry)},m=${json(assets.modules)},c=${json(inlined)},w=${json(assets.intlWarmup)},d=document,s=0;
function go(){if(s)return;s=1;if(w)try{new Worker(w,{type:'module'}).postMessage(d.documentElement.lang)}catch(x){}for(var k=0;c[k];k++){var t=d.createElement('link');t.rel='stylesheet';t.disabled=true;t.href=c[k];d.head.appendChild(t)}import(e);add(0)}
function add(i){for(var j=i;j-i-6&&m[j];j++){var l=d.createElement('link');l.rel='modulepreload';l.href=m[j];d.head.appendChild(l)}if(m[j])setTimeout(add,0,j)}
function painted(f){requestAnimationFrame(function(){setTimeout(f,0)})}
function shown(f){requestAnimationFrame(function(){painted(f)})}
function lcp(){var g=d.querySelector('img[fetchpriority=high]');if(!g||g.complete)return shown(go);var f=function(){shown(go)};g.addEventListener('load',f);g.addEventListener('error',f);setTimeout(go,${LCP_IMAGE_WAIT_MS})}
if(d.visibilityState==='hidden')go();else painted(lcp)})();`;
}

/**
 * The page's stylesheets as React resources, rendered on the server only (React hoists them into
 * <head> before the content; the component renders nothing in place, so hydration is unaffected).
 * A stylesheet whose text `text` knows is inlined as `<style precedence>` (decision 0280): the
 * first paint waits for no stylesheet request. Any other is a `<link rel=stylesheet>`. The page's
 * modules are not preloaded from <head>: {@link bootScript} fetches them after the first paint.
 */
export function PageResources({ assets, text }: { assets: PageAssets; text?: StylesheetText }) {
  const inline: { href: string; css: string }[] = [];
  for (const href of assets.stylesheets) {
    const css = text?.(href);
    if (css === undefined) preinit(href, { as: 'style', precedence: 'default' });
    else inline.push({ href, css });
  }
  return (
    <>
      {inline.map(({ href, css }) => (
        <style key={href} href={href} precedence="default">
          {css}
        </style>
      ))}
    </>
  );
}
