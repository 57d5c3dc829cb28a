import { ContainerModule } from 'inversify';
import {
  ChatGateway,
  ErrorReportSink,
  AddressBookGateway,
  AgentGateway,
  AuthGateway,
  CardEncryptor,
  CartGateway,
  CartTokenReset,
  CheckoutGateway,
  Clock,
  CredentialsGateway,
  Connectivity,
  CookieJar,
  DeliveryPassGateway,
  KeyValueStore,
  MembershipGateway,
  Logger,
  LoyaltyGateway,
  MarketingGateway,
  NavigationGateway,
  OrderGateway,
  ReturnsGateway,
  ClaimsGateway,
  StoreGateway,
  PaymentKeyGateway,
  ProductCatalog,
  ReviewsGateway,
  StorefrontPagesGateway,
  ProductSearch,
  ProfileGateway,
  RegistryGateway,
  SavedPaymentsGateway,
  SearchSuggestions,
  SessionGateway,
  SiteConfigurationGateway,
  BundleGateway,
  PriceInfoGateway,
  StyleGateway,
  LikesGateway,
  SocialProofGateway,
  PersonalizationGateway,
  PersonalizedContentGateway,
  ThresholdBannerSource,
  ContentGateway,
  PageBannerGateway,
  SizeGuideGateway,
  GalleryGateway,
  LocalizedTextGateway,
  ShellContentGateway,
  WishlistGateway,
  type NavItem,
  type Product,
  type Session,
  type SiteConfiguration,
} from '@vitrine/core';
import { IN_MEMORY_DEMO_ACCOUNTS, InMemoryAuth, type InMemoryAccount } from '../in-memory/in-memory-auth.js';
import { InMemoryAddressBook } from '../in-memory/in-memory-address-book.js';
import { InMemoryCart } from '../in-memory/in-memory-cart.js';
import { InMemoryCatalog, type InMemoryCategory } from '../in-memory/in-memory-catalog.js';
import { InMemoryCheckout } from '../in-memory/in-memory-checkout.js';
import { InMemoryConnectivity } from '../in-memory/in-memory-connectivity.js';
import { InMemoryCookieJar } from '../in-memory/in-memory-cookie-jar.js';
import { InMemoryKeyValueStore } from '../in-memory/in-memory-key-value-store.js';
import { InMemoryLoyalty } from '../in-memory/in-memory-loyalty.js';
import { InMemoryDeliveryPass, InMemoryMembership } from '../in-memory/in-memory-membership.js';
import { InMemoryMarketing } from '../in-memory/in-memory-marketing.js';
import { InMemoryChat, InMemoryErrorReportSink } from '../in-memory/in-memory-client-reports.js';
import { InMemoryNavigation } from '../in-memory/in-memory-navigation.js';
import { InMemoryOrders } from '../in-memory/in-memory-orders.js';
import { InMemoryAftercare, samplePastOrders } from '../in-memory/in-memory-aftercare.js';
import { InMemoryStores } from '../in-memory/in-memory-stores.js';
import { FakeCardEncryptor, InMemoryPaymentKey } from '../in-memory/in-memory-payment-key.js';
import { InMemoryProfile, profileOfAccount } from '../in-memory/in-memory-profile.js';
import { InMemoryCredentials } from '../in-memory/in-memory-credentials.js';
import { InMemoryRegistry } from '../in-memory/in-memory-registry.js';
import { InMemorySavedPayments } from '../in-memory/in-memory-saved-payments.js';
import { InMemorySearch } from '../in-memory/in-memory-search.js';
import { InMemorySiteConfiguration } from '../in-memory/in-memory-site-configuration.js';
import { MemoryLogger } from '../in-memory/memory-logger.js';
import { InMemoryReviews } from '../in-memory/in-memory-reviews.js';
import { InMemoryStorefrontPages } from '../in-memory/in-memory-storefront-pages.js';
import { InMemoryBundles, sampleBundles } from '../in-memory/in-memory-bundles.js';
import { InMemoryStyles, sampleLooks, type InMemoryLook } from '../in-memory/in-memory-styles.js';
import { InMemoryPersonalization } from '../in-memory/in-memory-personalization.js';
import { InMemoryPersonalizedContent, sampleDefaultCreative } from '../in-memory/in-memory-personalized-content.js';
import { InMemoryLikes } from '../in-memory/in-memory-likes.js';
import { InMemorySocialProof } from '../in-memory/in-memory-social-proof.js';
import { InMemoryAgent } from '../in-memory/in-memory-agent.js';
import { InMemoryThresholdBanner, SAMPLE_THRESHOLD_BANNER } from '../in-memory/in-memory-threshold-banner.js';
import { InMemoryContent, sampleGlobalPromo } from '../in-memory/in-memory-content.js';
import { InMemoryPageBanners, sampleCategoryBanners, sampleHomeBanners } from '../in-memory/in-memory-page-banners.js';
import { InMemorySizeGuides } from '../in-memory/in-memory-size-guides.js';
import { InMemoryGalleries, sampleGallery } from '../in-memory/in-memory-galleries.js';
import { InMemoryLocalizedTexts } from '../in-memory/in-memory-localized-texts.js';
import { InMemoryShellContent } from '../in-memory/in-memory-shell-content.js';
import { InMemoryWishlists } from '../in-memory/in-memory-wishlists.js';
import { sampleNavigation, sampleProducts, sampleSiteConfiguration } from '../in-memory/sample-data.js';
import { sampleMockOrders } from '../in-memory/in-memory-shipments.js';
import { sampleAddressBooks, sampleSavedPayments } from '../in-memory/sample-wallets.js';

