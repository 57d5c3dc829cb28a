import { ContainerModule, type ResolutionContext } from 'inversify';
import {
  AddressBookGateway,
  AgentGateway,
  AuthGateway,
  BrandCountryConfigGateway,
  CardEncryptor,
  CartGateway,
  CartTokenReset,
  CheckoutGateway,
  Clock,
  Connectivity,
  CredentialsGateway,
  CookieJar,
  DeliveryPassGateway,
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
  ProductSearch,
  ProfileGateway,
  ReviewsGateway,
  RegistryGateway,
  SavedPaymentsGateway,
  SearchSuggestions,
  SessionGateway,
  SiteConfigurationGateway,
  StorefrontPagesGateway,
  type Session,
  type SiteContext,
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
  ChatGateway,
  ErrorReportSink,
} from '@vitrine/core';
import { lazyPort } from '../http/lazy-port.js';
import type { ProductDepthGateways } from '../http/product-depth-gateways.js';
import { AUTH_COOKIE } from '../browser/auth-cookie.js';
import { JsEncryptCardEncryptor } from '../crypto/jsencrypt-card-encryptor.js';
import type { HttpClient, LoginRequiredEvent, StepUpRequiredEvent } from '../http/client.js';
import { createHttpGateways, type HttpGateways } from '../http/http-gateways.js';
import { KyAddressBookGateway } from '../http/ky-address-book-gateway.js';
import { KyAuthGateway } from '../http/ky-auth-gateway.js';
import { KyCheckoutGateway } from '../http/ky-checkout-gateway.js';
import { lazyCredentialsGateway } from '../http/lazy-credentials-gateway.js';
import { KyOrderGateway } from '../http/ky-order-gateway.js';
import { KyAftercareGateway } from '../http/ky-aftercare-gateway.js';
import { lazyStoreGateway } from '../http/lazy-store-gateway.js';
import { KyPaymentKeyGateway } from '../http/ky-payment-key-gateway.js';
import { KyProfileGateway } from '../http/ky-profile-gateway.js';
import { lazyRegistryGateway } from '../http/lazy-registry-gateway.js';
import { KySavedPaymentsGateway } from '../http/ky-saved-payments-gateway.js';
import { KySearchGateway } from '../http/ky-search-gateway.js';
import { KySuggestionsGateway } from '../http/ky-suggestions-gateway.js';
import type { PersonalizationGatewayOptions } from '../http/personalization-requests.js';
import { effectiveScope, parseAuthPayload } from '../http/normalizers/identity.normalizer.js';
import { renewSessionFor } from '../http/session-renewal.js';

/**
 * Everything environment-specific {@link httpBindings} needs, so the same bindings run in a browser
 * page, in Node for server rendering (one container per request) and in the contract tests.
 */
export interface HttpBindingsOptions {
  /** The site the client is mounted on (headers, site id of every path). */
  readonly site: SiteContext;
  /** API base URL: '/api' in the browser (docs/api.md), absolute in Node ('http://127.0.0.1:4010/api'). */
  readonly apiBaseUrl: string;
  /** fetch to use; default globalThis.fetch. Node passes one that sends the request's cookies. */
  readonly fetch?: typeof fetch;
  /** The page URL that caused a call (x-web-referer); default none. The browser passes `() => window.location.href`. */
  readonly referer?: () => string | undefined;
  /** A 403 SCOPE_REQUIRED where REGISTERED is needed (shopping.md §4: the UI opens the login). */
  readonly onLoginRequired?: (event: LoginRequiredEvent) => void;
  /** A 403 SCOPE_REQUIRED where AUTHORIZED is needed from a signed-in customer: the step-up lapsed (the UI sends `session.stepUpLapsed`; decision 0287). */
  readonly onStepUpRequired?: (event: StepUpRequiredEvent) => void;
  /** A call answered 5xx (shopping.md §8 "Global 500": the UI shows its 500 toast; decision 0200). */
  readonly onServerError?: (event: { readonly status: number; readonly method: string; readonly url: string }) => void;
  /** A 403 BLOCKED_BY_PERIMETER_X outside a bot challenge (shopping.md §8 "403 with a specific code": the UI reloads the page; decision 0036). */
  readonly onBlocked?: (event: { readonly method: string; readonly url: string }) => void;
  /** A session renewed after a token 401 (shell-and-account.md §4 "Token refresh": merged into the UI's session). */
  readonly onSessionRenewed?: (session: Session) => void;
  /** Per-attempt time-out of the client in ms; default 10 000. */
  readonly timeoutMs?: number;
  /** GET retries after network errors: delay in ms before retry n (tests pass `() => 0`). */
  readonly networkRetry?: { readonly delayMs?: (attempt: number) => number };
  /** The personalization environment (decision 0400): default 'production'; 'staging' stops campaign stats (shopping.md §4). */
  readonly personalizationEnvironment?: string;
}

