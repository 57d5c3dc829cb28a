/**
 * `npm run load` (docs/performance.md "Load"; decision 0254): starts the store as `npm start` runs
 * it (embedded database, its own data directory, loopback only), then drives 200 concurrent clients
 * with autocannon for 30 s over a mix of the home page, a category page, a product page, search
 * results (server-rendered pages of anonymous shoppers) and add to cart (the API, each client with
 * its own guest token), and prints requests/s, p50/p95/p99 and errors against the targets. Bounded:
 * LOAD_CONNECTIONS (default 200) and LOAD_DURATION seconds (default 30). Each page is requested once
 * before the run (warm caches, as in a store that is already serving). Exits non-zero only when
 * the store cannot be started; a missed target is printed, not thrown.
 */
import autocannon from 'autocannon';
import type { ProductsResponseDto, TilesResponseDto } from '@vitrine/contract';
import { loadReport, type LoadFigures } from './load-report.js';
import { startStore } from './perf-store.js';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.LOAD_DURATION ?? 30);
const SITE = 'an-us';
const CATEGORY = 'women-tops-hoodies-sweatshirts';
const SEARCH = 'hoodie';

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A guest token's Cookie header (POST /auth/v0/{siteId}/tokens with grantType guest). */
async function guestCookie(api: string): Promise<string> {
  const response = await fetch(`${api}/auth/v0/${SITE}/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grantType: 'guest' }) });
  if (!response.ok) throw new Error(`guest token: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const store = await startStore({ dataDir: '.data/load-pglite', label: '[store]' });
try {
  const api = `${store.url}/api`;
  const tiles = await json<TilesResponseDto>(`${api}/catalog-search-service/v0/${SITE}/tiles/${CATEGORY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageSize: 24, page: 1 }),
  });
  const ids = tiles.records.map((t) => t.productId);
  const products = await json<ProductsResponseDto>(`${api}/catalog/v0/${SITE}/pools/US_DIRECT/products?product-id=${ids.join(',')}`);
  const skus = products.products.flatMap((p) => p.skuInfo.skus.filter((s) => s.stockLevel >= 50).map((s) => ({ productId: p.product.productId, skuId: s.skuId, poolId: 'US_DIRECT' })));
  if (skus.length === 0) throw new Error('no SKU with stock for the add-to-cart requests');
  const productPath = tiles.records[0]!.pdpURL;
  const cookies = await Promise.all(Array.from({ length: CONNECTIONS }, () => guestCookie(api)));
  console.log(`Load mix per client: home, /${CATEGORY}, ${productPath}, /search?q=${SEARCH}, add to cart (${skus.length} SKUs, ${cookies.length} guests)`);

  // A running store has warm caches and compiled modules: render each page and add to cart once first.
  for (const path of ['/', `/${CATEGORY}`, productPath, `/search?q=${SEARCH}`]) {
    const response = await fetch(`${store.url}${path}`, { signal: AbortSignal.timeout(180_000) });
    await response.text();
    console.log(`Warm-up ${path}: ${response.status}`);
  }

  const statusByKind: Record<string, Record<number, number>> = {};
  const count = (kind: string) => (status: number) => {
    const statuses = (statusByKind[kind] ??= {});
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  // As browsers ask: compressed answers (the page fast path and the API compress them alike).
  const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate' };
  let nextClient = 0;
  const latenciesMs: number[] = [];
  const KINDS = ['home', 'category', 'product', 'search', 'add to cart'] as const;
  const latenciesByKindMs: Record<string, number[]> = Object.fromEntries(KINDS.map((kind) => [kind, []]));
  const result = await new Promise<{ errors: number; timeouts: number }>((done, fail) => {
    const instance = autocannon(
      {
        url: store.url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        timeout: 10,
        requests: [
          { method: 'GET', path: '/', headers: BROWSER_ENCODING, onResponse: count('home') },
          { method: 'GET', path: `/${CATEGORY}`, headers: BROWSER_ENCODING, onResponse: count('category') },
          { method: 'GET', path: productPath, headers: BROWSER_ENCODING, onResponse: count('product') },
          { method: 'GET', path: `/search?q=${SEARCH}`, headers: BROWSER_ENCODING, onResponse: count('search') },
          {
            method: 'POST',
            path: `/api/checkout/v0/${SITE}/carts/items`,
            setupRequest: (request, context) => {
              context.client ??= nextClient++;
              context.adds = ((context.adds as number | undefined) ?? 0) + 1;
              const client = context.client as number;
              const sku = skus[(client * 7 + (context.adds as number)) % skus.length]!;
              return {
                ...request,
                headers: { 'accept-encoding': 'gzip, deflate', 'content-type': 'application/json', cookie: cookies[client % cookies.length]! },
                body: JSON.stringify({ items: [{ ...sku, quantity: 1, cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT' }] }),
              };
            },
            onResponse: count('add to cart'),
          },
        ],
      },
      (error, res) => (error ? fail(error) : done(res)),
    );
    instance.on('response', (client, _status, _bytes, responseTime) => {
      latenciesMs.push(responseTime);
      // The answered request is still the client's current one: autocannon moves on after this event.
      const kind = KINDS[(client as { requestIterator?: { currentRequestIndex?: number } }).requestIterator?.currentRequestIndex ?? -1];
      if (kind) latenciesByKindMs[kind]!.push(responseTime);
    });
  });
  const figures: LoadFigures = { connections: CONNECTIONS, durationS: DURATION_S, latenciesMs, latenciesByKindMs, statusByKind, errors: result.errors, timeouts: result.timeouts };
  console.log(`\n${loadReport(figures).join('\n')}`);
} finally {
  await store.stop();
}
