import {
  AuthGateway,
  CartGateway,
  Clock,
  CookieJar,
  Logger,
  NavigationGateway,
  OrderGateway,
  ProductCatalog,
  ProductSearch,
  ProfileGateway,
  RegistryGateway,
  SearchSuggestions,
  SessionGateway,
  SiteConfigurationGateway,
  type Product,
  type Registry,
} from '@vitrine/core';
import {
  FixedClock,
  InMemoryAuth,
  InMemoryCart,
  InMemoryCatalog,
  InMemoryCookieJar,
  InMemoryNavigation,
  InMemoryOrders,
  InMemoryProfile,
  InMemoryRegistry,
  InMemorySearch,
  InMemorySession,
  InMemorySiteConfiguration,
  MemoryLogger,
} from '@vitrine/adapters/in-memory';
import { createServices, provide, valuesModule } from '../../../../ui/src/di/container';
import { identityModule } from '../../../../ui/src/di/identity-module';
import { aProduct, aSku } from '../../../mothers/core/product.mother.js';
import { aNavForest, aSite, aSiteConfiguration } from '../../../mothers/index';
import { renderRoutes } from '../../render-app';

/** The demo password of the in-memory accounts. */
export const PASSWORD = 'Vitrine-demo-1';
/** Sarah (in-memory demo account), a registry owner in these tests. */
export const SARAH = { email: 'sarah.johnson@example.com', profileId: 'cust-sarah' } as const;

/** A product with two sizes in one colour (the second is what a SKU swap picks). */
export const REGISTRY_PRODUCT: Product = aProduct([aSku({ skuId: 'SKU-M', sizeId: 'M', size: 'M', stockLevel: 8 }), aSku({ skuId: 'SKU-L', sizeId: 'L', size: 'L', stockLevel: 8 })]);

/** Sarah's registry with one item of {@link REGISTRY_PRODUCT}, size M. */
export function sarahsRegistry(overrides: Partial<Registry> = {}): Registry {
  return {
    id: 'reg-1',
    hid: '100001',
    version: 3,
    active: true,
    owners: [{ firstName: 'Sarah', lastName: 'Johnson', webProfileId: SARAH.profileId, email: SARAH.email, primary: true, address: null }],
    acceptGiftCards: true,
    event: { name: 'Sarah and Tom’s wedding', type: 'WEDDING', description: '', date: Date.UTC(2031, 5, 14, 12) / 1000 },
    brand: 'an',
    channel: 'WEB_DESKTOP',
    items: [{ sku: 'SKU-M', productId: REGISTRY_PRODUCT.productId, requestedQuantity: 2, purchasedQuantity: 0, favorite: false }],
    ...overrides,
  };
}

/**
 * Renders the whole app at `path` over in-memory fakes with the identity module (session actor,
 * access guard, login) and an InMemoryRegistry seeded with `registries`; `signedIn` signs Sarah in
 * (AUTHORIZED) first. Returns the fakes with the render.
 */
export async function renderRegistryApp(path: string, options: { registries?: readonly Registry[]; signedIn?: boolean } = {}) {
  const clock = new FixedClock();
  const site = aSite();
  const config = aSiteConfiguration();
  const sessions = new InMemorySession(clock);
  const auth = new InMemoryAuth(clock, { sessions, authorizedTtlMs: 600_000 });
  if (options.signedIn) {
    const signed = await auth.signIn(SARAH.email, PASSWORD);
    if (!signed.ok) throw new Error(signed.error.code);
  } else auth.startGuest();
  const products = [REGISTRY_PRODUCT];
  const registry = new InMemoryRegistry({
    products,
    registries: options.registries ?? [],
    caller: () => {
      const session = auth.current();
      return session?.profileId ? { profileId: session.profileId, scope: session.scope } : null;
    },
  });
  const search = new InMemorySearch(products);
  const services = createServices(
    valuesModule([
      provide(Clock, clock),
      provide(Logger, new MemoryLogger()),
      provide(CookieJar, new InMemoryCookieJar()),
      provide(ProductCatalog, new InMemoryCatalog(products)),
      provide(CartGateway, new InMemoryCart({ products, maxQuantity: config.maxQuantity, isActiveRegistry: (id) => registry.isActive(id) })),
      provide(NavigationGateway, new InMemoryNavigation(aNavForest())),
      provide(ProductSearch, search),
      provide(SearchSuggestions, search),
      provide(SiteConfigurationGateway, new InMemorySiteConfiguration(config)),
      provide(SessionGateway, sessions),
      provide(AuthGateway, auth),
      provide(ProfileGateway, new InMemoryProfile(auth)),
      provide(OrderGateway, new InMemoryOrders()),
      provide(RegistryGateway, registry),
    ]),
    identityModule(site, {
      authCookieReader: () => {
        const session = auth.current();
        return { session, authorizedUntil: null, firstName: 'Sarah' };
      },
    }),
  );
  const { view, router, user } = renderRoutes(path, services, site, config);
  return { ...view, router, user, services, registry, auth };
}