/** Every gateway {@link httpBindings} binds, over one client. */
interface AllGateways extends HttpGateways {
  readonly search: KySearchGateway;
  readonly suggestions: KySuggestionsGateway;
  readonly auth: KyAuthGateway;
  readonly profile: KyProfileGateway;
  readonly checkout: KyCheckoutGateway;
  readonly addressBook: KyAddressBookGateway;
  readonly savedPayments: KySavedPaymentsGateway;
  readonly orders: KyOrderGateway;
  readonly aftercare: KyAftercareGateway;
  readonly paymentKey: KyPaymentKeyGateway;
  readonly credentials: CredentialsGateway;
  readonly marketing: MarketingGateway;
  readonly loyalty: LoyaltyGateway;
  readonly stores: StoreGateway;
  readonly registry: RegistryGateway;
}

/**
 * The HTTP bindings (architecture.md "Adapters"; decision 0145): binds every port that talks to the
 * API — ProductCatalog, NavigationGateway, CartGateway, SiteConfigurationGateway, SessionGateway,
 * ProductSearch, SearchSuggestions, AuthGateway, ProfileGateway, CheckoutGateway,
 * AddressBookGateway, SavedPaymentsGateway, OrderGateway, PaymentKeyGateway, MarketingGateway, LoyaltyGateway,
 * ReturnsGateway, ClaimsGateway and, loaded on first use, CredentialsGateway, RegistryGateway, ReviewsGateway,
 * StorefrontPagesGateway, StoreGateway, MembershipGateway, DeliveryPassGateway, AgentGateway, PersonalizationGateway, PersonalizedContentGateway and the product-depth gateways — to its ky gateway, all
 * sharing one HTTP client built on first use; and CardEncryptor to the jsencrypt encryptor.
 *
 * The client's token scope header comes from the `vitrine_auth` cookie through `effectiveScope` (a
 * lapsed step-up reads REGISTERED, an expired token none); a token 401 renews the session with
 * `renewSessionFor` (re-auth for a registered session, else a guest token; shell-and-account.md §4).
 *
 * Needs the platform ports from another module of the same container: Clock, Logger, CookieJar
 * (the auth cookie and the 413 clean-up) and Connectivity — `browserBindings()` in a page; in Node a
 * module binding a request's cookie jar, a Clock, a Logger and an always-online Connectivity.
 */
