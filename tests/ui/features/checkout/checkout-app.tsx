import { vi } from 'vitest';
import {
  AuthGateway,
  CardEncryptor,
  CartGateway,
  CheckoutGateway,
  Clock,
  CookieJar,
  Logger,
  NavigationGateway,
  OrderGateway,
  PaymentKeyGateway,
  ProductCatalog,
  ProductSearch,
  ProfileGateway,
  SearchSuggestions,
  SessionGateway,
  SiteConfigurationGateway,
  type CartLine,
  type Order,
  type SavedAddress,
  type SavedPayment,
  type SiteConfiguration,
} from '@vitrine/core';
import { checkoutSamples } from '@vitrine/core/testing';
import {
  FakeCardEncryptor,
  FixedClock,
  InMemoryAuth,
  InMemoryCart,
  InMemoryCatalog,
  InMemoryCheckout,
  InMemoryCookieJar,
  InMemoryNavigation,
  InMemoryOrders,
  InMemoryPaymentKey,
  InMemoryProfile,
  InMemorySearch,
  InMemorySession,
  InMemorySiteConfiguration,
  MemoryLogger,
} from '@vitrine/adapters/in-memory';
import { createServices, provide, valuesModule } from '../../../../ui/src/di/container';
import { identityModule } from '../../../../ui/src/di/identity-module';
import { CardProviderLoader } from '../../../../ui/src/features/checkout/card-provider-script';
import { CardFrameConnector } from '../../../../ui/src/components/card/card-frame';
import { jsdomCardFrame } from '../../components/card/jsdom-card-frame';
import { LeavePage } from '../../../../ui/src/features/checkout/leave-page';
import { renderRoutes } from '../../render-app';
import { aNavForest, aProduct, anotherProduct, aSite, aSiteConfiguration } from '../../../mothers/index';

/** The demo password of the in-memory accounts (the sandbox's, docs/identity.md). */
export const DEMO_PASSWORD = 'Vitrine-demo-1';
/** A demo customer of the in-memory accounts. */
export const SARAH = { email: 'sarah.johnson@example.com', firstName: 'Sarah', lastName: 'Johnson', profileId: 'cust-sarah' } as const;
/** The in-memory call-centre agent. */
export const AGENT = { email: 'agent@vitrine.test' } as const;

/** A Visa test card (approved) and the 3-D Secure one (docs/checkout-api.md "Test cards"). */
export const TEST_CARDS = { visa: '4111 1111 1111 1111', sca: '4000 0027 6000 3184', declined: '4000 0000 0000 0002', amex: '3782 822463 10005' } as const;

/** What a checkout test may set up. */
export interface CheckoutAppFixture {
  /** Sign this account in before rendering (default Sarah); null renders as a guest. */
  readonly signedInAs?: string | null;
  /** The checkout's lines (default the samples' two lines: a Luma apparel item and a Spree home item). */
  readonly lines?: readonly CartLine[];
  readonly savedAddresses?: readonly SavedAddress[];
  readonly savedPayments?: readonly SavedPayment[];
  readonly config?: SiteConfiguration;
  /** Orders already placed (the order pages). */
  readonly orders?: readonly Order[];
  readonly mockOrders?: Readonly<Record<string, Order>>;
  /** The card provider script loads (default: it fails, as offline). */
  readonly providerLoads?: boolean;
  /** The server refuses every checkout call with SIGN_IN_REQUIRED (a session the server no longer accepts). */
  readonly serverSaysSignIn?: boolean;
  /** Steps already done on the server before the page loads (a refresh or a bookmark): the saved address, then the first delivery method. */
  readonly done?: 'shipping-address' | 'shipping-delivery';
  /** The acting cookie's value (decisions 0371, 0443): the agent acts for this customer. */
  readonly actingFor?: { readonly customerId: string; readonly firstName: string; readonly lastName: string; readonly email?: string };
}

/**
 * Renders the whole app (route table, shell, identity, modal host) at `path` in a memory router
 * over in-memory fakes, with the checkout's: InMemoryCheckout (the sandbox's rules and test
 * cards), InMemoryOrders, InMemoryPaymentKey and FakeCardEncryptor, the site configuration's
 * payment methods (the samples', the sandbox's list), a spy for pages outside the app (`leave`)
 * and a card provider loader that fails unless `providerLoads`. Today is 2026-11-22 (FixedClock).
 */