/** What {@link createInMemoryBackend} may be given; everything has a built-in default. */
export interface InMemoryBindingsOptions {
  /** Merchandisers' localizedText display texts by slug (decision 0423); default none. */
  readonly localizedTexts?: Readonly<Record<string, string>>;
  /** The catalogue; default the built-in sample products (in-memory/sample-data.ts). */
  readonly products?: readonly Product[];
  /** Categories of the catalogue; default the products' parent categories. */
  readonly categories?: readonly InMemoryCategory[];
  /** The navigation forest; default the built-in sample navigation. */
  readonly nav?: readonly NavItem[];
  /** The site configuration; default the built-in an-us sample. */
  readonly config?: SiteConfiguration;
  /** The site's inventory pool: adds from another pool are CART.INVALID_ITEM; default any pool. */
  readonly poolId?: string;
  /** Accounts that can sign in; default the sandbox's demo customers and agent (password 'Vitrine-demo-1'). */
  readonly accounts?: readonly InMemoryAccount[];
  /** Step-up lifetime in ms (default 900 000). */
  readonly authorizedTtlMs?: number;
  /** Time source; default `Date.now`. */
  readonly clock?: Clock;
  /** Style looks (decision 0270); default the built-in sample look over the products. */
  readonly looks?: readonly InMemoryLook[];
  /** Replaces single fakes (a UI test's own catalogue or cart, say); the rest are built as usual. */
  readonly replace?: {
    readonly catalog?: ProductCatalog;
    readonly cart?: CartGateway;
    readonly search?: InMemorySearch;
    readonly navigation?: NavigationGateway;
    /** The promotions and notifications (a UI test's own answers); default the in-memory default creative and notification rules. */
    readonly personalizedContent?: PersonalizedContentGateway;
  };
}

/**
 * One in-memory "server and browser": every fake, wired to each other the way the sandbox's
 * services are — the auth fake writes the `vitrine_auth` cookie into the cookie jar, the cart keeps
 * one cart per guest token or customer (merged at sign-in), the profile and checkout read the
 * signed-in account, a placed order empties the cart and lands in the order history.
 */
