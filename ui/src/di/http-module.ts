import { ContainerModule, type ResolutionContext } from 'inversify';
import { createHttpGateways, KySearchGateway, KySuggestionsGateway, readAuthCookie, type HttpGateways } from '@vitrine/adapters';
import {
  CartGateway,
  Clock,
  Connectivity,
  CookieJar,
  Logger,
  NavigationGateway,
  ProductCatalog,
  ProductSearch,
  SearchSuggestions,
  SessionGateway,
  SiteConfigurationGateway,
  type SiteContext,
} from '@vitrine/core';

/** What the HTTP adapters need from the page: the site and the API base URL ('/api' by default). */
export interface HttpModuleOptions {
  readonly site: SiteContext;
  readonly apiBaseUrl: string;
}

/**
 * Binds every port that talks to the API to its ky gateway, all sharing one HTTP client
 * (architecture.md "Adapters"). Needs the browser module's Clock, Logger, CookieJar and
 * Connectivity.
 */
export function httpModule({ site, apiBaseUrl }: HttpModuleOptions): ContainerModule {
  let gateways: (HttpGateways & { search: KySearchGateway; suggestions: KySuggestionsGateway }) | undefined;
  const gatewaysOf = (ctx: ResolutionContext) => {
    if (!gateways) {
      const cookieJar = ctx.get<CookieJar>(CookieJar.key);
      const http = createHttpGateways({
        baseUrl: apiBaseUrl,
        site,
        clock: ctx.get<Clock>(Clock.key),
        logger: ctx.get<Logger>(Logger.key),
        connectivity: ctx.get<Connectivity>(Connectivity.key),
        cookieJar,
        scope: () => readAuthCookie(cookieJar)?.scope,
        referer: () => window.location.href,
      });
      gateways = { ...http, search: new KySearchGateway(http.http, site), suggestions: new KySuggestionsGateway(http.http, site) };
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
  });
}
