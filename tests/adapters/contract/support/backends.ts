import fetchCookie from 'fetch-cookie';
import { Container, ContainerModule } from 'inversify';
import { CookieJar as ToughCookieJar } from 'tough-cookie';
import { Clock, Connectivity, CookieJar, KeyValueStore, Logger, type SiteContext, type Token, type TokenScope } from '@vitrine/core';
import { createInMemoryBackend, httpBindings, inMemoryBackendBindings, type InMemoryBackend, type LoginRequiredEvent } from '@vitrine/adapters';
import { InMemoryConnectivity, InMemoryKeyValueStore, MemoryLogger } from '@vitrine/adapters/in-memory';
import { effectiveScope, parseAuthPayload } from '../../../../adapters/src/http/normalizers/identity.normalizer.js';
import { aSite } from '../../../mothers/site.mother.js';
import { startTestSandbox } from '../../../support/sandbox.js';
import { apiBaseOf } from './contract-harness.js';
import { mailboxOf, startIdentitySandbox } from './identity-harness.js';
import { discoverSamples, type CatalogueSamples } from './samples.js';
import { toughCookieJarPort } from './tough-cookie-jar.js';

/** Fixed facts of a back end the contracts need besides its catalogue (found by {@link discoverSamples}). */
export interface BackendFacts {
  /** The inventory pool of the default site (aSite()). */
  readonly poolId: string;
  /** A pool the site does not sell from. */
  readonly foreignPoolId: string;
  /** Demo customers (password {@link PASSWORD}); tests that change an account's state take their own. */
  readonly customers: readonly { readonly email: string; readonly firstName: string; readonly emailMasked: string }[];
  /** Profile contract accounts: one to read and write, one with no preferences yet, one to write preferences. */
  readonly profile: { readonly reader: { readonly email: string; readonly firstName: string }; readonly withoutPreferences: string; readonly preferencesWriter: string };
  /**
   * Checkout and orders contract accounts (e-mails; a customer's cart lives on the server, so tests
   * that fill one take their own): buyers with a saved address, a customer whose saved cards include
   * an expired one, one whose saved cards and address book are read, the call-centre agent and the
   * customer it checks out for, and the customer whose order the orders contract reads.
   */
  readonly checkout: { readonly buyer: string; readonly scaBuyer: string; readonly withExpiredCard: string; readonly wallet: string; readonly agent: string; readonly agentCustomer: string; readonly ordersCustomer: string };
}

/** The demo password of both back ends' accounts (docs/identity.md). */
export const PASSWORD = 'Vitrine-demo-1';

/** One "browser" on a back end: the ports as the app's container binds them, and what the tests may look at. */
export interface BackendClient {
  get<T>(port: Token<T>): T;
  readonly logger: MemoryLogger;
  /** The readable cookies (the `vitrine_auth` payload among them). */
  readonly cookies: CookieJar;
  /** The scope the auth payload cookie gives now (a lapsed step-up reads REGISTERED). */
  scope(): TokenScope | null;
}

/** A running back end. */
export interface ContractBackend {
  readonly name: 'sandbox' | 'in-memory';
  /** The sandbox's origin (sandbox only). */
  readonly url?: string;
  readonly facts: BackendFacts;
  /** The catalogue samples, found once through a client of this back end. */
  samples(): Promise<CatalogueSamples>;
  /** A fresh browser: its own cookies, token and cart. */
  client(site?: SiteContext): BackendClient;
  /** The password-reset mails sent to `to`, oldest first. */
  mailbox(to: string): Promise<{ readonly link: string }[]>;
  close(): Promise<void>;
}

/** Options of a back end's start. */
export interface BackendOptions {
  /** Step-up lifetime in ms (sandbox: a private sandbox is started with it). */
  readonly authorizedTtlMs?: number;
}

const SANDBOX_FACTS: BackendFacts = {
  poolId: 'US_DIRECT',
  foreignPoolId: 'EU_DIRECT',
  customers: [
    { email: 'olivia.thompson@example.com', firstName: 'Olivia', emailMasked: 'o*************n@example.com' },
    { email: 'noah.taylor@example.com', firstName: 'Noah', emailMasked: 'n*********r@example.com' },
    { email: 'isabella.anderson@example.com', firstName: 'Isabella', emailMasked: 'i***************n@example.com' },
  ],
  profile: { reader: { email: 'benjamin.lee@example.com', firstName: 'Benjamin' }, withoutPreferences: 'liam.murphy@example.com', preferencesWriter: 'emily.rodriguez@example.com' },
  checkout: {
    buyer: 'sarah.johnson@example.com',
    scaBuyer: 'emily.rodriguez@example.com',
    withExpiredCard: 'roni_cost@example.com',
    wallet: 'sarah.johnson@example.com',
    agent: 'agent@vitrine.test',
    agentCustomer: 'michael.chen@example.com',
    ordersCustomer: 'olivia.thompson@example.com',
  },
};

