import { ContainerModule, type ResolutionContext } from 'inversify';
import {
  createHttpGateways,
  effectiveScope,
  JsEncryptCardEncryptor,
  KyAddressBookGateway,
  KyAuthGateway,
  KyCheckoutGateway,
  KyOrderGateway,
  KyPaymentKeyGateway,
  KySavedPaymentsGateway,
  KyProfileGateway,
  KySearchGateway,
  KySuggestionsGateway,
  parseAuthPayload,
  renewSessionFor,
  type HttpGateways,
} from '@vitrine/adapters';
import {
  AddressBookGateway,
  AuthGateway,
  CardEncryptor,
  CartGateway,
  CheckoutGateway,
  Clock,
  Connectivity,
  CookieJar,
  Logger,
  NavigationGateway,
  OrderGateway,
  PaymentKeyGateway,
  ProductCatalog,
  ProductSearch,
  ProfileGateway,
  SavedPaymentsGateway,
  SearchSuggestions,
  SessionGateway,
  SiteConfigurationGateway,
  type SiteContext,
} from '@vitrine/core';
import type { SessionEvents } from './session-events';

/** What the HTTP adapters need from the page: the site and the API base URL ('/api' by default). */
export interface HttpModuleOptions {
  readonly site: SiteContext;
  readonly apiBaseUrl: string;
  /** Where the HTTP layer reports 'login required' and renewed sessions. */
  readonly events: SessionEvents;
  /** fetch to use; default globalThis.fetch. The server passes one that forwards the request's cookies (decision 0150). */
  readonly fetch?: typeof fetch;
  /** The page URL for x-web-referer; default `window.location.href`. */
  readonly referer?: () => string;
}

/** The name of the readable auth payload cookie (docs/auth-api.md). */
const AUTH_COOKIE = 'vitrine_auth';

type Gateways = HttpGateways & { search: KySearchGateway; suggestions: KySuggestionsGateway; auth: KyAuthGateway; profile: KyProfileGateway } & CheckoutGateways;

/** The checkout-area gateways (issue 5; docs/checkout-api.md). */
interface CheckoutGateways {
  readonly checkout: KyCheckoutGateway;
  readonly addressBook: KyAddressBookGateway;
  readonly savedPayments: KySavedPaymentsGateway;
  readonly orders: KyOrderGateway;
  readonly paymentKey: KyPaymentKeyGateway;
}

/**
 * Binds every port that talks to the API to its ky gateway, all sharing one HTTP client
 * (architecture.md "Adapters"). Needs the browser module's Clock, Logger, CookieJar and
 * Connectivity.
 */
export function httpModule({ site, apiBaseUrl, events, fetch, referer }: HttpModuleOptions): ContainerModule {
  let gateways: Gateways | undefined;
  const gatewaysOf = (ctx: ResolutionContext) => {
    if (!gateways) {
      const cookieJar = ctx.get<CookieJar>(CookieJar.key);
      const clock = ctx.get<Clock>(Clock.key);
      const logger = ctx.get<Logger>(Logger.key);
      // The scope as of now: the auth payload cookie, with a lapsed step-up read as REGISTERED.
      const scope = () => effectiveScope(parseAuthPayload(cookieJar.get(AUTH_COOKIE)), clock.now());
      const authRef: { current?: KyAuthGateway } = {};
      const http = createHttpGateways({
        baseUrl: apiBaseUrl,
        site,
        clock,
        logger,
        connectivity: ctx.get<Connectivity>(Connectivity.key),
        cookieJar,
        scope: () => scope() ?? undefined,
        referer: referer ?? (() => window.location.href),
        ...(fetch ? { fetch } : {}),
        onLoginRequired: (event) => events.loginRequired.emit(event),
        renewSession: renewSessionFor(() => authRef.current!, scope, { logger, onSession: (session) => events.sessionRenewed.emit(session) }),
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
        paymentKey: new KyPaymentKeyGateway(http.http, site, clock),
      };
    }
    return gateways;
  };
  return new ContainerModule(({ bind }) => {
    bind<ProductCatalog>(ProductCatalog.key).toDynamicValue((ctx) => gatewaysOf(ctx).catalog);
    bind<ProductSearch>(ProductSearch.key).toDynamicValue((ctx) => gatewaysOf(ctx).search);
    bind<SearchSuggestions>(SearchSuggestions.key).toDynamicValue((ctx) => gatewaysOf(ctx).suggestions);
    bind<NavigationGateway>(NavigationGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).navigation);
    bind<CartGateway>(CartGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).cart);
    bind<SiteConfigurationGateway>(SiteConfigurationGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).siteConfiguration);
    bind<SessionGateway>(SessionGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).session);
    bind<AuthGateway>(AuthGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).auth);
    bind<ProfileGateway>(ProfileGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).profile);
    // Checkout, orders, address book, saved payments, the PXP key and the card encryptor (issue 5).
    bind<CheckoutGateway>(CheckoutGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).checkout);
    bind<AddressBookGateway>(AddressBookGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).addressBook);
    bind<SavedPaymentsGateway>(SavedPaymentsGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).savedPayments);
    bind<OrderGateway>(OrderGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).orders);
    bind<PaymentKeyGateway>(PaymentKeyGateway.key).toDynamicValue((ctx) => gatewaysOf(ctx).paymentKey);
    bind<CardEncryptor>(CardEncryptor.key).toConstantValue(new JsEncryptCardEncryptor());
  });
}
