/**
 * `npm run load` (docs/performance.md "Load"; decision 0254): starts the store as `npm start` runs
 * it (embedded database, its own data directory, loopback only), then drives 200 concurrent clients
 * with autocannon for 30 s over a mix of the home page, a category page, a product page, search
 * results (server-rendered pages of anonymous shoppers) and add to cart (the API, each client with
 * its own guest token), and prints requests/s, p50/p95/p99 and errors against the targets. Bounded:
 * LOAD_CONNECTIONS (default 200) and LOAD_DURATION seconds (default 30). Each page is requested once
 * before the run, and the run's first LOAD_WARMUP seconds (default 20; 0 for none) are a warm-up
 * on the same connections, its figures printed on one line (a store that is already serving,
 * decision 0464). Exits non-zero only when the store cannot be started; a missed target is
 * printed, not thrown.
 */
import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';
import type { ProductsResponseDto, TilesResponseDto } from '@vitrine/contract';
import { loadReport, warmUpReport, type LoadFigures } from './load-report.js';
import { startStore } from './perf-store.js';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.LOAD_DURATION ?? 30);
const WARMUP_S = Number(process.env.LOAD_WARMUP ?? 20);
const SITE = 'an-us';
const CATEGORY = 'women-tops-hoodies-sweatshirts';
const SEARCH = 'hoodie';
/** As a shopper's phone asks: a browser's User-Agent and compressed answers (the page fast path and the API compress alike). */
const SHOPPER_HEADERS = {
  'accept-encoding': 'gzip, deflate',
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

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

  // A running store has warm caches and compiled modules: render each page once first, asking as
  // the clients will (a page rendered for a crawler is not a browser's).
  for (const path of ['/', `/${CATEGORY}`, productPath, `/search?q=${SEARCH}`]) {
    const response = await fetch(`${store.url}${path}`, { headers: SHOPPER_HEADERS, signal: AbortSignal.timeout(180_000) });
    await response.text();
    console.log(`Warm-up ${path}: ${response.status}`);
  }

  let nextClient = 0;
  const KINDS = ['home', 'category', 'product', 'search', 'add to cart'] as const;
  /** What one phase of the run recorded. */
  const phase = (durationS: number) => ({
    durationS,
    statusByKind: {} as Record<string, Record<number, number>>,
    latenciesMs: [] as number[],
    latenciesByKindMs: Object.fromEntries(KINDS.map((kind) => [kind, [] as number[]])) as Record<string, number[]>,
    errors: 0,
    timeouts: 0,
  });
  // A store that is already serving has compiled its hot paths, and its shoppers are connected and
  // have carts: one run of WARMUP_S + DURATION_S seconds over the same connections, the first
  // WARMUP_S seconds printed on one line and not held to the targets (decision 0464). (A second
  // run on new connections would measure the server's accept rate while it is saturated.)
  const warmUp = phase(WARMUP_S);
  const measured = phase(DURATION_S);
  const startedAt = Date.now();
  /**
   * The phase of a request sent `agoMs` ago: latencies and errors count in the phase their request
   * was sent in; statuses in the phase they were answered in (autocannon's onResponse gives no latency).
   */
  const sentIn = (agoMs = 0) => (Date.now() - agoMs - startedAt < WARMUP_S * 1000 ? warmUp : measured);
  const TIMEOUT_S = 10;
  const count = (kind: string) => (status: number) => {
    const statuses = (sentIn().statusByKind[kind] ??= {});
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  await new Promise<void>((done, fail) => {
    const instance = autocannon(
      {
        url: store.url,
        connections: CONNECTIONS,
        duration: WARMUP_S + DURATION_S,
        timeout: TIMEOUT_S,
        requests: [
          { method: 'GET', path: '/', headers: SHOPPER_HEADERS, onResponse: count('home') },
          { method: 'GET', path: `/${CATEGORY}`, headers: SHOPPER_HEADERS, onResponse: count('category') },
          { method: 'GET', path: productPath, headers: SHOPPER_HEADERS, onResponse: count('product') },
          { method: 'GET', path: `/search?q=${SEARCH}`, headers: SHOPPER_HEADERS, onResponse: count('search') },
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
                headers: { ...SHOPPER_HEADERS, 'content-type': 'application/json', cookie: cookies[client % cookies.length]! },
                body: JSON.stringify({ items: [{ ...sku, quantity: 1, cartType: 'TRANSACTIONAL', fulfillmentType: 'DIRECT' }] }),
              };
            },
            onResponse: count('add to cart'),
          },
        ],
      },
      (error) => (error ? fail(error) : done()),
    );
    // Transport errors and time-outs, in the phase they happened in.
    (instance as unknown as EventEmitter).on('reqError', (error: Error) => {
      const timedOut = error.message === 'request timed out';
      const current = sentIn(timedOut ? TIMEOUT_S * 1000 : 0);
      current.errors += 1;
      if (timedOut) current.timeouts += 1;
    });
    instance.on('response', (client, _status, _bytes, responseTime) => {
      const current = sentIn(responseTime);
      current.latenciesMs.push(responseTime);
      // The answered request is still the client's current one: autocannon moves on after this event.
      const kind = KINDS[(client as { requestIterator?: { currentRequestIndex?: number } }).requestIterator?.currentRequestIndex ?? -1];
      if (kind) current.latenciesByKindMs[kind]!.push(responseTime);
    });
  });
  const figures = (recorded: ReturnType<typeof phase>): LoadFigures => ({ connections: CONNECTIONS, ...recorded });
  if (WARMUP_S > 0) console.log(warmUpReport(figures(warmUp)));
  console.log(`\n${loadReport(figures(measured)).join('\n')}`);
} finally {
  await store.stop();
}
