import { PassThrough, Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { CookieJar, resolveSiteFromPath, SiteConfigurationGateway, type BrandCode } from '@vitrine/core';
import { AppProviders } from '../app/app';
import { Document } from '../app/document';
import { appRoutes } from '../app/router';
import { createI18n } from '../i18n/i18n';
import { setServerSanitizer } from '../components/sanitized-html';
import { consentAsked } from '../features/privacy';
import type { ShellData } from '../features/shell/global-promo.loader';
import { preloadShellParts, shellPartsOf, type ShellParts } from '../features/shell/preload-shell-parts';
import type { RouteHandle } from '../shared/route-module';
import { basenameOf, correctDoubleSlashes } from '../shared/url';
import { CARD_FRAME_PATH, renderCardFramePage } from './card-frame-page';
import { bootScript, pageAssets, PageResources, type StylesheetText, type ViteManifest } from './assets';
import { isBot, pageVariantOf } from './bots';
import { serverServices, type ServerServicesOptions } from './server-services';
import type { Services } from '../shared/services';

export type { ViteManifest } from './assets';

/** jsdom (no type declarations; resolved at run time from node_modules, never bundled). */
const JSDOM_MODULE: string = 'jsdom';

/**
 * A server renderer (decision 0150): the page's whole response for a request (with the response's
 * CSP nonce), and `variantOf`, what of the request beyond URL and cookies changes the page
 * ('crawler' | 'browser', decision 0464) for the server's page cache key.
 */
export type PageRenderer = ((request: Request, context?: { nonce?: string }) => Promise<Response>) & {
  readonly variantOf: (request: Request) => 'crawler' | 'browser';
};

/** Options of {@link createPageRenderer}. */
export interface PageRendererOptions {
  /** Vite's client build manifest (dist/ui/.vite/manifest.json). */
  readonly manifest: ViteManifest;
  /** The API base URL the server calls, absolute ('http://127.0.0.1:4173/api'); a function is read per request. */
  readonly apiBaseUrl: string | (() => string);
  /** The brand (default 'an'). */
  readonly brand?: BrandCode;
  /** The SPA's index.html, answered (status 500) when the shell itself fails to render. */
  readonly fallbackHtml?: string;
  /** Time-out of one render in ms (default 10 000): the stream is aborted after it. */
  readonly renderTimeoutMs?: number;
  /** Builds one request's container; default {@link serverServices} over HTTP (tests pass in-memory fakes). */
  readonly services?: (options: ServerServicesOptions) => Services;
  /** The text of the build's stylesheets, inlined into the page's <head> (decision 0280); without it they are links. */
  readonly stylesheetText?: StylesheetText;
}

/** What the browser entry reads to hydrate (`window.__VITRINE_SSR__`). */
export interface SsrBootData {
  readonly config: unknown;
  /** The ids of the routes the server matched, root first: the browser loads their lazy modules by id, without matching again (decision 0468). */
  readonly matches: readonly string[];
}

/** JSON safe inside a <script>: '<' escaped so no '</script>' can close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * A script expression for a large value: `JSON.parse("…")` with the JSON as one string literal
 * (decision 0469). The browser compiles one string token instead of an object literal's grammar and
 * JSON.parse reads the text faster; for the tens of KB of loader data that is a shorter task while
 * the parser runs. Safe inside a <script> as {@link scriptJson} is.
 */
export function scriptJsonParse(value: unknown): string {
  return `JSON.parse(${scriptJson(JSON.stringify(value))})`;
}

/** react-router's error serialization for hydration (the browser router reads it back from `window.__staticRouterHydrationData`). */
function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) out[id] = { ...error, __type: 'RouteErrorResponse' };
    else if (error instanceof Error) out[id] = { message: error.message, __type: 'Error' };
    else out[id] = error;
  }
  return out;
}

/** The HTTP status of a rendered page: the router's (404, 451, 500…), else the deepest handle's `status`, else 200. */
export function pageStatus(context: StaticHandlerContext): number {
  if (context.statusCode !== 200) return context.statusCode;
  for (let i = context.matches.length - 1; i >= 0; i -= 1) {
    const status = (context.matches[i]?.route.handle as RouteHandle | undefined)?.status;
    if (status) return status;
  }
  return 200;
}