export interface InMemoryBackend {
  readonly clock: Clock;
  readonly logger: MemoryLogger;
  readonly cookieJar: InMemoryCookieJar;
  readonly keyValueStore: InMemoryKeyValueStore;
  readonly connectivity: InMemoryConnectivity;
  readonly siteConfiguration: InMemorySiteConfiguration;
  readonly products: readonly Product[];
  readonly catalog: ProductCatalog;
  readonly navigation: NavigationGateway;
  readonly search: InMemorySearch;
  readonly cart: CartGateway;
  readonly session: SessionGateway;
  readonly auth: InMemoryAuth;
  readonly profile: InMemoryProfile;
  readonly addressBook: InMemoryAddressBook;
  readonly savedPayments: InMemorySavedPayments;
  readonly orders: InMemoryOrders;
  /** Returns and claims of the demo customers' past orders (decision 0193). */
  readonly aftercare: InMemoryAftercare;
  readonly paymentKey: InMemoryPaymentKey;
  readonly cardEncryptor: FakeCardEncryptor;
  readonly checkout: InMemoryCheckout;
  /** Reviews, brands, sellers, help pages and redirects (decisions 0211-0214). */
  readonly reviews: InMemoryReviews;
  readonly pages: InMemoryStorefrontPages;
  readonly credentials: InMemoryCredentials;
  /** Marketing sign-ups and contact forms (decision 0201). */
  readonly marketing: InMemoryMarketing;
  /** The loyalty programme (decision 0202): the signed-in customer's account; purchases from `orders`. */
  readonly loyalty: InMemoryLoyalty;
  readonly membership: InMemoryMembership;
  readonly deliveryPass: InMemoryDeliveryPass;
  readonly bundles: InMemoryBundles;
  /** Style looks and price info (decisions 0270, 0272). */
  readonly styles: InMemoryStyles;
  readonly wishlists: InMemoryWishlists;
  readonly likes: InMemoryLikes;
  /** Social proof (decision 0320). */
  readonly socialProof: InMemorySocialProof;
  /** Recommendation trays (decision 0400). */
  readonly personalization: InMemoryPersonalization;
  /** Bandit promotions and notification campaigns (decisions 0407, 0408): the default creative, the notification rules. */
  readonly personalizedContent: PersonalizedContentGateway;
  readonly thresholdBanner: InMemoryThresholdBanner;
  /** The content API's global promo (decision 0300). */
  readonly content: InMemoryContent;
  /** The home and category banners (decision 0410). */
  readonly pageBanners: InMemoryPageBanners;
  /** The content API's size guides (decision 0422). */
  readonly sizeGuides: InMemorySizeGuides;
  readonly galleries: InMemoryGalleries;
  /** The content API's localized texts (decision 0423): none by default. */
  readonly localizedTexts: InMemoryLocalizedTexts;
  /** The shell's content entries (decision 0413). */
  readonly shellContent: InMemoryShellContent;
  readonly stores: InMemoryStores;
  readonly registry: InMemoryRegistry;
  /** Call-centre agent tools (decisions 0370-0372): while the agent acts for a customer, the cart is theirs. */
  readonly agent: InMemoryAgent;
}

/**
 * Builds the fakes of {@link InMemoryBackend} (decision 0146). Returns them so tests can reach a
 * fake's helpers (`failNextAdd`, `mailbox`, …); {@link inMemoryBackendBindings} binds them.
 */
