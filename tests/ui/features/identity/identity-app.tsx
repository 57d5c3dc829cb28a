import {
  AgentGateway,
  AuthGateway,
  CartGateway,
  Clock,
  CookieJar,
  CredentialsGateway,
  Logger,
  NavigationGateway,
  OrderGateway,
  MarketingGateway,
  LoyaltyGateway,
  ProductCatalog,
  ProductSearch,
  ProfileGateway,
  SearchSuggestions,
  SessionGateway,
  SiteConfigurationGateway,
  WishlistGateway,
  SavedPaymentsGateway,
  MembershipGateway,
  DeliveryPassGateway,
  AddressBookGateway,
  CardEncryptor,
  PaymentKeyGateway,
  type Profile,
  type SavedAddress,
  type SavedPayment,
  type SiteConfiguration,
} from '@vitrine/core';
import {
  FixedClock,
  InMemoryAuth,
  InMemoryCart,
  InMemoryCatalog,
  InMemoryCookieJar,
  InMemoryCredentials,
  InMemoryNavigation,
  InMemoryOrders,
  InMemoryMarketing,
  InMemoryLoyalty,
  InMemoryProfile,
  InMemorySearch,
  InMemorySession,
  InMemorySiteConfiguration,
  InMemoryWishlists,
  InMemorySavedPayments,
  InMemoryMembership,
  InMemoryDeliveryPass,
  MemoryLogger,
  InMemoryAgent,
  InMemoryAddressBook,
  InMemoryPaymentKey,
  FakeCardEncryptor,
  type InMemoryAccount,
} from '@vitrine/adapters/in-memory';
import { createServices, provide, valuesModule } from '../../../../ui/src/di/container';
import { identityModule } from '../../../../ui/src/di/identity-module';
import { aNavForest, aProduct, anotherProduct, aSite, aSiteConfiguration } from '../../../mothers/index';
import { renderRoutes } from '../../render-app';
import { LoadPage } from '../../../../ui/src/shared/load-page';
import { CardFrameConnector } from '../../../../ui/src/components/card/card-frame';
import { jsdomCardFrame } from '../../components/card/jsdom-card-frame';

/** The demo password of the in-memory accounts (the sandbox's, docs/identity.md). */
export const DEMO_PASSWORD = 'Vitrine-demo-1';
/** A demo customer of the in-memory accounts. */
export const SARAH = { email: 'sarah.johnson@example.com', firstName: 'Sarah' } as const;

/** What an identity test may set up. */
export interface IdentityAppFixture {
  /** Sign this customer in before rendering (AUTHORIZED). */
  readonly signedInAs?: string;
  /** After signing in, move the clock past the step-up (the session then answers REGISTERED). */
  readonly stepUpLapsed?: boolean;
  readonly config?: SiteConfiguration;
  readonly accounts?: readonly InMemoryAccount[];
  /** Stored profiles overriding those built from the accounts (a membership, say). */
  readonly profiles?: readonly Profile[];
  /** Ports to use instead of the in-memory membership, delivery-pass and order fakes (failures). */
  readonly replace?: { readonly membership?: MembershipGateway; readonly deliveryPass?: DeliveryPassGateway; readonly orders?: OrderGateway; readonly agent?: AgentGateway; readonly payments?: SavedPaymentsGateway };
  /** The address book and the saved cards (the account's payments page; default none). */
  readonly savedAddresses?: readonly SavedAddress[];
  readonly savedPayments?: readonly SavedPayment[];
  /** Cookies the browser already has (the site switch, decision 0343). */
  readonly cookies?: Readonly<Record<string, string>>;
}

/**
 * Renders the whole app (route table, shell, modal host, identity) at `path` in a memory router
 * over in-memory fakes, with the identity module the composition root uses: InMemoryAuth and
 * InMemoryProfile behind the real login modal, session and access guard machines. The auth cookie
 * reader reads InMemoryAuth's current session (no server sets the cookie here).
 */
