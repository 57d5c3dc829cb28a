import { contentSandboxRoutes, contentStoreRoutes, directContentRoutes } from './routes/content-store.routes.js';
import { galleryRoutes } from './routes/gallery.routes.js';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { compressJson } from './json-compression.js';
import { HTTPException } from 'hono/http-exception';
import { identitySettings, type IdentityOptions } from '../auth/identity-settings.js';
import { securityHeaders } from './security-headers.js';
import { tokenSettings } from '../auth/token-service.js';
import type { Db } from '../db/db.js';
import { ImageService } from '../images/image-service.js';
import { imageRoots } from '../images/image-sources.js';
import type { SeedSummary } from '../seed/seed.js';
import { cachedPageRenderer } from '../static/page-cache.js';
import { cachedPageFastPath } from '../static/page-fast-path.js';
import { staticRoutes, type PageRenderer } from '../static/static-routes.js';
import { ApiError, errorResponse } from './api-error.js';
import type { ApiDeps, AppEnv } from './app-env.js';
import { FaultStore, faultMiddleware } from './faults.js';
import { brandCountryRoutes } from './routes/brand-country.routes.js';
import { CATALOG_READ_POLICIES, ReadCache } from './read-cache.js';
import { CatalogMemo } from '../db/catalog-memo.js';
import { watchCatalogWrites } from '../db/catalog-writes.js';
import { addressRoutes } from './routes/addresses.routes.js';
import { aftercareRoutes, aftercareSandboxRoutes } from './routes/aftercare.routes.js';
import { authRoutes } from './routes/auth.routes.js';
import { cartRoutes } from './routes/cart.routes.js';
import { checkoutRoutes } from './routes/checkout.routes.js';
import { credentialRoutes, credentialV1Routes } from './routes/credentials.routes.js';
import { catalogRoutes } from './routes/catalog.routes.js';
import { imageRoutes } from './routes/images.routes.js';
import { loyaltyRoutes } from './routes/loyalty.routes.js';
import { contentEntriesRoutes, marketingRoutes, slipstreamRoutes, submissionsRoutes } from './routes/marketing.routes.js';
import { mailboxRoutes } from './routes/mailbox.routes.js';
import { tagManagerRoutes, tagManagerSandboxRoutes } from './routes/tag-manager.routes.js';
import { TagManagerEventLog } from '../analytics/tag-manager-events.js';
import { membershipRoutes } from './routes/membership.routes.js';
import { orderRoutes } from './routes/orders.routes.js';
import { paymentKeyRoutes } from './routes/payment-key.routes.js';
import { paymentRoutes } from './routes/payments.routes.js';
import { profileRoutes, profileV1Routes } from './routes/profile.routes.js';
import { registryRoutes } from './routes/registry.routes.js';
import { sandboxRoutes } from './routes/sandbox.routes.js';
import { searchRoutes } from './routes/search.routes.js';
import { pickupArrivalRoutes, storeRoutes } from './routes/stores.routes.js';
import { tilesRoutes } from './routes/tiles.routes.js';
import { reviewRoutes } from './routes/reviews.routes.js';
import { contentRoutes, storefrontPagesRoutes } from './routes/storefront-pages.routes.js';
import { bundlePartsRoutes, bundlesRoutes } from './routes/bundles.routes.js';
import { likesRoutes } from './routes/likes.routes.js';
import { partsCartRoutes } from './routes/parts-cart.routes.js';
import { restockRoutes } from './routes/restock.routes.js';
import { tokenRevocationRoutes } from './routes/token-revocation.routes.js';
import { thresholdBannerRoutes } from './routes/threshold-banner.routes.js';
import { wishlistRoutes } from './routes/wishlist.routes.js';
import { styleRoutes } from './routes/style.routes.js';
import { socialProofRoutes } from './routes/social-proof.routes.js';
import { datasetRoutes, personalizedContentRoutes } from './routes/personalization.routes.js';
import { agentRoutes, agentWriteAudit } from './routes/agent.routes.js';
import { chatRoutes, clientReportsSandboxRoutes, errorReportRoutes } from './routes/client-reports.routes.js';
import { DEFAULT_ADDRESS_LIMITS, failureLimiter, type AddressLimits } from './rate-limits.js';
import { originCheck } from './origin-check.js';
import { bodyLimit } from 'hono/body-limit';