export function createInMemoryBackend(options: InMemoryBindingsOptions = {}): InMemoryBackend {
  const clock = options.clock ?? { now: () => Date.now() };
  const config = options.config ?? sampleSiteConfiguration();
  const products = options.products ?? sampleProducts();
  const cookieJar = new InMemoryCookieJar();
  const auth = new InMemoryAuth(clock, { accounts: options.accounts ?? IN_MEMORY_DEMO_ACCOUNTS, cookieJar, ...(options.authorizedTtlMs !== undefined ? { authorizedTtlMs: options.authorizedTtlMs } : {}) });
  const session: SessionGateway = { createGuestSession: async (): Promise<Session> => auth.startGuest() };
  const stores = new InMemoryStores({ brandId: config.brand, country: config.countries[0]?.countryCode ?? 'US', orders: () => orders.all, emailOf: (id) => auth.accounts.find((a) => a.profileId === id)?.email, clock });
  // Gift registries (decision 0230): writes by the signed-in owner; cart lines may be bought for an active one.
  const registry = new InMemoryRegistry({ products, clock, caller: () => { const s = auth.current(); return s?.profileId ? { profileId: s.profileId, scope: s.scope } : null; } });
  const agent = new InMemoryAgent(
    clock,
    auth.accounts.filter((a) => a.role !== 'CALL_CENTER').map((a) => ({ customerId: a.profileId, firstName: a.firstName, lastName: a.lastName, email: a.email, phone: null })),
    () => auth.scope(),
    () => auth.current()?.profileId ?? '',
    cookieJar,
  );
  const inMemoryCart = new InMemoryCart({
    products,
    maxQuantity: config.maxQuantity,
    owner: () => agent.actingForId() ?? guestIfNone(auth),
    stores,
    country: config.countries[0]?.countryCode ?? 'US',
    isActiveRegistry: (id) => registry.isActive(id),
    ...(options.poolId ? { poolId: options.poolId } : {}),
  });
  const cart = options.replace?.cart ?? inMemoryCart;
  const customer = () => {
    const account = auth.accounts.find((a) => a.profileId === auth.current()?.profileId);
    return { profileId: account?.profileId ?? '', emailAddress: account?.email ?? '', name: { first: account?.firstName ?? '', last: account?.lastName ?? '' } };
  };
  const signedIn = () => {
    const scope = auth.scope();
    return scope === 'REGISTERED' || scope === 'AUTHORIZED' || scope === 'CALL_CENTER';
  };
  // Address books, saved cards and order access follow the signed-in customer, as the sandbox's do.
  const owner = () => (signedIn() ? (auth.current()?.profileId ?? null) : null);
  const addressBook = new InMemoryAddressBook([], { owner, seeded: sampleAddressBooks() });
  const savedPayments = new InMemorySavedPayments([], clock, { owner, seeded: sampleSavedPayments() });
  const currency = config.currencies[0] ?? 'USD';
  const orders = new InMemoryOrders([], sampleMockOrders(config.siteId, currency), () => {
    const session = auth.current();
    return session?.profileId ? { profileId: session.profileId, scope: session.scope } : null;
  });
  const aftercare = new InMemoryAftercare(samplePastOrders(clock.now(), [{ profileId: 'cust-roni', postalCode: '49628' }, { profileId: 'cust-sarah', postalCode: '62704' }]), clock, () => {
    const session = auth.current();
    return session?.profileId ? { profileId: session.profileId, scope: session.scope } : null;
  });
  const paymentKey = new InMemoryPaymentKey();
  const customerByEmail = (email: string) => {
    const account = auth.accounts.find((a) => a.email.toLowerCase() === email.toLowerCase() && a.role !== 'CALL_CENTER');
    return account ? { profileId: account.profileId, emailAddress: account.email, name: { first: account.firstName, last: account.lastName } } : null;
  };
  const checkout = new InMemoryCheckout({
    clock,
    currency,
    siteId: config.siteId,
    // The checkout reads the live cart's lines at start (a replaced cart that is no InMemoryCart has none).
    lines: () => (cart instanceof InMemoryCart ? cart.current().lines : []),
    customer,
    customerByEmail,
    savedAddresses: () => addressBook.all,
    savedPayments: () => savedPayments.all,
    guest: () => !signedIn(),
    callCenter: () => auth.scope() === 'CALL_CENTER',
    orders,
    acceptedEncryptionIds: () => paymentKey.acceptedIds,
    onPlaced: () => {
      // Placing an order records the registry purchases of its lines, then empties the cart (as the sandbox does).
      if (cart instanceof InMemoryCart) registry.recordPurchases(cart.current().lines);
      void clearCart(cart);
    },
  });
  // Roni is the demo WHOLESALE member whose membership can be renewed (decision 0260), as the sandbox's Wholesale-tagged customers.
  const roni = auth.accounts.find((a) => a.profileId === 'cust-roni');
  const profile = new InMemoryProfile(auth, roni ? { profiles: [{ ...profileOfAccount(roni), membership: { group: 'WHOLESALE', memberId: 'WS0000042', expirationDate: '2026-12-31', type: 'ANNUAL' }, membershipRenewalEligible: true }] } : {});
  const credentials = new InMemoryCredentials(profile, clock, { otherEmails: () => auth.accounts.map((a) => a.email) });
  // Bundles, wishlists (the hearts, per cart owner), likes and the threshold banner (decisions 0220-0224).
  const bundleList = sampleBundles(products);
  const catalogProducts = [...products, ...bundleList.map((b) => b.product)];
  const wishlists = new InMemoryWishlists(catalogProducts, () => guestIfNone(auth), clock);
  const backend: InMemoryBackend = {
    clock,
    logger: new MemoryLogger(),
    cookieJar,
    keyValueStore: new InMemoryKeyValueStore(clock),
    connectivity: new InMemoryConnectivity(true),
    siteConfiguration: new InMemorySiteConfiguration(config),
    products,
    catalog: options.replace?.catalog ?? new InMemoryCatalog(catalogProducts, options.categories),
    navigation: options.replace?.navigation ?? new InMemoryNavigation(options.nav ?? sampleNavigation()),
    search: options.replace?.search ?? new InMemorySearch(products),
    cart,
    session,
    auth,
    profile,
    addressBook,
    savedPayments,
    orders,
    aftercare,
    paymentKey,
    cardEncryptor: new FakeCardEncryptor(),
    checkout,
    reviews: new InMemoryReviews(products),
    pages: new InMemoryStorefrontPages(products),
    credentials,
    socialProof: new InMemorySocialProof(clock),
    marketing: new InMemoryMarketing(() => (signedIn() ? customer().emailAddress : null)),
    loyalty: new InMemoryLoyalty(clock, owner, () => orders.all),
    membership: new InMemoryMembership(clock, config, profile),
    deliveryPass: new InMemoryDeliveryPass(clock, config, profile, auth),
    bundles: new InMemoryBundles(bundleList, products, cart, options.poolId),
    styles: new InMemoryStyles(options.looks ?? sampleLooks(catalogProducts), catalogProducts),
    personalization: new InMemoryPersonalization(catalogProducts, options.looks ?? sampleLooks(catalogProducts)),
    // The global promo's banner as the default creative; the threshold banner's free-shipping threshold for the nudge.
    personalizedContent: options.replace?.personalizedContent ?? new InMemoryPersonalizedContent(sampleDefaultCreative(clock.now()), { currency, freeShippingThreshold: SAMPLE_THRESHOLD_BANNER.maxThreshold }),
    wishlists,
    likes: new InMemoryLikes(catalogProducts, wishlists, signedIn, { backInStockEnabled: config.features.backInStock === true, ...(options.poolId ? { poolId: options.poolId } : {}) }),
    thresholdBanner: new InMemoryThresholdBanner(),
    agent,
    content: new InMemoryContent(sampleGlobalPromo(clock.now())),
    pageBanners: new InMemoryPageBanners([sampleHomeBanners(clock.now()), sampleCategoryBanners(clock.now())]),
    sizeGuides: new InMemorySizeGuides(),
    galleries: new InMemoryGalleries([sampleGallery(catalogProducts)]),
    localizedTexts: new InMemoryLocalizedTexts(options.localizedTexts),
    shellContent: new InMemoryShellContent(),
    stores,
    registry,
  };
  return backend;
}

