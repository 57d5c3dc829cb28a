import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { identitySettings, type IdentityOptions } from '../auth/identity-settings.js';
import { tokenSettings } from '../auth/token-service.js';
import type { Db } from '../db/db.js';
import { ImageService } from '../images/image-service.js';
import { imageRoots } from '../images/image-sources.js';
import type { SeedSummary } from '../seed/seed.js';
import { staticRoutes, type PageRenderer } from '../static/static-routes.js';
import { ApiError, errorResponse } from './api-error.js';
import type { ApiDeps, AppEnv } from './app-env.js';
import { FaultStore, faultMiddleware } from './faults.js';
import { addressRoutes } from './routes/addresses.routes.js';
import { authRoutes } from './routes/auth.routes.js';
import { cartRoutes } from './routes/cart.routes.js';
import { checkoutRoutes } from './routes/checkout.routes.js';
import { catalogRoutes } from './routes/catalog.routes.js';
import { imageRoutes } from './routes/images.routes.js';
import { mailboxRoutes } from './routes/mailbox.routes.js';
import { orderRoutes } from './routes/orders.routes.js';
import { paymentKeyRoutes } from './routes/payment-key.routes.js';
import { paymentRoutes } from './routes/payments.routes.js';
import { profileRoutes, profileV1Routes } from './routes/profile.routes.js';
import { registryRoutes } from './routes/registry.routes.js';
import { sandboxRoutes } from './routes/sandbox.routes.js';
import { searchRoutes } from './routes/search.routes.js';
import { tilesRoutes } from './routes/tiles.routes.js';

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
}

/**
 * Builds the sandbox's Hono app: every endpoint of docs/api.md under /api, errors as ApiErrorDto,
 * and the built SPA for other paths when `staticDir` is given. Usable with `app.request()` in tests
 * and with @hono/node-server. Logs unexpected errors only (no per-request logging).
 */
export function createSandboxApp(options: SandboxAppOptions): Hono<AppEnv> {
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const deps: ApiDeps = {
    db: options.db,
    clock: options.clock ?? Date.now,
    tokens: tokenSettings(options.guestTokenTtlMs),
    images: new ImageService(imageRoots(options.sampleDataDir), options.imageCacheDir),
    seed: options.seed ?? null,
    faults: options.faults ? new FaultStore() : null,
  };

  const onError = (error: Error, c: Context) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof HTTPException) return errorResponse(c, new ApiError(error.status === 404 ? 404 : 400, error.status === 404 ? 'NOT_FOUND' : 'INVALID_REQUEST', error.message || 'Bad request'));
    logError(`[sandbox] ${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
    return c.json({ code: 'INTERNAL_ERROR', message: 'Internal error in the sandbox API' }, 500);
  };

  const api = new Hono<AppEnv>();
  if (deps.faults) api.use('*', faultMiddleware(deps.faults, API_BASE));
  api.route('/__sandbox', sandboxRoutes(deps));
  const identity = identitySettings(options.identity);
  api.route('/__sandbox', mailboxRoutes(deps, identity));
  api.route('/auth/v0', authRoutes(deps, identity));
  api.route('/profile/v0', profileRoutes(deps, identity));
  api.route('/profile/v1', profileV1Routes(deps));
  // Checkout (docs/checkout-api.md): the key route before catalogRoutes' /:siteId/configuration/*
  api.route('/catalog/v0', paymentKeyRoutes(deps));
  api.route('/profile/v0', addressRoutes(deps));
  api.route('/profile/v0', paymentRoutes(deps));
  api.route('/checkout/v0', checkoutRoutes(deps));
  api.route('/order/v0', orderRoutes(deps));
  api.route('/catalog/v0', catalogRoutes(deps));
  api.route('/catalog-search-service/v0', tilesRoutes(deps));
  api.route('/catalog-search-service/v0', searchRoutes(deps));
  api.route('/checkout/v0', cartRoutes(deps));
  api.route('/images', imageRoutes(deps));
  // Gift registry (shopping.md §7 "Registry"; decision 0230)
  api.route('/registry/v1', registryRoutes(deps));
  api.notFound((c) => errorResponse(c, new ApiError(404, 'NOT_FOUND', `No API endpoint ${c.req.method} ${new URL(c.req.url).pathname}`)));
  api.onError(onError);

  const app = new Hono<AppEnv>();
  app.use('*', compress());
  app.route(API_BASE, api);
  app.all(`${API_BASE}/*`, (c) => errorResponse(c, new ApiError(404, 'NOT_FOUND', `No API endpoint ${c.req.method} ${new URL(c.req.url).pathname}`)));
  if (options.staticDir) app.route('/', staticRoutes(options.staticDir, options.renderPage));
  app.notFound((c) => c.text('Not found', 404));
  app.onError(onError);
  return app;
}
