import { createHttpClient, type HttpClient, type HttpClientOptions } from '../../../adapters/src/http/client.js';
import { InMemoryConnectivity, InMemoryCookieJar, MemoryLogger } from '../../../adapters/src/in-memory/index.js';
import { aSite } from '../../mothers/site.mother.js';
import { createFetchStub, type FetchStub } from './fetch-stub.js';

/** Base URL the unit tests use; nothing listens there (fetch is stubbed). */
export const TEST_BASE_URL = 'http://api.test/api';

export interface ClientHarness {
  readonly http: HttpClient;
  readonly stub: FetchStub;
  readonly logger: MemoryLogger;
  readonly connectivity: InMemoryConnectivity;
  readonly cookieJar: InMemoryCookieJar;
  /** How often renewSession ran. */
  renewals: number;
}

/**
 * An HTTP client over a fetch stub with in-memory logger, connectivity and cookie jar. Network
 * retries have no delay. `renewSession` counts calls and runs `onRenew` when given.
 */
export function clientHarness(overrides: Partial<HttpClientOptions> & { onRenew?: () => Promise<void> } = {}): ClientHarness {
  const stub = createFetchStub();
  const logger = new MemoryLogger();
  const connectivity = new InMemoryConnectivity(true);
  const cookieJar = new InMemoryCookieJar();
  const { onRenew, ...options } = overrides;
  const harness: ClientHarness = {
    stub,
    logger,
    connectivity,
    cookieJar,
    renewals: 0,
    http: undefined as unknown as HttpClient,
  };
  (harness as { http: HttpClient }).http = createHttpClient({
    baseUrl: TEST_BASE_URL,
    site: aSite(),
    logger,
    connectivity,
    cookieJar,
    fetch: stub.fetch,
    networkRetry: { delayMs: () => 0 },
    renewSession: async () => {
      harness.renewals += 1;
      await onRenew?.();
    },
    ...options,
  });
  return harness;
}
