import fetchCookie from 'fetch-cookie';
import { CookieJar as ToughCookieJar } from 'tough-cookie';
import type { CartTokenReset, CookieJar, SessionGateway, SiteContext } from '@vitrine/core';
import { readAuthCookie } from '../../../../adapters/src/browser/auth-cookie.js';
import { createHttpClient, type HttpClient } from '../../../../adapters/src/http/client.js';
import { KyCartGateway } from '../../../../adapters/src/http/ky-cart-gateway.js';
import { KyCatalogGateway } from '../../../../adapters/src/http/ky-catalog-gateway.js';
import { KyNavigationGateway } from '../../../../adapters/src/http/ky-navigation-gateway.js';
import { KySessionGateway } from '../../../../adapters/src/http/ky-session-gateway.js';
import { KySiteConfigurationGateway } from '../../../../adapters/src/http/ky-site-configuration-gateway.js';
import { InMemoryConnectivity, MemoryLogger } from '../../../../adapters/src/in-memory/index.js';
import { aSite } from '../../../mothers/site.mother.js';

/** The API base of a running sandbox: its origin plus '/api' (docs/api.md), whichever of the two `url` is. */
export function apiBaseOf(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith('/api') ? trimmed : `${trimmed}/api`;
}

/** The cart use cases' token reset over the session gateway, counting the guest sessions it creates. */
class CountingTokenReset implements CartTokenReset {
  created = 0;
  constructor(private readonly inner: SessionGateway) {}
  async resetToken() {
    this.created += 1;
    await this.inner.createGuestSession();
  }
}

export interface ContractClient {
  readonly http: HttpClient;
  readonly catalog: KyCatalogGateway;
  readonly navigation: KyNavigationGateway;
  readonly cart: KyCartGateway;
  readonly siteConfiguration: KySiteConfigurationGateway;
  readonly session: KySessionGateway;
  /** Counts token renewals by the client (after a token 401). */
  readonly renewals: { count: number };
  /** The token reset of the cart use cases (after 412 CART_NOT_ACTIVE), counting its resets. */
  readonly cartResets: CountingTokenReset;
  readonly logger: MemoryLogger;
  /** The Node-side cookie store: what a browser would keep (HttpOnly token included). */
  readonly cookies: ToughCookieJar;
  /** Names of the cookies the jar would send to the API. */
  cookieNames(): string[];
}

/**
 * The real gateways over real HTTP against a running sandbox, as the composition root wires them:
 * one client, token renewal through the session gateway, the scope header read from the
 * `vitrine_auth` cookie. Node's fetch keeps no cookies, so the client gets fetch-cookie over a
 * tough-cookie jar (one per client, like one browser). Network retries wait 0 ms.
 */
export function contractClient(url: string, options: { site?: SiteContext; cookieJar?: CookieJar } = {}): ContractClient {
  const apiBase = apiBaseOf(url);
  const site = options.site ?? aSite();
  const cookies = new ToughCookieJar();
  const fetch = fetchCookie(globalThis.fetch, cookies) as unknown as typeof globalThis.fetch;
  const logger = new MemoryLogger();
  const renewals = { count: 0 };
  const readCookie = (name: string) => {
    const found = cookies.getCookiesSync(apiBase).find((c) => c.key === name);
    return found ? decodeURIComponent(found.value) : undefined;
  };
  const http = createHttpClient({
    baseUrl: apiBase,
    site,
    logger,
    connectivity: new InMemoryConnectivity(true),
    ...(options.cookieJar ? { cookieJar: options.cookieJar } : {}),
    scope: () => readAuthCookie({ get: readCookie })?.scope,
    referer: () => `http://localhost/contract-test`,
    fetch,
    networkRetry: { delayMs: () => 0 },
    renewSession: async () => {
      renewals.count += 1;
      await session.createGuestSession();
    },
  });
  const session = new KySessionGateway(http, site);
  const cartResets = new CountingTokenReset(session);
  return {
    http,
    catalog: new KyCatalogGateway(http, site),
    navigation: new KyNavigationGateway(http, site),
    cart: new KyCartGateway(http, site, { now: () => Date.now() }),
    siteConfiguration: new KySiteConfigurationGateway(http, site),
    session,
    renewals,
    cartResets,
    logger,
    cookies,
    cookieNames: () => cookies.getCookiesSync(apiBase).map((c) => c.key).sort(),
  };
}

/** A fault for the sandbox's switch (docs/api.md "Test-only endpoints"). */
export interface FaultSpec {
  readonly path: string;
  readonly method?: string;
  readonly count?: number;
  readonly status?: number;
  readonly code?: string;
  readonly message?: string;
  readonly delayMs?: number;
  readonly drop?: boolean;
}

/** Arms a fault: the next `count` matching calls fail that way. Throws when the sandbox refuses. */
export async function armFault(url: string, fault: FaultSpec): Promise<void> {
  const response = await globalThis.fetch(`${apiBaseOf(url)}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (response.status !== 201) throw new Error(`Fault refused: ${response.status} ${await response.text()}`);
}

/** The faults still armed (a consumed fault is gone). */
export async function armedFaults(url: string): Promise<FaultSpec[]> {
  const response = await globalThis.fetch(`${apiBaseOf(url)}/__sandbox/faults`);
  return ((await response.json()) as { faults: FaultSpec[] }).faults;
}

/** Disarms every fault. */
export async function clearFaults(url: string): Promise<void> {
  await globalThis.fetch(`${apiBaseOf(url)}/__sandbox/faults`, { method: 'DELETE' });
}
