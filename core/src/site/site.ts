/**
 * Regional sites, locales and context paths (shell-and-account.md §1, §2; architecture.md
 * "Sites, brands and locales"; decision docs/decisions/0003-sites-and-context-paths.md).
 */

/**
 * The nine locales of shell-and-account.md §1: the eight main ones and zh-CN, which the /zh-cn/
 * mount serves (decision 0350).
 */
export const SUPPORTED_LOCALES = ['en-US', 'en-GB', 'en-CA', 'fr-CA', 'fr-FR', 'de-DE', 'es-ES', 'it-IT', 'zh-CN'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** Brand families a deployment serves. */
export type BrandCode = 'an' | 'fp';

/** One regional storefront: where it is mounted and what it speaks and charges. */
export interface SiteContext {
  /** e.g. 'an-us', 'fp-uk'. */
  readonly siteId: string;
  readonly brand: BrandCode;
  /** URL prefix, '/' for the default site, else '/en-gb/' style with both slashes. */
  readonly contextPath: string;
  readonly locale: SupportedLocale;
  /** ISO 639-1, e.g. 'en'. */
  readonly language: string;
  /** ISO 3166-1 alpha-2, e.g. 'US'. */
  readonly country: string;
  /** ISO 4217, e.g. 'USD'. */
  readonly currency: string;
  /** Inventory pool the site sells from (shopping.md §7 `pools/{inventoryPool}`). */
  readonly inventoryPool: string;
}

interface Mount {
  readonly contextPath: string;
  readonly locale: SupportedLocale;
  readonly region: string;
  readonly country: string;
  readonly currency: string;
  readonly pool: string;
}

const MOUNTS: readonly Mount[] = [
  { contextPath: '/', locale: 'en-US', region: 'us', country: 'US', currency: 'USD', pool: 'US_DIRECT' },
  { contextPath: '/en-gb/', locale: 'en-GB', region: 'uk', country: 'GB', currency: 'GBP', pool: 'UK_DIRECT' },
  { contextPath: '/en-ca/', locale: 'en-CA', region: 'ca', country: 'CA', currency: 'CAD', pool: 'CA_DIRECT' },
  { contextPath: '/fr-ca/', locale: 'fr-CA', region: 'ca', country: 'CA', currency: 'CAD', pool: 'CA_DIRECT' },
  { contextPath: '/fr-fr/', locale: 'fr-FR', region: 'fr', country: 'FR', currency: 'EUR', pool: 'EU_DIRECT' },
  { contextPath: '/de-de/', locale: 'de-DE', region: 'de', country: 'DE', currency: 'EUR', pool: 'EU_DIRECT' },
  { contextPath: '/es-es/', locale: 'es-ES', region: 'es', country: 'ES', currency: 'EUR', pool: 'EU_DIRECT' },
  { contextPath: '/it-it/', locale: 'it-IT', region: 'it', country: 'IT', currency: 'EUR', pool: 'EU_DIRECT' },
  // Region 'cn' maps to china (shopping.md §9); priced in CNY from its own pool (decision 0350).
  { contextPath: '/zh-cn/', locale: 'zh-CN', region: 'cn', country: 'CN', currency: 'CNY', pool: 'CN_DIRECT' },
];

/** Every site of a brand, one per context path. */
export function sitesOf(brand: BrandCode): readonly SiteContext[] {
  return MOUNTS.map((m) => ({
    siteId: `${brand}-${m.region}`,
    brand,
    contextPath: m.contextPath,
    locale: m.locale,
    language: m.locale.slice(0, 2),
    country: m.country,
    currency: m.currency,
    inventoryPool: m.pool,
  }));
}

/** The context paths of every site, longest first (so '/fr-ca/' wins over '/'). */
export const CONTEXT_PATHS: readonly string[] = MOUNTS.map((m) => m.contextPath).sort((a, b) => b.length - a.length);

/**
 * Splits a URL path into the site it is mounted under and the path inside that site.
 * `resolveSiteFromPath('an', '/fr-fr/shop/x')` gives the an-fr site and '/shop/x'. Unknown prefixes
 * belong to the default site ('/'). Never fails.
 */
export function resolveSiteFromPath(brand: BrandCode, pathname: string): { site: SiteContext; innerPath: string } {
  const sites = sitesOf(brand);
  const lower = pathname.toLowerCase();
  for (const site of sites) {
    if (site.contextPath === '/') continue;
    const bare = site.contextPath.slice(0, -1);
    if (lower === bare || lower.startsWith(site.contextPath)) {
      return { site, innerPath: pathname.slice(bare.length) || '/' };
    }
  }
  return { site: sites[0]!, innerPath: pathname || '/' };
}

/** Finds a site of a brand by id ('an-us'); undefined when unknown. */
export function siteById(brand: BrandCode, siteId: string): SiteContext | undefined {
  return sitesOf(brand).find((s) => s.siteId === siteId);
}

/** Every site id the sandbox serves, for both brands. */
export function allSites(): readonly SiteContext[] {
  return [...sitesOf('an'), ...sitesOf('fp')];
}

// The site-switch and site-choice cookies (decisions 0343, 0303) live beside the site table: the app
// shell reads them on every first paint, and a module of their own (or site-choice.ts, with the
// choice rules) would cost the initial JS.

/**
 * The first-party cookies that remember the shopper's language, country and currency (the spec
 * does not show their names; decision 0343). The currency one is the site currency preference
 * cookie of shopping.md §9; new preferences are seeded from all three (shell-and-account.md §4).
 * The app shell reads the country one to load the banner for a URL of another site (decision 0303).
 */
export const SITE_PREFERENCE_COOKIES = { language: 'vitrine_language', country: 'vitrine_country', currency: 'vitrine_currency' } as const;

/**
 * The site-switch cookie (decision 0343): written by a site choice that changes the site, as
 * `{fromLocale}:{toLocale}` ('en-US:fr-FR'), for the browser session. The banner reads it
 * (siteSwitchOf).
 */
export const SITE_SWITCH_COOKIE = 'vitrine_site_switch';

/** The suppress cookie (decision 0343): the switch value the shopper dismissed, for the browser session. */
export const SITE_SWITCH_SUPPRESS_COOKIE = 'vitrine_site_switch_suppressed';
