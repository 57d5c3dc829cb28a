import { preinit, preloadModule } from 'react-dom';
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

/**
 * Declares the page's stylesheets and module preloads as React resources (rendered on the server
 * only; React puts them in <head> before the content). Renders nothing, so hydration is unaffected.
 */
export function PageResources({ assets }: { assets: PageAssets }) {
  for (const href of assets.stylesheets) preinit(href, { as: 'style', precedence: 'default' });
  for (const href of assets.modules) preloadModule(href, { as: 'script' });
  return null;
}
