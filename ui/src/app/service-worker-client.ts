/**
 * The page's side of the service worker (decisions 0452 and 0470), a chunk of its own loaded after
 * the page's `load` event: registers /sw.js (root scope) and, once the worker is active, hands it
 * the built files this page loaded and loads later, so that a page viewed online hydrates offline
 * from what it used, with no download of the whole build.
 */

/** How long new built files are gathered before they are handed to the worker in one message, ms. */
export const ASSET_REPORT_DELAY_MS = 2000;

/** Workbox's message asking the worker's router to handle (here: keep) these URLs. */
export interface CacheUrlsMessage {
  readonly type: 'CACHE_URLS';
  readonly payload: { readonly urlsToCache: readonly string[] };
}

/** What the client needs of the browser; tests pass their own. */
export interface ServiceWorkerClientEnvironment {
  readonly container: Pick<ServiceWorkerContainer, 'register' | 'ready'>;
  /** The page's origin ('https://www.example.com'). */
  readonly origin: string;
  /** Calls `onUrls` with the URLs of resources loaded so far, then with each later batch (Resource Timing). */
  readonly observeResources: (onUrls: (urls: readonly string[]) => void) => void;
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
}

/**
 * The built files (`/assets/…` on `origin`, not source maps) among `urls`, absolute URLs as
 * Resource Timing names them, each once, without query or fragment; others are dropped. String
 * tests only, no URL parsing: it runs over every resource of the page. Pure.
 */
export function builtAssetUrls(urls: readonly string[], origin: string): string[] {
  const prefix = `${origin}/assets/`;
  const found = new Set<string>();
  for (const url of urls) {
    if (!url.startsWith(prefix)) continue;
    const end = url.search(/[?#]/);
    const file = end === -1 ? url : url.slice(0, end);
    if (!file.endsWith('.map')) found.add(file);
  }
  return [...found];
}

function browserEnvironment(): ServiceWorkerClientEnvironment {
  return {
    container: navigator.serviceWorker,
    origin: window.location.origin,
    observeResources: (onUrls) => {
      new PerformanceObserver((list) => onUrls(list.getEntries().map((entry) => entry.name))).observe({ type: 'resource', buffered: true });
    },
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  };
}

/**
 * Registers the worker and, once it is active, sends it every built file the page has used, in
 * `CACHE_URLS` messages (each file once, gathered for {@link ASSET_REPORT_DELAY_MS}). Resolves
 * once the worker is ready and the page's resources are being observed; rejects when the
 * registration fails (the caller logs it; the page works on without a worker).
 */
export async function startServiceWorker(environment: ServiceWorkerClientEnvironment = browserEnvironment()): Promise<void> {
  const { container, origin } = environment;
  await container.register('/sw.js', { scope: '/' });
  const registration = await container.ready;
  const sent = new Set<string>();
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const urlsToCache = pending;
    pending = [];
    const message: CacheUrlsMessage = { type: 'CACHE_URLS', payload: { urlsToCache } };
    registration.active?.postMessage(message);
  };
  environment.observeResources((urls) => {
    for (const url of builtAssetUrls(urls, origin)) {
      if (sent.has(url)) continue;
      sent.add(url);
      pending.push(url);
    }
    if (pending.length > 0 && !scheduled) {
      scheduled = true;
      environment.setTimeout(flush, ASSET_REPORT_DELAY_MS);
    }
  });
}