/**
 * The server renderer of every route (architecture.md "UI and server rendering"; decisions
 * 0150-0154). Per request it: redirects (301) a path with double slashes to its corrected form;
 * resolves the site from the context path; builds a DI container ({@link serverServices}) and a
 * Lingui instance for this request only; runs the route table's loaders once with react-router's
 * `createStaticHandler().query()` (routes whose data is the session's are left to the browser,
 * decision 0152); answers loader redirects as they are; and streams the whole document with
 * `renderToPipeableStream` (browsers from the shell, bots once everything is ready), with the
 * router's loader data and the site configuration in a bootstrap script so the browser hydrates
 * without fetching again. Every inline script carries `context.nonce` when given (the response's
 * CSP nonce, decision 0291). The status is the page's (404, 451, 500). Never throws: a failure
 * before the shell answers 500 with `fallbackHtml`.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const brand = options.brand ?? 'an';
  const apiBaseUrl = typeof options.apiBaseUrl === 'function' ? options.apiBaseUrl : () => options.apiBaseUrl as string;
  const fail = (error: unknown) => {
    console.error('Server render failed', error);
    return new Response(options.fallbackHtml ?? 'Server error', { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
  };

  // DOMPurify needs a DOM: one jsdom window for the process, loaded on the first request.
  let sanitizerReady: Promise<void> | undefined;
  const ensureSanitizer = () =>
    (sanitizerReady ??= Promise.all([import(JSDOM_MODULE) as Promise<{ JSDOM: new (html: string) => { window: unknown } }>, import('dompurify')]).then(
      ([{ JSDOM }, { default: createDOMPurify }]) => {
        setServerSanitizer(createDOMPurify(new JSDOM('').window as Window & typeof globalThis));
      },
    ));

  const render = async (request: Request, renderContext?: { nonce?: string }): Promise<Response> => {
    try {
      await ensureSanitizer();
      const url = new URL(request.url);
      const corrected = correctDoubleSlashes(url.pathname);
      if (corrected) return new Response(null, { status: 301, headers: { Location: corrected + url.search } });
      // The card frame is no storefront page: its own document, locale and script (decision 0460).
      if (url.pathname === CARD_FRAME_PATH) return await renderCardFramePage(url, options.manifest, renderContext?.nonce);

      const { site } = resolveSiteFromPath(brand, url.pathname);
      const basename = basenameOf(site.contextPath);
      const services = (options.services ?? serverServices)({ site, apiBaseUrl: apiBaseUrl(), cookieHeader: request.headers.get('cookie') ?? '', pageUrl: url.href });
      const [i18n, config] = await Promise.all([createI18n(site.locale), services.get(SiteConfigurationGateway).getConfiguration()]);

      const handler = createStaticHandler(appRoutes(services, basename), { basename: basename || '/' });
      const context = await handler.query(request, {
        filterMatchesToLoad: (match) => (match.route.handle as RouteHandle | undefined)?.sessionData !== true,
      });
      if (context instanceof Response) return context;

      // The shell's lazy parts (the header's, the consent banner) render in place, never as a pending
      // boundary (decisions 0426, 0466): loaded once per process, then rendered without suspending.
      // The browser loads the same parts before it hydrates: the boot script preloads their scripts
      // with the page's modules.
      const shellParts: ShellParts = {
        shell: context.loaderData.root as ShellData | undefined,
        fullHeader: !context.matches.some((m) => (m.route.handle as RouteHandle | undefined)?.layout === 'slim'),
        consentAsked: consentAsked(services.has(CookieJar) ? services.get(CookieJar) : null),
        subBrands: config.subBrands.length > 0,
      };
      await preloadShellParts(shellParts);

      const assets = pageAssets(options.manifest, context.matches.map((m) => m.route.id), site.locale, shellPartsOf(shellParts));
      const inlined = assets.stylesheets.filter((href) => options.stylesheetText?.(href) !== undefined);
      const router = createStaticRouter(handler.dataRoutes, context);
      const hydration = { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) };
      const boot: SsrBootData = { config, matches: context.matches.map((m) => m.route.id) };
      const bot = isBot(request.headers.get('user-agent'));

      return await new Promise<Response>((resolve) => {
        let status = pageStatus(context);
        const body = new PassThrough();
        const respond = () =>
          resolve(
            new Response(Readable.toWeb(body) as ReadableStream, {
              status,
              headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Cookie' },
            }),
          );
        const stream = renderToPipeableStream(
          <Document lang={site.locale} brand={brand} resources={<PageResources assets={assets} text={options.stylesheetText} />}>
            <AppProviders services={services} site={site} config={config} i18n={i18n} origin={url.origin}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </Document>,
          {
            // The entry starts after the first paint (decision 0280), not from a <script type=module>.
            // The response's CSP nonce on every inline script React writes (decision 0291).
            ...(renderContext?.nonce ? { nonce: renderContext.nonce } : {}),
            // A boundary complete when its part of the page is written stays in place (decision 0426):
            // by default React moves a completed boundary past 12.8 KB of the page to the stream's
            // end, shows its fallback and reveals it by a script up to 300 ms later, after the first
            // paint or the hydration: the header's banner and links appeared, and moved the page.
            progressiveChunkSize: Number.POSITIVE_INFINITY,
            bootstrapScriptContent: `window.__staticRouterHydrationData=${scriptJsonParse(hydration)};window.__VITRINE_SSR__=${scriptJson(boot)};${bootScript(assets, inlined)}`,
            onShellReady() {
              if (bot) return;
              stream.pipe(body);
              respond();
            },
            onAllReady() {
              if (!bot) return;
              stream.pipe(body);
              respond();
            },
            onShellError(error) {
              resolve(fail(error));
            },
            onError(error) {
              status = 500;
              console.error('Server render error', error);
            },
          },
        );
        const timer = setTimeout(() => stream.abort(), options.renderTimeoutMs ?? 10_000);
        body.on('close', () => {
          clearTimeout(timer);
          // Nothing of the request outlives it (decision 0172): the session actor stops.
          (services as Partial<{ dispose(): void }>).dispose?.();
        });
      });
    } catch (error) {
      return fail(error);
    }
  };
  return Object.assign(render, { variantOf: pageVariantOf });
}