/** The largest request body the API reads, bytes (decision 0293). */
export const MAX_BODY_BYTES = 100 * 1024;

/** The API's base path (docs/api.md; the client's VITRINE_API_BASE_URL default). */
export const API_BASE = '/api';

export interface SandboxAppOptions {
  readonly db: Db;
  /** Where the sample photos are (luma/media, spree/images). */
  readonly sampleDataDir: string;
  /** Where resized images are cached. */
  readonly imageCacheDir: string;
  /** Built SPA to serve for non-API paths; null/undefined = API only. */
  readonly staticDir?: string | null;
  /** Server renderer of the pages (replaces the index.html fallback; decision 0150). */
  readonly renderPage?: PageRenderer;
  /** Enables /api/__sandbox/faults and the fault middleware. */
  readonly faults?: boolean;
  /** Epoch ms now (default Date.now). */
  readonly clock?: () => number;
  /** Guest token lifetime, ms (default 30 days). */
  readonly guestTokenTtlMs?: number;
  /** Identity rules: step-up lifetime (`authorizedTtlMs`), test mailbox on/off (docs/identity.md). */
  readonly identity?: IdentityOptions;
  readonly seed?: SeedSummary | null;
  /** Where unexpected errors are reported (default console.error). */
  readonly logError?: (message: string, error: unknown) => void;
  /** The catalogue read cache (default: a new one over `db`); tests pass one to read its stats. */
  readonly readCache?: ReadCache;
  /**
   * Keep anonymous shoppers' server-rendered pages for this long, ms (decision 0253); 0 = off.
   * Default: the spec's short TTL (5 minutes), or off when the fault switch is on (tests arm faults
   * between page loads and must see every page rendered afresh).
   */
  readonly pageCacheTtlMs?: number;
  /** Refused password, gift card PIN and one-time code attempts, and codes sent, allowed per client address (default DEFAULT_ADDRESS_LIMITS). */
  readonly addressLimits?: Partial<AddressLimits>;
  /** The promotion bandit's uniform source (decision 0407; default Math.random); tests pass a seeded one. */
  readonly random?: () => number;
}

/**
 * Builds the sandbox's Hono app: every endpoint of docs/api.md under /api, errors as ApiErrorDto,
 * and the built SPA for other paths when `staticDir` is given. Usable with `app.request()` in tests
 * and with @hono/node-server. Logs unexpected errors only (no per-request logging).
 */