export async function renderIdentityApp(path: string, fixture: IdentityAppFixture = {}) {
  const clock = new FixedClock();
  const site = aSite();
  const config = fixture.config ?? aSiteConfiguration();
  const logger = new MemoryLogger();
  const sessions = new InMemorySession(clock);
  const auth = new InMemoryAuth(clock, { sessions, authorizedTtlMs: 60_000, ...(fixture.accounts ? { accounts: fixture.accounts } : {}) });
  const profiles = new InMemoryProfile(auth, fixture.profiles ? { profiles: fixture.profiles } : {});
  if (fixture.signedInAs) {
    const signedIn = await auth.signIn(fixture.signedInAs, DEMO_PASSWORD);
    if (!signedIn.ok) throw new Error(`Fixture sign-in failed: ${signedIn.error.code}`);
    if (fixture.stepUpLapsed) clock.advance(61_000);
  } else {
    auth.startGuest();
  }
  const cookies = new InMemoryCookieJar({ initial: { ...fixture.cookies } });
  // Full page loads (another site after a site choice, decision 0343), recorded instead of made.
  const loadedPages: string[] = [];
  const signedInProfile = () => {
    const session = auth.current();
    return session && session.scope !== 'GUEST' ? (session.profileId ?? null) : null;
  };
  const marketing = new InMemoryMarketing(() => auth.accounts.find((a) => a.profileId === signedInProfile())?.email ?? null);
  const loyalty = new InMemoryLoyalty(clock, signedInProfile);
  const membership = fixture.replace?.membership ?? new InMemoryMembership(clock, config, profiles);
  const deliveryPass = fixture.replace?.deliveryPass ?? new InMemoryDeliveryPass(clock, config, profiles, auth);
  const products = [aProduct(), anotherProduct()];
  // The call-centre agent's tools (decisions 0370-0372) over the accounts that are customers.
  const agentCustomers = auth.accounts.filter((a) => a.role !== 'CALL_CENTER').map((a) => ({ customerId: a.profileId, firstName: a.firstName, lastName: a.lastName, email: a.email, phone: null }));
  const agent = fixture.replace?.agent ?? new InMemoryAgent(clock, agentCustomers, () => auth.scope(), () => auth.current()?.profileId ?? '', cookies);
  const search = new InMemorySearch(products);
  const payments = fixture.replace?.payments ?? new InMemorySavedPayments(fixture.savedPayments ?? [], clock);
  // The account settings' e-mail and phone changes (decision 0180): codes land in its mailbox.
  const credentials = new InMemoryCredentials(profiles, clock, { otherEmails: () => auth.accounts.map((a) => a.email) });
  const services = createServices(
    valuesModule([
      provide(Clock, clock),
      provide(LoadPage, (url: string) => void loadedPages.push(url)),
      provide(Logger, logger),
      provide(CookieJar, cookies),
      provide(ProductCatalog, new InMemoryCatalog(products)),
      provide(CartGateway, new InMemoryCart({ products, maxQuantity: config.maxQuantity })),
      provide(NavigationGateway, new InMemoryNavigation(aNavForest())),
      provide(ProductSearch, search),
      provide(SearchSuggestions, search),
      provide(SiteConfigurationGateway, new InMemorySiteConfiguration(config)),
      provide(SessionGateway, sessions),
      provide(AuthGateway, auth),
      provide(ProfileGateway, profiles),
      provide(CredentialsGateway, credentials),
      provide(OrderGateway, fixture.replace?.orders ?? new InMemoryOrders()),
      provide(MarketingGateway, marketing),
      provide(LoyaltyGateway, loyalty),
      provide(MembershipGateway, membership),
      provide(DeliveryPassGateway, deliveryPass),
      provide(AgentGateway, agent),
      provide(SavedPaymentsGateway, payments),
      provide(AddressBookGateway, new InMemoryAddressBook(fixture.savedAddresses ?? [])),
      provide(PaymentKeyGateway, new InMemoryPaymentKey()),
      provide(CardEncryptor, new FakeCardEncryptor()),
      // The card frame (decision 0460) mounted in jsdom: the account's "Add card" types into it.
      provide(CardFrameConnector, jsdomCardFrame()),
      // The hearts and /wishlist (decision 0221): the cart owner's wishlist, a guest session started when there is none.
      provide(WishlistGateway, new InMemoryWishlists(products, () => auth.cartOwner() ?? (auth.startGuest(), auth.cartOwner()), clock)),
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
  const location = () => `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
  return { ...view, router, user, services, auth, profiles, sessions, clock, logger, config, cookies, loadedPages, location, marketing, loyalty, membership, deliveryPass, agent, payments, credentials };
}
