import type { CartTokenReset, Clock, SessionGateway } from '@vitrine/core';
import { createHttpClient, type HttpClient, type HttpClientOptions } from './client.js';
import { KyCartGateway, type KyCartGatewayOptions } from './ky-cart-gateway.js';
import { KyCatalogGateway, type KyCatalogGatewayOptions } from './ky-catalog-gateway.js';
import { KyNavigationGateway } from './ky-navigation-gateway.js';
import { KySessionGateway } from './ky-session-gateway.js';
import { KySiteConfigurationGateway } from './ky-site-configuration-gateway.js';

/** Options of {@link createHttpGateways}: the client's, plus the clock and per-gateway options. */
export interface HttpGatewaysOptions extends Omit<HttpClientOptions, 'renewSession'>, KyCatalogGatewayOptions, KyCartGatewayOptions {
  /** Clock for the minicart cacheBuster. */
  readonly clock: Clock;
  /**
   * Token renewal after a token 401 (shell-and-account.md §4 "Token refresh": a registered session
   * re-authenticates, otherwise a guest token is fetched). Default: a new guest session.
   */
  readonly renewSession?: (sessions: SessionGateway) => Promise<void>;
}

/** Every HTTP gateway, sharing one client. */
export interface HttpGateways {
  readonly http: HttpClient;
  readonly catalog: KyCatalogGateway;
  readonly navigation: KyNavigationGateway;
  readonly cart: KyCartGateway;
  /** The token reset the cart use cases call after 412 CART_NOT_ACTIVE: the same renewal as after a token 401 (decision 0130). */
  readonly cartTokenReset: CartTokenReset;
  readonly siteConfiguration: KySiteConfigurationGateway;
  readonly session: KySessionGateway;
}

/**
 * Builds one HTTP client and the gateways over it, with token renewal wired to the session
 * gateway (the client needs the session gateway and the session gateway needs the client).
 * httpBindings (adapters/src/bindings) builds its client with it; the contract harnesses too.
 */
export function createHttpGateways(options: HttpGatewaysOptions): HttpGateways {
  const renew = options.renewSession ?? (async (sessions: SessionGateway) => void (await sessions.createGuestSession()));
  // The closure runs only after a token 401, by which time `session` exists.
  const http = createHttpClient({ ...options, renewSession: () => renew(session) });
  const session = new KySessionGateway(http, options.site);
  return {
    http,
    catalog: new KyCatalogGateway(http, options.site, options.searchTest ? { searchTest: options.searchTest } : {}),
    navigation: new KyNavigationGateway(http, options.site),
    cart: new KyCartGateway(http, options.site, options.clock, options.includeSpendAmountCategory ? { includeSpendAmountCategory: options.includeSpendAmountCategory } : {}),
    // 412 CART_NOT_ACTIVE resets the token the same way a token 401 renews it (guest token or re-auth).
    cartTokenReset: { resetToken: () => renew(session) },
    siteConfiguration: new KySiteConfigurationGateway(http, options.site),
    session,
  };
}