export async function renderCheckoutApp(path: string, fixture: CheckoutAppFixture = {}) {
  const clock = new FixedClock();
  const site = aSite();
  const config = fixture.config ?? aSiteConfiguration({ payments: checkoutSamples.SAMPLE_PAYMENT_METHODS });
  const logger = new MemoryLogger();
  const sessions = new InMemorySession(clock);
  const auth = new InMemoryAuth(clock, { sessions, authorizedTtlMs: 60 * 60_000 });
  const profiles = new InMemoryProfile(auth);
  const signedInAs = fixture.signedInAs === undefined ? SARAH.email : fixture.signedInAs;
  if (signedInAs) {
    const signedIn = await auth.signIn(signedInAs, DEMO_PASSWORD);
    if (!signedIn.ok) throw new Error(`Fixture sign-in failed: ${signedIn.error.code}`);
  } else {
    auth.startGuest();
  }
  const callCenter = signedInAs === AGENT.email;
  const orders = new InMemoryOrders(fixture.orders ?? [], fixture.mockOrders ?? {});
  const keys = new InMemoryPaymentKey();
  const checkout = new InMemoryCheckout({
    lines: fixture.lines ?? checkoutSamples.SAMPLE_CHECKOUTS.withAddress.lines,
    customer: { profileId: SARAH.profileId, emailAddress: SARAH.email, name: { first: SARAH.firstName, last: SARAH.lastName } },
    callCenter,
    // Acting for a customer: only Sarah is found, so another acting e-mail is refused.
    ...(fixture.actingFor
      ? { customerByEmail: (email: string) => (email === SARAH.email ? { profileId: SARAH.profileId, emailAddress: SARAH.email, name: { first: SARAH.firstName, last: SARAH.lastName } } : null) }
      : {}),
    guest: fixture.serverSaysSignIn ?? false,
    savedAddresses: fixture.savedAddresses ?? checkoutSamples.SAMPLE_CHECKOUTS.withAddress.savedAddresses,
    savedPayments: fixture.savedPayments ?? checkoutSamples.SAMPLE_CHECKOUTS.withAddress.savedPayments,
    orders,
    acceptedEncryptionIds: () => keys.acceptedIds,
    clock,
  });
  if (fixture.done) {
    await checkout.start();
    await checkout.setShippingAddress({ kind: 'saved', addressId: checkoutSamples.SAMPLE_CHECKOUTS.withAddress.savedAddresses[0]!.id });
    if (fixture.done === 'shipping-delivery') await checkout.setDeliveryMethod('STANDARD');
  }
  const leave = vi.fn<(url: string) => void>();
  const providerLoader = vi.fn(() => (fixture.providerLoads ? Promise.resolve() : Promise.reject(new Error('offline'))));
  const products = [aProduct(), anotherProduct()];
  const search = new InMemorySearch(products);
  const services = createServices(
    valuesModule([
      provide(Clock, clock),
      provide(Logger, logger),
      provide(CookieJar, new InMemoryCookieJar(fixture.actingFor ? { initial: { vitrine_acting_for: JSON.stringify(fixture.actingFor) } } : {})),
      provide(ProductCatalog, new InMemoryCatalog(products)),
      provide(CartGateway, new InMemoryCart({ products, maxQuantity: config.maxQuantity })),
      provide(NavigationGateway, new InMemoryNavigation(aNavForest())),
      provide(ProductSearch, search),
      provide(SearchSuggestions, search),
      provide(SiteConfigurationGateway, new InMemorySiteConfiguration(config)),
      provide(SessionGateway, sessions),
      provide(AuthGateway, auth),
      provide(ProfileGateway, profiles),
      provide(CheckoutGateway, checkout),
      provide(OrderGateway, orders),
      provide(PaymentKeyGateway, keys),
      provide(CardEncryptor, new FakeCardEncryptor()),
      provide(LeavePage, leave),
      provide(CardProviderLoader, providerLoader),
      provide(CardFrameConnector, jsdomCardFrame()),
    ]),
    identityModule(site, {
      authCookieReader: () => {
        const session = auth.current();
        const account = auth.accounts.find((a) => a.profileId === session?.profileId);
        return { session, authorizedUntil: null, firstName: account?.firstName ?? null };
      },
    }),
  );
  const { view, router, user } = renderRoutes(path, services, site, config);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, user, services, auth, checkout, orders, keys, clock, logger, config, leave, providerLoader, location };
}