export function httpBindings(options: HttpBindingsOptions): ContainerModule {
  const { site } = options;
  let gateways: AllGateways | undefined;
  const gatewaysOf = (ctx: ResolutionContext): AllGateways => {
    if (gateways) return gateways;
    const cookieJar = ctx.get<CookieJar>(CookieJar.key);
    const clock = ctx.get<Clock>(Clock.key);
    const logger = ctx.get<Logger>(Logger.key);
    // The scope as of now: the auth payload cookie, with a lapsed step-up read as REGISTERED.
    const scope = () => effectiveScope(parseAuthPayload(cookieJar.get(AUTH_COOKIE)), clock.now());
    const authRef: { current?: KyAuthGateway } = {};
    const http = createHttpGateways({
      baseUrl: options.apiBaseUrl,
      site,
      clock,
      logger,
      connectivity: ctx.get<Connectivity>(Connectivity.key),
      cookieJar,
      scope: () => scope() ?? undefined,
      ...(options.referer ? { referer: options.referer } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.networkRetry ? { networkRetry: options.networkRetry } : {}),
      onLoginRequired: (event) => options.onLoginRequired?.(event),
      onStepUpRequired: (event) => options.onStepUpRequired?.(event),
      onServerError: (event) => options.onServerError?.(event),
      onBlocked: (event) => options.onBlocked?.(event),
      renewSession: renewSessionFor(() => authRef.current!, scope, { logger, onSession: (session) => options.onSessionRenewed?.(session) }),
    });
    const auth = new KyAuthGateway(http.http, site);
    authRef.current = auth;
    gateways = {
      ...http,
      search: new KySearchGateway(http.http, site),
      suggestions: new KySuggestionsGateway(http.http, site),
      auth,
      profile: new KyProfileGateway(http.http, site),
      checkout: new KyCheckoutGateway(http.http, site),
      addressBook: new KyAddressBookGateway(http.http, site),
      savedPayments: new KySavedPaymentsGateway(http.http, site),
      orders: new KyOrderGateway(http.http, site),
      aftercare: new KyAftercareGateway(http.http, site),
      paymentKey: new KyPaymentKeyGateway(http.http, site, clock),
      credentials: lazyCredentialsGateway(http.http, site),
      // Loaded on first use, off the initial JS (decision 0201).
      marketing: lazyPort(async () => new (await import('../http/ky-marketing-gateway.js')).KyMarketingGateway(http.http, site)),
      loyalty: lazyPort(async () => new (await import('../http/ky-loyalty-gateway.js')).KyLoyaltyGateway(http.http, site)),
      // Loaded on first use: store calls are made by lazy pages only (the initial JS stays small).
      stores: lazyStoreGateway(async () => new (await import('../http/ky-store-gateway.js')).KyStoreGateway(http.http, site)),
      // Loaded on the first registry call (decision 0230).
      registry: lazyRegistryGateway(http.http, site),
    };
    return gateways;
  };
  /**
   * The value of a binding whose gateway loads on its first call (decisions 0201, 0211): a
   * {@link lazyPort} over `load`, given the shared API client (built on first use) and the
   * resolution context (for the platform ports the gateway needs), made once per container, so a
   * gateway's own cache lives as long as the container.
   */
  const lazyGateway = <T extends object>(load: (http: HttpClient, ctx: ResolutionContext) => Promise<T>) => {
    let port: T | undefined;
    return (ctx: ResolutionContext): T => {
      const { http } = gatewaysOf(ctx);
      return (port ??= lazyPort(() => load(http, ctx)));
    };
  };
  /** The personalization gateways' options (decision 0400): the dataset address's base, the environment, the logger, fetch and the time-out. */
  const personalizationOptions = (ctx: ResolutionContext): PersonalizationGatewayOptions => ({
    apiBaseUrl: options.apiBaseUrl,
    environment: options.personalizationEnvironment ?? 'production',
    logger: ctx.get<Logger>(Logger.key),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  return new ContainerModule(({ bind }) => {
    bind<ProductCatalog>(ProductCatalog.key).toDynamicValue((ctx) => gatewaysOf(ctx).catalog);
    bind<ProductSearch>(ProductSearch.key).toDynamicValue((ctx) => gatewaysOf(ctx).search);
    bind<SearchSuggestions>(SearchSuggestions.key).toDynamicValue((ctx) => gatewaysOf(ctx).suggestions);
    bind<NavigationGateway>(NavigationGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).navigation);
    bind<CartGateway>(CartGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).cart);
    // The cart use cases' token reset: a new guest token (decision 0130).
    bind<CartTokenReset>(CartTokenReset.key).toDynamicValue((ctx) => gatewaysOf(ctx).cartTokenReset);
    bind<SiteConfigurationGateway>(SiteConfigurationGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).siteConfiguration);
    // Loaded on first call (decision 0340): only the site-select modal and the site-switch banner read it.
    bind<BrandCountryConfigGateway>(BrandCountryConfigGateway.key).toDynamicValue(lazyGateway(async (http) => new (await import('../http/ky-brand-country-config-gateway.js')).KyBrandCountryConfigGateway(http)));
    bind<SessionGateway>(SessionGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).session);
    bind<AuthGateway>(AuthGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).auth);
    bind<ProfileGateway>(ProfileGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).profile);
    bind<CheckoutGateway>(CheckoutGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).checkout);
    bind<AddressBookGateway>(AddressBookGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).addressBook);
    bind<SavedPaymentsGateway>(SavedPaymentsGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).savedPayments);
    bind<OrderGateway>(OrderGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).orders);
    bind<ReturnsGateway>(ReturnsGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).aftercare);
    bind<ClaimsGateway>(ClaimsGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).aftercare);
    // Bundles, wishlists, likes, threshold banner: loaded on first call, outside the initial JS (decision 0225).
    let depth: Promise<ProductDepthGateways> | undefined;
    const depthOf = (ctx: ResolutionContext) => {
      const http = gatewaysOf(ctx).http;
      return (depth ??= import('../http/product-depth-gateways.js').then((m) => m.createProductDepthGateways(http, site)));
    };
    bind<BundleGateway>(BundleGateway.key).toDynamicValue((ctx) => lazyPort(async () => (await depthOf(ctx)).bundles));
    bind<WishlistGateway>(WishlistGateway.key).toDynamicValue((ctx) => lazyPort(async () => (await depthOf(ctx)).wishlists));
    bind<LikesGateway>(LikesGateway.key).toDynamicValue((ctx) => lazyPort(async () => (await depthOf(ctx)).likes));
    bind<ThresholdBannerSource>(ThresholdBannerSource.key).toDynamicValue((ctx) => lazyPort(async () => (await depthOf(ctx)).thresholdBanner));
    bind<StyleGateway>(StyleGateway.key).toDynamicValue((ctx) => lazyPort(async () => (await depthOf(ctx)).styles));
    bind<PriceInfoGateway>(PriceInfoGateway.key).toDynamicValue((ctx) => lazyPort(async () => (await depthOf(ctx)).styles));
    bind<SocialProofGateway>(SocialProofGateway.key).toDynamicValue((ctx) => lazyPort(async () => (await depthOf(ctx)).socialProof));
    bind<PaymentKeyGateway>(PaymentKeyGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).paymentKey);
    // Loaded on first call, over the same client (decision 0211): only the product, brand, help and 404 pages use them.
    bind<ReviewsGateway>(ReviewsGateway.key).toDynamicValue(lazyGateway(async (http) => new (await import('../http/ky-reviews-gateway.js')).KyReviewsGateway(http, site)));
    bind<StorefrontPagesGateway>(StorefrontPagesGateway.key).toDynamicValue(lazyGateway(async (http) => new (await import('../http/ky-storefront-pages-gateway.js')).KyStorefrontPagesGateway(http, site)));
    // The content API (decision 0300), loaded on first call: the server's shell loader reads the global promo.
    bind<ContentGateway>(ContentGateway.key).toDynamicValue(lazyGateway(async (http) => new (await import('../http/ky-content-gateway.js')).KyContentGateway(http, site)));
    // The home and category banners (decisions 0410, 0411), loaded on first call; its cache lives as long as the container.
    bind<PageBannerGateway>(PageBannerGateway.key).toDynamicValue(lazyGateway(async (http, ctx) => new (await import('../http/ky-page-banner-gateway.js')).KyPageBannerGateway(http, site, ctx.get<Clock>(Clock.key))));
    // The size guide entries of the content API (decision 0422), loaded on first call: only the product page uses them.
    bind<SizeGuideGateway>(SizeGuideGateway.key).toDynamicValue(lazyGateway(async (http) => new (await import('../http/ky-size-guide-gateway.js')).KySizeGuideGateway(http, site)));
    // The home pages' galleries (decision 0406), loaded on first call after hydration.
    bind<GalleryGateway>(GalleryGateway.key).toDynamicValue(lazyGateway(async (http) => new (await import('../http/ky-gallery-gateway.js')).KyGalleryGateway(http, site)));
    // Merchandisers' label overrides (decision 0423), loaded on first call.
    bind<LocalizedTextGateway>(LocalizedTextGateway.key).toDynamicValue(lazyGateway(async (http) => new (await import('../http/ky-localized-text-gateway.js')).KyLocalizedTextGateway(http, site)));
    // The shell's configuration entries (decision 0413), loaded on first call: the mobile navigation drawer reads its promo when it opens.
    bind<ShellContentGateway>(ShellContentGateway.key).toDynamicValue(lazyGateway(async (http) => new (await import('../http/ky-shell-content-gateway.js')).KyShellContentGateway(http, site)));
    // Loaded on first call (decisions 0260, 0261): only the membership and delivery-pass pages use them.
    bind<MembershipGateway>(MembershipGateway.key).toDynamicValue(lazyGateway(async (http) => new (await import('../http/ky-membership-gateway.js')).KyMembershipGateway(http, site)));
    bind<DeliveryPassGateway>(DeliveryPassGateway.key).toDynamicValue(lazyGateway(async (http) => new (await import('../http/ky-delivery-pass-gateway.js')).KyDeliveryPassGateway(http, site)));
    // Loaded on first call (decision 0370): only the agent page and the acting banner use it.
    bind<AgentGateway>(AgentGateway.key).toDynamicValue(lazyGateway(async (http) => new (await import('../http/ky-agent-gateway.js')).KyAgentGateway(http, site)));
    // Loaded on first call (decision 0400): only the recommendation trays, after the first paint, use it.
    bind<PersonalizationGateway>(PersonalizationGateway.key).toDynamicValue(lazyGateway(async (http, ctx) => new (await import('../http/ky-personalization-gateway.js')).KyPersonalizationGateway(http, site, personalizationOptions(ctx))));
    // Loaded on first call (decisions 0407, 0408): only the promotion slot, after the first paint, uses it.
    bind<PersonalizedContentGateway>(PersonalizedContentGateway.key).toDynamicValue(lazyGateway(async (http, ctx) => new (await import('../http/ky-personalized-content-gateway.js')).KyPersonalizedContentGateway(http, site, personalizationOptions(ctx))));
    bind<MarketingGateway>(MarketingGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).marketing);
    bind<LoyaltyGateway>(LoyaltyGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).loyalty);
    bind<CardEncryptor>(CardEncryptor.key).toConstantValue(new JsEncryptCardEncryptor());
    bind<CredentialsGateway>(CredentialsGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).credentials);
    bind<StoreGateway>(StoreGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).stores);
    bind<RegistryGateway>(RegistryGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).registry);
    // The chat launcher's messages over the shared client, and error reports over a bare ky instance
    // (a failed report must not be logged as an error and reported again), both loaded on first call (decisions 0430, 0431).
    bind<ChatGateway>(ChatGateway.key).toDynamicValue(lazyGateway(async (http) => new (await import('../http/ky-client-reports-gateways.js')).KyChatGateway(http, site)));
    bind<ErrorReportSink>(ErrorReportSink.key).toConstantValue(
      lazyPort(async () => {
        const [{ default: ky }, { KyErrorReportGateway }] = await Promise.all([import('ky'), import('../http/ky-client-reports-gateways.js')]);
        const baseUrl = options.apiBaseUrl.endsWith('/') ? options.apiBaseUrl : `${options.apiBaseUrl}/`;
        return new KyErrorReportGateway(ky.create({ baseUrl, retry: 0, timeout: 10_000, credentials: 'include', ...(options.fetch ? { fetch: options.fetch } : {}) }), site);
      }),
    );
  });
}
