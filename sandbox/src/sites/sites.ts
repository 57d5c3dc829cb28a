/**
 * The regional sites the sandbox serves: both brand families ('an', 'fp') on the nine mounts of
 * core/src/site/site.ts (`allSites()`), grouped by siteId (en-CA and fr-CA share an-ca / fp-ca).
 * The sandbox keeps its own copy because it is a stand-in back end that must not import the client's
 * core; tests/sandbox/sites.test.ts checks the two stay in step.
 */

export type BrandCode = 'an' | 'fp';

/** Inventory pools (shopping.md §7 `pools/{inventoryPool}`). */
export const INVENTORY_POOLS = ['US_DIRECT', 'UK_DIRECT', 'CA_DIRECT', 'EU_DIRECT', 'CN_DIRECT'] as const;
export type InventoryPool = (typeof INVENTORY_POOLS)[number];

/** Currencies the catalogue is priced in. */
export const CURRENCIES = ['USD', 'GBP', 'CAD', 'EUR', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface SandboxSite {
  /** 'an-us', 'fp-uk', ... */
  readonly siteId: string;
  readonly brand: BrandCode;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly currency: Currency;
  readonly inventoryPool: InventoryPool;
  /** ISO 639-1 codes the site speaks; the first is the default. */
  readonly languages: readonly string[];
  /** BCP 47 locales mounted on this site. */
  readonly locales: readonly string[];
}

interface Region {
  readonly region: string;
  readonly country: string;
  readonly currency: Currency;
  readonly pool: InventoryPool;
  readonly locales: readonly string[];
}

const REGIONS: readonly Region[] = [
  { region: 'us', country: 'US', currency: 'USD', pool: 'US_DIRECT', locales: ['en-US'] },
  { region: 'uk', country: 'GB', currency: 'GBP', pool: 'UK_DIRECT', locales: ['en-GB'] },
  { region: 'ca', country: 'CA', currency: 'CAD', pool: 'CA_DIRECT', locales: ['en-CA', 'fr-CA'] },
  { region: 'fr', country: 'FR', currency: 'EUR', pool: 'EU_DIRECT', locales: ['fr-FR'] },
  { region: 'de', country: 'DE', currency: 'EUR', pool: 'EU_DIRECT', locales: ['de-DE'] },
  { region: 'es', country: 'ES', currency: 'EUR', pool: 'EU_DIRECT', locales: ['es-ES'] },
  { region: 'it', country: 'IT', currency: 'EUR', pool: 'EU_DIRECT', locales: ['it-IT'] },
  // The China sites (region mapping cn -> china, shopping.md §9; decision 0350).
  { region: 'cn', country: 'CN', currency: 'CNY', pool: 'CN_DIRECT', locales: ['zh-CN'] },
];

/** Every site, 'an' first then 'fp', in mount order. */
export const SITES: readonly SandboxSite[] = (['an', 'fp'] as const).flatMap((brand) =>
  REGIONS.map((r) => ({
    siteId: `${brand}-${r.region}`,
    brand,
    country: r.country,
    currency: r.currency,
    inventoryPool: r.pool,
    languages: [...new Set(r.locales.map((l) => l.slice(0, 2)))],
    locales: r.locales,
  })),
);

/** The site with this id, or undefined. */
export function findSite(siteId: string): SandboxSite | undefined {
  return SITES.find((s) => s.siteId === siteId);
}

/** True when `pool` is one of {@link INVENTORY_POOLS}. */
export function isInventoryPool(pool: string): pool is InventoryPool {
  return (INVENTORY_POOLS as readonly string[]).includes(pool);
}

/**
 * The language a request is answered in: `x-vitrine-language` (or the language of
 * `x-vitrine-locale`) when the site speaks it, else the site's default. So an-ca answers in French
 * for the fr-CA mount and in English otherwise.
 */
export function requestLanguage(site: SandboxSite, languageHeader: string | undefined, localeHeader: string | undefined): string {
  const candidates = [languageHeader, localeHeader?.slice(0, 2)].map((v) => v?.trim().toLowerCase()).filter(Boolean);
  return candidates.find((c) => site.languages.includes(c!)) ?? site.languages[0]!;
}
