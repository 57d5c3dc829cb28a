import fs from 'node:fs';
import fetchCookie from 'fetch-cookie';
import { CookieJar as ToughCookieJar } from 'tough-cookie';
import type { AuthGateway, SiteContext, TokenScope } from '@vitrine/core';
import type { MailboxMessageDto } from '@vitrine/contract';
import { createHttpClient, type HttpClient, type LoginRequiredEvent } from '../../../../adapters/src/http/client.js';
import { KyAuthGateway } from '../../../../adapters/src/http/ky-auth-gateway.js';
import { KyCartGateway } from '../../../../adapters/src/http/ky-cart-gateway.js';
import { KyProfileGateway } from '../../../../adapters/src/http/ky-profile-gateway.js';
import { KySessionGateway } from '../../../../adapters/src/http/ky-session-gateway.js';
import { effectiveScope, parseAuthPayload, type AuthPayload } from '../../../../adapters/src/http/normalizers/identity.normalizer.js';
import { renewSessionFor } from '../../../../adapters/src/http/session-renewal.js';
import { InMemoryConnectivity, MemoryLogger } from '../../../../adapters/src/in-memory/index.js';
import { startSandbox } from '../../../../sandbox/src/server.js';
import { aSite } from '../../../mothers/site.mother.js';
import { copyTestTemplate, TEST_IMAGE_CACHE_DIR, TEST_SAMPLE_DATA_DIR } from '../../../support/sandbox.js';
import { apiBaseOf } from './contract-harness.js';

/** The identity side of one browser against a running sandbox, wired as the composition root would. */
export interface IdentityClient {
  readonly http: HttpClient;
  readonly auth: KyAuthGateway;
  readonly profiles: KyProfileGateway;
  readonly cart: KyCartGateway;
  readonly session: KySessionGateway;
  readonly logger: MemoryLogger;
  /** onLoginRequired events. */
  readonly loginRequired: LoginRequiredEvent[];
  /** Refresh grants made by the renewal. */
  readonly refreshes: { count: number };
  /** The parsed `vitrine_auth` cookie. */
  payload(): AuthPayload | undefined;
  /** The scope the token answers with now, from the cookie. */
  scope(): TokenScope | null;
  /** The raw `vitrine_token` cookie (HttpOnly: only the test sees it). */
  token(): string | undefined;
  /** Writes a cookie for the API origin (e.g. a stale auth payload). */
  setCookie(name: string, value: string): void;
}

/**
 * The real HTTP gateways for identity with fetch-cookie over a tough-cookie jar (one browser): the
 * renewal is `renewSessionFor(auth, scope)`, the scope header and the renewal read the auth payload
 * cookie through `effectiveScope`, and `onLoginRequired` records its events.
 */
export function identityClient(url: string, site: SiteContext = aSite()): IdentityClient {
  const apiBase = apiBaseOf(url);
  const jar = new ToughCookieJar();
  const fetch = fetchCookie(globalThis.fetch, jar) as unknown as typeof globalThis.fetch;
  const logger = new MemoryLogger();
  const loginRequired: LoginRequiredEvent[] = [];
  const refreshes = { count: 0 };
  const cookie = (name: string) => {
    const found = jar.getCookiesSync(apiBase).find((c) => c.key === name);
    return found ? decodeURIComponent(found.value) : undefined;
  };
  const payload = () => parseAuthPayload(cookie('vitrine_auth'));
  const scope = () => effectiveScope(payload(), Date.now());
  // The renewal needs the auth gateway, which needs the client: a getter closes the loop.
  const counting = (): Pick<AuthGateway, 'refresh'> => ({
    refresh: () => {
      refreshes.count += 1;
      return auth.refresh();
    },
  });
  const renew = renewSessionFor(counting, scope, { logger });
  const http = createHttpClient({
    baseUrl: apiBase,
    site,
    logger,
    connectivity: new InMemoryConnectivity(true),
    scope: () => scope() ?? undefined,
    fetch,
    networkRetry: { delayMs: () => 0 },
    renewSession: () => renew(session),
    onLoginRequired: (event) => loginRequired.push(event),
  });
  const session = new KySessionGateway(http, site);
  const auth = new KyAuthGateway(http, site);
  return {
    http,
    auth,
    profiles: new KyProfileGateway(http, site),
    cart: new KyCartGateway(http, site, { now: () => Date.now() }),
    session,
    logger,
    loginRequired,
    refreshes,
    payload,
    scope,
    token: () => cookie('vitrine_token'),
    setCookie: (name, value) => void jar.setCookieSync(`${name}=${encodeURIComponent(value)}; Path=/`, apiBase),
  };
}

/** The sandbox's test mailbox for one address, oldest first. */
export async function mailboxOf(url: string, to: string): Promise<MailboxMessageDto[]> {
  const response = await globalThis.fetch(`${apiBaseOf(url)}/__sandbox/mailbox?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return ((await response.json()) as { messages: MailboxMessageDto[] }).messages;
}

/**
 * A sandbox on a private copy of the seeded test database with identity options (the shared
 * startTestSandbox does not take them): a short step-up (`authorizedTtlMs`) and the fault switch.
 */
export async function startIdentitySandbox(opts: { authorizedTtlMs?: number; otpTtlMs?: number; faults?: boolean } = {}): Promise<{ url: string; close(): Promise<void> }> {
  const dir = await copyTestTemplate();
  const sandbox = await startSandbox({ port: 0, dataDir: dir, sampleDataDir: TEST_SAMPLE_DATA_DIR, imageCacheDir: TEST_IMAGE_CACHE_DIR, quiet: true, ...opts });
  return {
    url: sandbox.url,
    close: async () => {
      await sandbox.close();
      await fs.promises.rm(dir, { recursive: true, force: true });
    },
  };
}
