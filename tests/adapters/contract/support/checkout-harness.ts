import fetchCookie from 'fetch-cookie';
import { CookieJar as ToughCookieJar } from 'tough-cookie';
import type { SiteContext } from '@vitrine/core';
import { JsEncryptCardEncryptor } from '../../../../adapters/src/crypto/jsencrypt-card-encryptor.js';
import { createHttpClient, type HttpClient } from '../../../../adapters/src/http/client.js';
import { KyAddressBookGateway } from '../../../../adapters/src/http/ky-address-book-gateway.js';
import { KyAuthGateway } from '../../../../adapters/src/http/ky-auth-gateway.js';
import { KyCartGateway } from '../../../../adapters/src/http/ky-cart-gateway.js';
import { KyCheckoutGateway } from '../../../../adapters/src/http/ky-checkout-gateway.js';
import { KyOrderGateway } from '../../../../adapters/src/http/ky-order-gateway.js';
import { KyPaymentKeyGateway } from '../../../../adapters/src/http/ky-payment-key-gateway.js';
import { KySavedPaymentsGateway } from '../../../../adapters/src/http/ky-saved-payments-gateway.js';
import { KySessionGateway } from '../../../../adapters/src/http/ky-session-gateway.js';
import { InMemoryConnectivity, MemoryLogger } from '../../../../adapters/src/in-memory/index.js';
import { aSite } from '../../../mothers/site.mother.js';
import { apiBaseOf } from './contract-harness.js';

/** One recorded request: what left the "browser" (URL, headers and body text). */
export interface SentRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: string;
  readonly body: string;
}

/**
 * The checkout-area gateways over real HTTP against a running sandbox, as the composition root
 * would wire them (one client; cookies in a tough-cookie jar, like one browser), with the real
 * jsencrypt encryptor, and a record of every request sent so tests can look for a card number.
 */
export function checkoutClient(url: string, site: SiteContext = aSite()) {
  const apiBase = apiBaseOf(url);
  const jar = new ToughCookieJar();
  const sent: SentRequest[] = [];
  const cookieFetch = fetchCookie(globalThis.fetch, jar) as unknown as typeof globalThis.fetch;
  const recording: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push({ method: request.method, url: request.url, headers: JSON.stringify([...request.headers]), body: request.method === 'GET' ? '' : await request.clone().text() });
    return cookieFetch(request);
  };
  const http: HttpClient = createHttpClient({
    baseUrl: apiBase,
    site,
    logger: new MemoryLogger(),
    connectivity: new InMemoryConnectivity(true),
    fetch: recording,
    networkRetry: { delayMs: () => 0 },
    renewSession: async () => void (await session.createGuestSession()),
  });
  const session = new KySessionGateway(http, site);
  const clock = { now: () => Date.now() };
  return {
    http,
    sent,
    session,
    auth: new KyAuthGateway(http, site),
    cart: new KyCartGateway(http, site, clock),
    checkout: new KyCheckoutGateway(http, site),
    orders: new KyOrderGateway(http, site),
    addressBook: new KyAddressBookGateway(http, site),
    savedPayments: new KySavedPaymentsGateway(http, site),
    keys: new KyPaymentKeyGateway(http, site, clock),
    encryptor: new JsEncryptCardEncryptor(),
    /** Everything sent so far as one text (URLs, headers, bodies). */
    sentText: () => sent.map((r) => `${r.method} ${r.url}\n${r.headers}\n${r.body}`).join('\n'),
  };
}

export type CheckoutClient = ReturnType<typeof checkoutClient>;
