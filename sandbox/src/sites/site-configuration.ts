import type { SiteConfigurationDto } from '@vitrine/contract';
import { ROOT_NAV_SLUG, HOME_NAV_SLUG, FPMOVEMENT_NAV_SLUG } from '../seed/navigation.js';
import { paymentMethodConfigs } from '../payments/payment-methods.js';
import { deliveryPassOfferOf } from '../membership/delivery-pass-offer.js';
import { membershipGroupsOf } from '../membership/membership-groups.js';
import { COUNTRIES } from './countries.js';
import { SITES, type SandboxSite } from './sites.js';

/**
 * Site configuration (GET /catalog/v0/{siteId}/configuration; shopping.md §3 "Site configuration",
 * §1 sub-brands). maxQuantity is 200 so one cart line can pass the header's 99+ cap (decision 0017).
 */
export const SITE_RULES = {
  /** Largest quantity per cart line (units). */
  maxQuantity: 200,
  /** Stock at or below which 'low stock' shows (units). */
  lowStockThreshold: 5,
  /** Top Rated minimums (shopping.md §4 defaults). */
  topRated: { minReviewCount: 3, minAverageRating: 4.5 },
} as const;

/** Sub-brands of shopping.md §1 with the sites they are enabled on. */
export const SUB_BRANDS = [
  { code: 'anthroliving', siteName: 'AnthroLiving', rootNavSlug: HOME_NAV_SLUG, homepageSlug: 'homepage-anthroliving', sites: ['an-us', 'an-ca'] },
  { code: 'fpmovement', siteName: 'FP Movement', rootNavSlug: FPMOVEMENT_NAV_SLUG, homepageSlug: 'homepage-fpmovement', sites: ['fp-us', 'fp-uk', 'fp-fr'] },
] as const;

/** The storefront name shown as the logo, the same on every regional site of a brand. */
const BRAND_NAMES: Readonly<Record<string, string>> = { an: 'Vitrine', fp: 'Vitrine Studio' };

/**
 * The configuration of one site: its country first (DOMESTIC), the other countries of its pool
 * (REGIONAL, also shipped to), then the rest (INTERNATIONAL, billing only); its currency and
 * languages; the rules above; its enabled sub-brands; feature flags; its membership groups and
 * delivery-pass offer.
 */
export function siteConfiguration(site: SandboxSite): SiteConfigurationDto {
  const others = [...new Set(SITES.map((s) => s.country))].filter((c) => c !== site.country);
  const samePool = new Set(SITES.filter((s) => s.inventoryPool === site.inventoryPool).map((s) => s.country));
  const countries = [site.country, ...others].map((code) => {
    const groupType = code === site.country ? 'DOMESTIC' : samePool.has(code) ? 'REGIONAL' : 'INTERNATIONAL';
    const data = COUNTRIES[code]!;
    return { countryCode: code, groupType, isBilling: true, isShipping: groupType !== 'INTERNATIONAL', name: data.name, regions: [...data.regions] };
  });
  return {
    siteId: site.siteId,
    siteName: BRAND_NAMES[site.brand]!,
    brand: site.brand,
    rootNavSlug: ROOT_NAV_SLUG,
    countries,
    currencies: [site.currency],
    languages: [...site.languages],
    maxQuantity: SITE_RULES.maxQuantity,
    lowStockThreshold: SITE_RULES.lowStockThreshold,
    topRated: { ...SITE_RULES.topRated },
    subBrands: SUB_BRANDS.filter((b) => (b.sites as readonly string[]).includes(site.siteId)).map(({ code, siteName, rootNavSlug, homepageSlug }) => ({ code, siteName, rootNavSlug, homepageSlug })),
    features: {
      siteSelect: true,
      backInStock: ['US', 'GB', 'CA'].includes(site.country),
      wishlist: true,
      reviews: true,
      registry: site.country === 'US',
      storePickup: site.country === 'US',
      // Marketing and loyalty (decision 0204): SMS opt-in in the US and the UK, giveaways on an-us,
      // the email-capture modal on an-it (3rd page visit, decision 0094).
      smsOptIn: site.country === 'US' || site.country === 'GB',
      giveaways: site.siteId === 'an-us',
      emailCapture: site.siteId === 'an-it',
      // The internal switch of personalized notifications (shell-and-account.md §6; decision 0408).
      notifications: true,
    },
    payments: paymentMethodConfigs(site),
    // Membership groups and the delivery pass (decisions 0260, 0261).
    membershipGroups: membershipGroupsOf(site).map((g) => ({ ...g, postalCodes: [...g.postalCodes] })),
    deliveryPassMembership: deliveryPassOfferOf(site),
  };
}

/**
 * Applies the optional `projection` query parameter: a JSON array of top-level field names
 * (`["siteId","countries"]`) or a JSON object whose truthy keys are kept (`{"countries":1}`).
 * siteId is always kept. Used by the site and the brand country configurations. Returns undefined when the text is not such JSON (the caller answers 400).
 */
export function projectConfiguration<T extends { readonly siteId: string }>(config: T, projection: string | undefined): Partial<T> | undefined {
  if (projection === undefined || projection.trim() === '') return config;
  let parsed: unknown;
  try {
    parsed = JSON.parse(projection);
  } catch {
    return undefined;
  }
  let fields: string[];
  if (Array.isArray(parsed) && parsed.every((f) => typeof f === 'string')) fields = parsed;
  else if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) fields = Object.entries(parsed).filter(([, v]) => Boolean(v)).map(([k]) => k);
  else return undefined;
  const keep = new Set(['siteId', ...fields]);
  return Object.fromEntries(Object.entries(config).filter(([k]) => keep.has(k))) as Partial<T>;
}
