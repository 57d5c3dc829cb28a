import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, CartCountStore } from '@vitrine/core';
import { HttpError } from '../../../adapters/src/http/http-error.js';
import { InMemoryCookieJar } from '../../../adapters/src/in-memory/index.js';
import { SHOWCASE } from '../../../sandbox/src/seed/showcase.js';
import { startTestSandbox } from '../../support/sandbox.js';
import { armedFaults, armFault, clearFaults, contractClient, type ContractClient } from './support/contract-harness.js';

/**
 * Contract: the client's retry scenarios against the sandbox's fault switch (docs/api.md
 * "Test-only endpoints"; shopping.md §7-8; shell-and-account.md §4, §8): token renewal and one
 * reissue, 'Retry failed', 412 CART_NOT_ACTIVE reset and one retry, the 413 cookie clean-up, GET
 * retries after a dropped connection, prefixed logging.
 */

const MINICART = '/checkout/v0/an-us/minicart';
const ITEMS = '/checkout/v0/an-us/carts/items';

let sandbox: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  sandbox = await startTestSandbox({ faults: true });
});
afterAll(async () => sandbox?.close());
afterEach(async () => clearFaults(sandbox.url));

/** A client that already holds a guest token (so only the armed fault causes a 401). */
async function signedInClient(options: Parameters<typeof contractClient>[1] = {}): Promise<ContractClient> {
  const client = contractClient(sandbox.url, options);
  await client.session.createGuestSession();
  return client;
}

const standardItem = { productId: SHOWCASE.standard.productId, skuId: SHOWCASE.standard.inStockSkuId, poolId: 'US_DIRECT', quantity: 1 };

async function rejectionOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('token renewal (contract)', () => {
  it('renews the session once after a 401 TOKEN_EXPIRED and reissues the call once', async () => {
    const client = await signedInClient();
    await armFault(sandbox.url, { path: MINICART, method: 'GET', count: 1, status: 401, code: 'TOKEN_EXPIRED' });
    await expect(client.cart.getMinicart()).resolves.toMatchObject({ totalQuantity: 0 });
    expect(client.renewals.count).toBe(1);
    expect(await armedFaults(sandbox.url)).toEqual([]);
    expect(client.logger.messages('error')).toEqual([]);
  });

  it('reissues a POST after renewal: the add goes through once', async () => {
    const client = await signedInClient();
    await armFault(sandbox.url, { path: ITEMS, method: 'POST', count: 1, status: 401, code: 'TOKEN_INVALID' });
    const result = await client.cart.addItem(standardItem);
    expect(result.ok && result.value.lines.map((l) => l.quantity)).toEqual([1]);
    expect(client.renewals.count).toBe(1);
  });

  it("logs 'Retry failed' and throws the original error when the reissue fails again", async () => {
    const client = await signedInClient();
    await armFault(sandbox.url, { path: MINICART, method: 'GET', count: 2, status: 401, code: 'TOKEN_EXPIRED', message: 'Token expired' });
    const error = await rejectionOf(client.cart.getMinicart());
    expect(error).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED', message: 'Token expired' });
    expect(client.renewals.count).toBe(1);
    expect(client.logger.messages('error')).toEqual(['Retry failed']);
    expect(await armedFaults(sandbox.url)).toEqual([]);
    await expect(client.cart.getMinicart()).resolves.toMatchObject({ totalQuantity: 0 });
  });
});

/** Core's addToCart use case over the client's gateway and token reset (decision 0130). */
const add = (client: ContractClient) => addToCart({ cart: client.cart, tokens: client.cartResets, header: new CartCountStore(), logger: client.logger }, standardItem);

describe('412 CART_NOT_ACTIVE at add to cart (contract)', () => {
  it('the gateway answers CART.NOT_ACTIVE and resets nothing itself', async () => {
    const client = await signedInClient();
    await armFault(sandbox.url, { path: ITEMS, method: 'POST', count: 1, status: 412, code: 'CART_NOT_ACTIVE', message: 'The cart is not active' });
    await expect(client.cart.addItem(standardItem)).resolves.toMatchObject({ ok: false, error: { code: 'CART.NOT_ACTIVE', message: 'The cart is not active' } });
    expect(client.cartResets.created).toBe(0);
  });

  it('addToCart resets the token and retries the add once', async () => {
    const client = await signedInClient();
    await armFault(sandbox.url, { path: ITEMS, method: 'POST', count: 1, status: 412, code: 'CART_NOT_ACTIVE' });
    const result = await add(client);
    expect(result.ok && result.value.totalQuantity).toBe(1);
    expect(client.cartResets.created).toBe(1);
    expect(client.renewals.count).toBe(0);
  });

  it('addToCart retries only once: a second 412 gives CART.UNAVAILABLE', async () => {
    const client = await signedInClient();
    await armFault(sandbox.url, { path: ITEMS, method: 'POST', count: 2, status: 412, code: 'CART_NOT_ACTIVE', message: 'The cart is not active' });
    await expect(add(client)).resolves.toMatchObject({ ok: false, error: { code: 'CART.UNAVAILABLE', message: 'The cart is not active' } });
    expect(client.cartResets.created).toBe(1);
    expect(await armedFaults(sandbox.url)).toEqual([]);
  });
});

describe('413 and network failures (contract)', () => {
  it('clears third-party cookies after a 413 and retries once', async () => {
    const jar = new InMemoryCookieJar({ initial: { _ga: 'GA1.2.3', vitrine_site: 'an-us' } });
    const client = await signedInClient({ cookieJar: jar });
    await armFault(sandbox.url, { path: MINICART, method: 'GET', count: 1, status: 413, code: 'PAYLOAD_TOO_LARGE' });
    await expect(client.cart.getMinicart()).resolves.toMatchObject({ totalQuantity: 0 });
    expect(jar.getAll()).toEqual({ vitrine_site: 'an-us' });
  });

  it('retries a GET after a dropped connection', async () => {
    const client = await signedInClient();
    await armFault(sandbox.url, { path: MINICART, method: 'GET', count: 1, drop: true });
    await expect(client.cart.getMinicart()).resolves.toMatchObject({ totalQuantity: 0 });
    expect(await armedFaults(sandbox.url)).toEqual([]);
  });

  it("does not retry a POST after a dropped connection: 'Network Error' is thrown and logged with the prefix", async () => {
    const client = await signedInClient();
    await armFault(sandbox.url, { path: ITEMS, method: 'POST', count: 1, drop: true });
    const error = await rejectionOf(client.cart.addItem(standardItem));
    expect(error).toMatchObject({ kind: 'network', message: 'Network Error' });
    expect(client.logger.messages('error')).toEqual([`[http] Network Error POST /api${ITEMS}`]);
    await expect(client.cart.getCart()).resolves.toMatchObject({ totalQuantity: 0 });
  });

  it('does not retry an error status; BLOCKED_BY_PERIMETER_X is logged with the prefix', async () => {
    const client = await signedInClient();
    await armFault(sandbox.url, { path: '/catalog/v0/an-us/configuration', method: 'GET', count: 1, status: 403, code: 'BLOCKED_BY_PERIMETER_X' });
    const error = await rejectionOf(client.siteConfiguration.getConfiguration());
    expect(error).toMatchObject({ status: 403, code: 'BLOCKED_BY_PERIMETER_X', details: { mocked: true } });
    expect(client.logger.messages('error')).toEqual(['[http] BLOCKED_BY_PERIMETER_X GET /api/catalog/v0/an-us/configuration']);
    await expect(client.siteConfiguration.getConfiguration()).resolves.toMatchObject({ siteId: 'an-us' });
  });
});