export function createSandboxApp(options: SandboxAppOptions): Hono<AppEnv> {
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  // Hot catalogue reads go through the in-process cache (decision 0250); catalogue writes made through
  // deps.db tell it to read the catalogue version again. Services memoize catalogue facts at the
  // version it knows (decision 0256).
  const readCache = options.readCache ?? new ReadCache(options.db, options.clock ?? Date.now);
  const deps: ApiDeps = {
    db: watchCatalogWrites(options.db, () => readCache.catalogWritten(), new CatalogMemo(() => readCache.peekVersion())),
    clock: options.clock ?? Date.now,
    random: options.random ?? Math.random,
    tokens: tokenSettings(options.guestTokenTtlMs),
    images: new ImageService(imageRoots(options.sampleDataDir), options.imageCacheDir),
    seed: options.seed ?? null,
    faults: options.faults ? new FaultStore() : null,
    addressLimits: { ...DEFAULT_ADDRESS_LIMITS, ...options.addressLimits },
  };

  const onError = (error: Error, c: Context) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof HTTPException) return errorResponse(c, new ApiError(error.status === 404 ? 404 : 400, error.status === 404 ? 'NOT_FOUND' : 'INVALID_REQUEST', error.message || 'Bad request'));
    logError(`[sandbox] ${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
    return c.json({ code: 'INTERNAL_ERROR', message: 'Internal error in the sandbox API' }, 500);
  };

  const api = new Hono<AppEnv>();
  // Cross-site browser requests cannot change anything; bodies over 100 KB are refused (decision 0293).
  api.use('*', originCheck());
  api.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => errorResponse(c, new ApiError(413, 'PAYLOAD_TOO_LARGE', `Request bodies are limited to ${MAX_BODY_BYTES} bytes`)) }));
  if (deps.faults) api.use('*', faultMiddleware(deps.faults, API_BASE));
  // Hot catalogue reads through the in-process cache, with Cache-Control and ETag (decision 0250).
  for (const [path, policy] of CATALOG_READ_POLICIES) api.use(path, readCache.middleware(policy));
  api.route('/__sandbox', sandboxRoutes(deps));
  if (deps.faults) api.route('/__sandbox', aftercareSandboxRoutes(deps)); // decision 0190
  const identity = identitySettings(options.identity);
  api.route('/__sandbox', mailboxRoutes(deps, identity));
  // The tag manager stand-in and what it received (decision 0310).
  const tagManagerEvents = new TagManagerEventLog();
  api.route('/tag-manager/v0', tagManagerRoutes(deps, tagManagerEvents, `${API_BASE}/tag-manager/v0/collect`));
  api.route('/__sandbox', tagManagerSandboxRoutes(tagManagerEvents, identity.mailbox));
  api.route('/__sandbox', tokenRevocationRoutes(deps, identity)); // decision 0289
  api.route('/auth/v0', authRoutes(deps, identity));
  api.route('/profile/v0', profileRoutes(deps, identity));
  api.route('/profile/v0', membershipRoutes(deps)); // membership and delivery pass (decisions 0260, 0261)
  api.route('/profile/v1', profileV1Routes(deps));
  // Credential changes with a one-time code, the employee link (decision 0180)
  // One count of refused one-time codes per address for the phone and the username changes (decision 0295).
  const codeChecks = failureLimiter(deps.addressLimits.oneTimeCodeChecks);
  api.route('/profile/v0', credentialRoutes(deps, identity, codeChecks));
  api.route('/profile/v1', credentialV1Routes(deps, identity, codeChecks));
  // Call-centre agent tools and the audit of their cart and checkout writes (decisions 0370-0372).
  api.use('/checkout/*', agentWriteAudit(deps));
  api.route('/agent/v0', agentRoutes(deps));
  // Checkout (docs/checkout-api.md): the key route before catalogRoutes' /:siteId/configuration/*
  api.route('/catalog/v0', paymentKeyRoutes(deps));
  api.route('/profile/v0', addressRoutes(deps));
  api.route('/profile/v0', paymentRoutes(deps));
  api.route('/checkout/v0', checkoutRoutes(deps));
  api.route('/order/v0', aftercareRoutes(deps)); // returns and claims (decision 0190)
  api.route('/order/v0', orderRoutes(deps));
  // Stores and curbside pickup (decisions 0240-0243)
  api.route('/misl/v1', storeRoutes(deps));
  api.route('/order/v0', pickupArrivalRoutes(deps));
  // The brand country configuration before catalogRoutes' /:siteId/configuration (decision 0340).
  api.route('/catalog/v0', brandCountryRoutes());
  api.route('/catalog/v0', catalogRoutes(deps));
  // Reviews, brands, sellers, help pages and redirects (decisions 0210-0214)
  api.route('/catalog/v0', reviewRoutes(deps));
  api.route('/catalog/v0', storefrontPagesRoutes(deps));
  // The cart threshold banner entries first: every other content type falls through to the content store.
  api.route('/content/v1', thresholdBannerRoutes(deps));
  // The content store (decision 0300): globalPromoContainer; its direct provider is the 502 fallback.
  api.route('/content/v1', contentStoreRoutes(deps));
  api.route('/content/direct', directContentRoutes(deps));
  api.route('/__sandbox', contentSandboxRoutes(deps));
  api.route('/content/v1', contentRoutes(deps));
  api.route('/catalog-search-service/v0', tilesRoutes(deps));
  api.route('/catalog-search-service/v0', searchRoutes(deps));
  api.route('/checkout/v0', cartRoutes(deps));
  api.route('/images', imageRoutes(deps));
  // Marketing sign-ups, contact forms and loyalty (decisions 0201-0203).
  api.route('/__sandbox', submissionsRoutes(deps, identity));
  api.route('/profile/v0', marketingRoutes(deps));
  api.route('/profile/v1', loyaltyRoutes(deps));
  api.route('/slipstream', slipstreamRoutes(deps));
  api.route('/slipstream', socialProofRoutes(deps)); // social proof (decision 0320)
  api.route('/content/v0', contentEntriesRoutes());
  api.route('/content/v0', galleryRoutes(deps)); // galleries (decision 0406)
  // Recommendation trays: personalized content and the provider's dataset call (decision 0400).
  api.route('/content/v0', personalizedContentRoutes(deps));
  api.route('/personalization/v0', datasetRoutes(deps));
  // Bundles, wishlists, likes, back in stock, threshold banner (decisions 0220-0224)
  api.route('/catalog/v0', bundlePartsRoutes(deps));
  api.route('/catalog/v1', bundlesRoutes(deps));
  // Style pages and price info (decisions 0270, 0272)
  api.route('/catalog/v0', styleRoutes(deps));
  api.route('/checkout/v1', partsCartRoutes(deps));
  api.route('/checkout/v0', wishlistRoutes(deps));
  api.route('/likes/v0', likesRoutes(deps));
  api.route('/__sandbox', restockRoutes(deps));
  // Gift registry (shopping.md §7 "Registry"; decision 0230)
  api.route('/registry/v1', registryRoutes(deps));
  // Error reports and the chat launcher's messages (decisions 0430, 0431).
  api.route('/errors/v0', errorReportRoutes(deps));
  api.route('/chat/v0', chatRoutes(deps));
  api.route('/__sandbox', clientReportsSandboxRoutes(deps, identity));
  api.notFound((c) => errorResponse(c, new ApiError(404, 'NOT_FOUND', `No API endpoint ${c.req.method} ${new URL(c.req.url).pathname}`)));
  api.onError(onError);

  const pageCacheTtlMs = options.pageCacheTtlMs ?? (options.faults ? 0 : undefined);
  const pageCache =
    options.renderPage && options.staticDir && pageCacheTtlMs !== 0
      ? cachedPageRenderer(options.renderPage, { ttlMs: pageCacheTtlMs, version: () => readCache.version(), knownVersion: () => readCache.peekVersion(), clock: deps.clock })
      : null;
  const app = new Hono<AppEnv>();
  // Kept anonymous pages are answered before the rest of the chain, with the headers it gave them (decision 0446).
  if (pageCache) app.use('*', cachedPageFastPath(pageCache, API_BASE));
  app.use('*', securityHeaders());
  app.use('*', compress());
  // The API's JSON in one zlib call, small answers plain (decision 0458); compress() above does the rest.
  app.use(`${API_BASE}/*`, compressJson());
  app.route(API_BASE, api);
  app.all(`${API_BASE}/*`, (c) => errorResponse(c, new ApiError(404, 'NOT_FOUND', `No API endpoint ${c.req.method} ${new URL(c.req.url).pathname}`)));
  if (options.staticDir) app.route('/', staticRoutes(options.staticDir, pageCache ?? options.renderPage));
  app.notFound((c) => c.text('Not found', 404));
  app.onError(onError);
  return app;
}