/** The cart owner now; a visitor without a token gets a guest token first, as the HTTP client's first cart call does (401 TOKEN_MISSING, then a guest token). */
function guestIfNone(auth: InMemoryAuth): string | null {
  if (auth.cartOwner() === null) auth.startGuest();
  return auth.cartOwner();
}

/** Empties a cart line by line (what the sandbox does to the cart when an order is placed). */
async function clearCart(cart: CartGateway): Promise<void> {
  const current = await cart.getCart();
  for (const line of current.lines) await cart.removeLine(line.itemId);
}

/** Binds every port, platform ports included, to the given in-memory back end's fakes. */
export function inMemoryBackendBindings(backend: InMemoryBackend): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<Clock>(Clock.key).toConstantValue(backend.clock);
    bind<Logger>(Logger.key).toConstantValue(backend.logger);
    bind<CookieJar>(CookieJar.key).toConstantValue(backend.cookieJar);
    bind<KeyValueStore>(KeyValueStore.key).toConstantValue(backend.keyValueStore);
    bind<Connectivity>(Connectivity.key).toConstantValue(backend.connectivity);
    bind<SiteConfigurationGateway>(SiteConfigurationGateway.key).toConstantValue(backend.siteConfiguration);
    bind<ProductCatalog>(ProductCatalog.key).toConstantValue(backend.catalog);
    bind<NavigationGateway>(NavigationGateway.key).toConstantValue(backend.navigation);
    bind<ProductSearch>(ProductSearch.key).toConstantValue(backend.search);
    bind<SearchSuggestions>(SearchSuggestions.key).toConstantValue(backend.search);
    bind<CartGateway>(CartGateway.key).toConstantValue(backend.cart);
    // The cart use cases' token reset (decision 0130): the in-memory cart is its own, as a new guest token is for the API.
    const cart = backend.cart as CartGateway & Partial<CartTokenReset>;
    if (typeof cart.resetToken === 'function') bind<CartTokenReset>(CartTokenReset.key).toConstantValue(cart as CartTokenReset);
    bind<SessionGateway>(SessionGateway.key).toConstantValue(backend.session);
    bind<AuthGateway>(AuthGateway.key).toConstantValue(backend.auth);
    bind<ProfileGateway>(ProfileGateway.key).toConstantValue(backend.profile);
    bind<CheckoutGateway>(CheckoutGateway.key).toConstantValue(backend.checkout);
    bind<AddressBookGateway>(AddressBookGateway.key).toConstantValue(backend.addressBook);
    bind<SavedPaymentsGateway>(SavedPaymentsGateway.key).toConstantValue(backend.savedPayments);
    bind<OrderGateway>(OrderGateway.key).toConstantValue(backend.orders);
    bind<ReturnsGateway>(ReturnsGateway.key).toConstantValue(backend.aftercare);
    bind<ClaimsGateway>(ClaimsGateway.key).toConstantValue(backend.aftercare);
    bind<PaymentKeyGateway>(PaymentKeyGateway.key).toConstantValue(backend.paymentKey);
    bind<CardEncryptor>(CardEncryptor.key).toConstantValue(backend.cardEncryptor);
    bind<ReviewsGateway>(ReviewsGateway.key).toConstantValue(backend.reviews);
    bind<StorefrontPagesGateway>(StorefrontPagesGateway.key).toConstantValue(backend.pages);
    bind<CredentialsGateway>(CredentialsGateway.key).toConstantValue(backend.credentials);
    bind<MarketingGateway>(MarketingGateway.key).toConstantValue(backend.marketing);
    // The chat launcher's messages and error reports (decisions 0430, 0431).
    bind<ChatGateway>(ChatGateway.key).toConstantValue(new InMemoryChat());
    bind<ErrorReportSink>(ErrorReportSink.key).toConstantValue(new InMemoryErrorReportSink());
    bind<LoyaltyGateway>(LoyaltyGateway.key).toConstantValue(backend.loyalty);
    bind<MembershipGateway>(MembershipGateway.key).toConstantValue(backend.membership);
    bind<DeliveryPassGateway>(DeliveryPassGateway.key).toConstantValue(backend.deliveryPass);
    bind<BundleGateway>(BundleGateway.key).toConstantValue(backend.bundles);
    bind<StyleGateway>(StyleGateway.key).toConstantValue(backend.styles);
    bind<PriceInfoGateway>(PriceInfoGateway.key).toConstantValue(backend.styles);
    bind<WishlistGateway>(WishlistGateway.key).toConstantValue(backend.wishlists);
    bind<LikesGateway>(LikesGateway.key).toConstantValue(backend.likes);
    bind<SocialProofGateway>(SocialProofGateway.key).toConstantValue(backend.socialProof);
    bind<PersonalizationGateway>(PersonalizationGateway.key).toConstantValue(backend.personalization);
    bind<PersonalizedContentGateway>(PersonalizedContentGateway.key).toConstantValue(backend.personalizedContent);
    bind<ThresholdBannerSource>(ThresholdBannerSource.key).toConstantValue(backend.thresholdBanner);
    bind<ContentGateway>(ContentGateway.key).toConstantValue(backend.content);
    bind<PageBannerGateway>(PageBannerGateway.key).toConstantValue(backend.pageBanners);
    bind<SizeGuideGateway>(SizeGuideGateway.key).toConstantValue(backend.sizeGuides);
    bind<GalleryGateway>(GalleryGateway.key).toConstantValue(backend.galleries);
    bind<LocalizedTextGateway>(LocalizedTextGateway.key).toConstantValue(backend.localizedTexts);
    bind<ShellContentGateway>(ShellContentGateway.key).toConstantValue(backend.shellContent);
    bind<StoreGateway>(StoreGateway.key).toConstantValue(backend.stores);
    bind<RegistryGateway>(RegistryGateway.key).toConstantValue(backend.registry);
    bind<AgentGateway>(AgentGateway.key).toConstantValue(backend.agent);
  });
}

/**
 * The in-memory bindings (architecture.md "Adapters"; decision 0146): every port — platform ports
 * (Clock, Logger, CookieJar, KeyValueStore, Connectivity) and every gateway — bound to its fake,
 * seeded with the built-in sample data unless `options` say otherwise. A UI runs on it with no API
 * (`VITRINE_BACKEND=memory`); load it instead of browserBindings + httpBindings, not beside them.
 */
export function inMemoryBindings(options: InMemoryBindingsOptions = {}): ContainerModule {
  return inMemoryBackendBindings(createInMemoryBackend(options));
}