// Every in-memory client is a fresh back end, so one customer serves every test.
const SARAH = { email: 'sarah.johnson@example.com', firstName: 'Sarah', emailMasked: 's***********n@example.com' };
const IN_MEMORY_FACTS: BackendFacts = {
  poolId: 'US_DIRECT',
  foreignPoolId: 'EU_DIRECT',
  customers: [SARAH, SARAH, SARAH],
  profile: { reader: SARAH, withoutPreferences: SARAH.email, preferencesWriter: SARAH.email },
  checkout: { buyer: SARAH.email, scaBuyer: SARAH.email, withExpiredCard: 'roni_cost@example.com', wallet: SARAH.email, agent: 'agent@vitrine.test', agentCustomer: SARAH.email, ordersCustomer: SARAH.email },
};

/** Samples found once per back end. */
function cachedSamples(client: () => BackendClient): () => Promise<CatalogueSamples> {
  let found: Promise<CatalogueSamples> | undefined;
  return () => (found ??= discoverSamples(client()));
}

/** The platform ports a Node process binds for httpBindings (what browserBindings is to a page). */
function nodePlatform(cookies: CookieJar, logger: MemoryLogger): ContainerModule {
  const clock: Clock = { now: () => Date.now() };
  return new ContainerModule(({ bind }) => {
    bind<Clock>(Clock.key).toConstantValue(clock);
    bind<Logger>(Logger.key).toConstantValue(logger);
    bind<CookieJar>(CookieJar.key).toConstantValue(cookies);
    bind<Connectivity>(Connectivity.key).toConstantValue(new InMemoryConnectivity(true));
    bind<KeyValueStore>(KeyValueStore.key).toConstantValue(new InMemoryKeyValueStore(clock));
  });
}

/** A sandbox browser: its records of login-required events besides the ports. */
export interface SandboxClient extends BackendClient {
  readonly loginRequired: LoginRequiredEvent[];
}

/**
 * A browser on a running sandbox, wired as the server-rendering container would be: the adapters'
 * httpBindings over a Node platform module, fetch-cookie over a tough-cookie jar (one per client).
 */
export function sandboxClient(url: string, site: SiteContext = aSite()): SandboxClient {
  const apiBase = apiBaseOf(url);
  const jar = new ToughCookieJar();
  const cookies = toughCookieJarPort(jar, apiBase);
  const logger = new MemoryLogger();
  const loginRequired: LoginRequiredEvent[] = [];
  const container = new Container();
  container.load(
    nodePlatform(cookies, logger),
    httpBindings({
      site,
      apiBaseUrl: apiBase,
      fetch: fetchCookie(globalThis.fetch, jar) as unknown as typeof globalThis.fetch,
      referer: () => 'http://localhost/contract-test',
      networkRetry: { delayMs: () => 0 },
      onLoginRequired: (event) => loginRequired.push(event),
    }),
  );
  return {
    get: (port) => container.get(port.key),
    logger,
    cookies,
    loginRequired,
    scope: () => effectiveScope(parseAuthPayload(cookies.get('vitrine_auth')), Date.now()),
  };
}

/** Starts the seeded test sandbox (a private one with the step-up lifetime when given). */
export async function startSandboxBackend(options: BackendOptions = {}): Promise<ContractBackend> {
  const sandbox = options.authorizedTtlMs !== undefined ? await startIdentitySandbox({ authorizedTtlMs: options.authorizedTtlMs }) : await startTestSandbox();
  return {
    name: 'sandbox',
    url: sandbox.url,
    facts: SANDBOX_FACTS,
    samples: cachedSamples(() => sandboxClient(sandbox.url)),
    client: (site) => sandboxClient(sandbox.url, site),
    mailbox: async (to) => (await mailboxOf(sandbox.url, to)).map((m) => ({ link: m.link! })),
    close: () => sandbox.close(),
  };
}

/** An in-memory browser: the fakes of its own back end (each client is a fresh world). */
export interface InMemoryClient extends BackendClient {
  readonly backend: InMemoryBackend;
}

/** A fresh in-memory back end with the built-in sample data, bound as the UI's `VITRINE_BACKEND=memory` container. */
export function inMemoryClient(options: BackendOptions = {}): InMemoryClient {
  const backend = createInMemoryBackend({ poolId: 'US_DIRECT', ...(options.authorizedTtlMs !== undefined ? { authorizedTtlMs: options.authorizedTtlMs } : {}) });
  const container = new Container();
  container.load(inMemoryBackendBindings(backend));
  return {
    get: (port) => container.get(port.key),
    logger: backend.logger,
    cookies: backend.cookieJar,
    backend,
    scope: () => effectiveScope(parseAuthPayload(backend.cookieJar.get('vitrine_auth')), backend.clock.now()),
  };
}

/** The in-memory back end: no server; every client a fresh set of fakes. */
export async function startInMemoryBackend(options: BackendOptions = {}): Promise<ContractBackend> {
  const clients: InMemoryClient[] = [];
  return {
    name: 'in-memory',
    facts: IN_MEMORY_FACTS,
    samples: cachedSamples(() => inMemoryClient(options)),
    client: () => {
      const client = inMemoryClient(options);
      clients.push(client);
      return client;
    },
    mailbox: async (to) => clients.flatMap((c) => c.backend.auth.mailbox.filter((m) => m.to === to)),
    close: async () => undefined,
  };
}

/** Both back ends, for `describe.each`: the contract runs against the sandbox and against the fakes. */
export const BACKENDS: readonly (readonly [string, (options?: BackendOptions) => Promise<ContractBackend>])[] = [
  ['sandbox', startSandboxBackend],
  ['in-memory', startInMemoryBackend],
];
