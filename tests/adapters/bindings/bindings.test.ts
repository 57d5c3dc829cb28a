import { Container, ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import {
  AddressBookGateway,
  AuthGateway,
  BrandCountryConfigGateway,
  CardEncryptor,
  CartGateway,
  CheckoutGateway,
  Clock,
  Connectivity,
  CookieJar,
  KeyValueStore,
  Logger,
  NavigationGateway,
  OrderGateway,
  PaymentKeyGateway,
  PersonalizationGateway,
  PersonalizedContentGateway,
  ProductCatalog,
  ProductSearch,
  ProfileGateway,
  SavedPaymentsGateway,
  SearchSuggestions,
  SessionGateway,
  SiteConfigurationGateway,
  type Token,
} from '@vitrine/core';
import { browserBindings, createInMemoryBackend, httpBindings, inMemoryBackendBindings, inMemoryBindings, JsEncryptCardEncryptor, KyCartGateway } from '@vitrine/adapters';
import { InMemoryConnectivity, InMemoryCookieJar, MemoryLogger, sampleProducts } from '@vitrine/adapters/in-memory';
import { aSite } from '../../mothers/site.mother.js';

/** The container modules of adapters/src/bindings (decisions 0145, 0146). */

const API_PORTS: Token<unknown>[] = [
  ProductCatalog,
  PersonalizationGateway,
  ProductSearch,
  SearchSuggestions,
  NavigationGateway,
  CartGateway,
  SiteConfigurationGateway,
  SessionGateway,
  AuthGateway,
  ProfileGateway,
  CheckoutGateway,
  AddressBookGateway,
  SavedPaymentsGateway,
  OrderGateway,
  PaymentKeyGateway,
  CardEncryptor,
];
const PLATFORM_PORTS: Token<unknown>[] = [Clock, Logger, CookieJar, KeyValueStore, Connectivity];

function containerOf(...modules: ContainerModule[]): Container {
  const container = new Container();
  container.load(...modules);
  return container;
}

describe('httpBindings', () => {
  const platform = new ContainerModule(({ bind }) => {
    bind(Clock.key).toConstantValue({ now: () => 0 });
    bind(Logger.key).toConstantValue(new MemoryLogger());
    bind(CookieJar.key).toConstantValue(new InMemoryCookieJar());
    bind(Connectivity.key).toConstantValue(new InMemoryConnectivity(true));
  });

  it('binds every API port, the gateways sharing one client, and the jsencrypt encryptor', () => {
    const container = containerOf(platform, httpBindings({ site: aSite(), apiBaseUrl: 'http://127.0.0.1:1/api' }));
    for (const port of API_PORTS) expect(container.isBound(port.key)).toBe(true);
    expect(container.get(CartGateway.key)).toBeInstanceOf(KyCartGateway);
    expect(container.get(CartGateway.key)).toBe(container.get(CartGateway.key));
    expect(container.get(CardEncryptor.key)).toBeInstanceOf(JsEncryptCardEncryptor);
    // The brand country configuration loads on its first call (decision 0340), one proxy per container.
    expect(container.get(BrandCountryConfigGateway.key)).toBe(container.get(BrandCountryConfigGateway.key));
    // The promotions and notifications gateway loads on its first call (decisions 0407, 0408), one proxy per container.
    expect(container.isBound(PersonalizedContentGateway.key)).toBe(true);
    expect(container.get(PersonalizedContentGateway.key)).toBe(container.get(PersonalizedContentGateway.key));
  });

  it('sends the scope of the auth cookie and the site headers through the given fetch', async () => {
    const sent: Request[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init));
      return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'no' }), { status: 404, headers: { 'content-type': 'application/json' } });
    };
    const jar = new InMemoryCookieJar({ initial: { vitrine_auth: JSON.stringify({ scope: 'GUEST', expiresAt: 10_000 }) } });
    const container = containerOf(
      new ContainerModule(({ bind }) => {
        bind(Clock.key).toConstantValue({ now: () => 0 });
        bind(Logger.key).toConstantValue(new MemoryLogger());
        bind(CookieJar.key).toConstantValue(jar);
        bind(Connectivity.key).toConstantValue(new InMemoryConnectivity(true));
      }),
      httpBindings({ site: aSite(), apiBaseUrl: 'http://127.0.0.1:1/api', fetch }),
    );
    await expect(container.get<CartGateway>(CartGateway.key).getMinicart()).rejects.toMatchObject({ status: 404 });
    expect(sent[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:1\/api\/checkout\/v0\/an-us\/minicart/);
    expect(sent[0]!.headers.get('x-vitrine-scopes')).toBe('GUEST');
  });
});

describe('browserBindings', () => {
  it('binds the platform ports', () => {
    const container = containerOf(browserBindings());
    for (const port of PLATFORM_PORTS) expect(container.isBound(port.key)).toBe(true);
    expect(typeof container.get<Clock>(Clock.key).now()).toBe('number');
  });
});

describe('inMemoryBindings', () => {
  it('binds every port, platform ports included, over the built-in sample data', async () => {
    const container = containerOf(inMemoryBindings());
    for (const port of [...API_PORTS, ...PLATFORM_PORTS]) expect(container.isBound(port.key)).toBe(true);
    const first = sampleProducts()[0]!;
    await expect(container.get<ProductCatalog>(ProductCatalog.key).getProductBySlug(first.productSlug)).resolves.toMatchObject({ ok: true, value: { productId: first.productId } });
  });

  it('one world: the auth cookie follows the session, a guest cart merges at sign-in, a placed order empties the cart', async () => {
    const backend = createInMemoryBackend({ poolId: 'US_DIRECT' });
    const container = containerOf(inMemoryBackendBindings(backend));
    const sku = sampleProducts()[0]!.skus[0]!;
    const cart = container.get<CartGateway>(CartGateway.key);
    await cart.addItem({ productId: 'MH01', skuId: sku.skuId, poolId: 'US_DIRECT', quantity: 1 });
    expect(JSON.parse(backend.cookieJar.get('vitrine_auth')!)).toMatchObject({ scope: 'GUEST' });
    await container.get<AuthGateway>(AuthGateway.key).signIn('sarah.johnson@example.com', 'Vitrine-demo-1');
    expect(JSON.parse(backend.cookieJar.get('vitrine_auth')!)).toMatchObject({ scope: 'AUTHORIZED', firstName: 'Sarah' });
    await expect(cart.getMinicart()).resolves.toMatchObject({ totalQuantity: 1 });
    const checkout = container.get<CheckoutGateway>(CheckoutGateway.key);
    const started = await checkout.start();
    expect(started.ok && started.value.lines.map((l) => l.skuId)).toEqual([sku.skuId]);
    await container.get<AuthGateway>(AuthGateway.key).signOut();
    await expect(checkout.start()).resolves.toMatchObject({ ok: false, error: { code: 'CHECKOUT.SIGN_IN_REQUIRED' } });
    await expect(cart.getMinicart()).resolves.toMatchObject({ totalQuantity: 0 });
  });
});
