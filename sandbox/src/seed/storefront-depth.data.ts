import type { SeedProduct } from './catalog-model.js';

/**
 * Seed data of the brand, seller, help and redirect pages (decisions 0212-0214). Luma names no
 * brand and no marketplace seller, so the seed assigns them by category, deterministically.
 */

export interface SeedBrand {
  readonly slug: string;
  readonly displayName: string;
  readonly description: string;
}

/** Brands in index order. Luma products get one by category ({@link brandSlugOf}); Spree goods keep theirs. */
export const SEED_BRANDS: readonly SeedBrand[] = [
  { slug: 'northpeak', displayName: 'Northpeak', description: 'Weather-ready jackets and shells for the trail and the commute.' },
  { slug: 'harbor-lane', displayName: 'Harbor Lane', description: 'Soft hoodies and sweatshirts for slow mornings and cool evenings.' },
  { slug: 'aria-athletic', displayName: 'Aria Athletic', description: 'Tees, tanks and bras that move with every rep and stretch.' },
  { slug: 'stride-and-co', displayName: 'Stride & Co.', description: 'Pants and shorts cut for running, training and everything between.' },
  { slug: 'trailform', displayName: 'Trailform', description: 'Bags, watches and fitness gear built for daily use.' },
  { slug: 'spree-home', displayName: 'Spree Home', description: 'Kitchen, air care and floor care appliances for the home.' },
];

/** The brand slug a product gets (decision 0212): by source, then by its main category. */
export function brandSlugOf(product: SeedProduct): string {
  if (product.source === 'spree') return 'spree-home';
  const main = product.categoryPaths[0] ?? [];
  if (main[0] === 'Gear') return 'trailform';
  if (main.at(-1) === 'Jackets') return 'northpeak';
  if (main.at(-1) === 'Hoodies & Sweatshirts') return 'harbor-lane';
  if (main[1] === 'Bottoms') return 'stride-and-co';
  return 'aria-athletic';
}

export interface SeedSeller {
  readonly slug: string;
  /** sellerInfo.shopName. */
  readonly shopName: string;
  readonly description: string;
  /** Gear category (second segment of the main path) whose products this seller sells on the marketplace. */
  readonly gearCategory: string;
}

/** Marketplace sellers: Luma's bags and fitness equipment are sold by them (isMarketPlace, decision 0212). */
export const SEED_SELLERS: readonly SeedSeller[] = [
  { slug: 'trailhead-outfitters', shopName: 'Trailhead Outfitters', description: 'An independent outfitter for packs, duffles and travel bags.', gearCategory: 'Bags' },
  { slug: 'studio-loft-fitness', shopName: 'Studio Loft Fitness', description: 'A small studio shop for mats, balls, bands and weights.', gearCategory: 'Fitness Equipment' },
];

/** The seller of a product, or null when the retailer sells it itself. */
export function sellerSlugOf(product: SeedProduct): string | null {
  const main = product.categoryPaths[0] ?? [];
  if (product.source !== 'luma' || main[0] !== 'Gear') return null;
  return SEED_SELLERS.find((s) => s.gearCategory === main[1])?.slug ?? null;
}

export interface SeedHelpPage {
  readonly slug: string;
  readonly language: string;
  readonly title: string;
  /** Markdown. */
  readonly body: string;
}

/** Help pages (content type 'helpPage'); 'en' is the fallback of every language. */
export const SEED_HELP_PAGES: readonly SeedHelpPage[] = [
  {
    slug: 'shipping',
    language: 'en',
    title: 'Shipping',
    body: `Orders ship from our distribution centres within **1–2 business days**.

## Delivery options

| Method | Arrives |
|---|---|
| Standard | 5–7 business days |
| Express | 2–3 business days |
| Next day | the next business day, ordered before 1 pm |

Alaska, Hawaii and international addresses take longer. See [returns](/help/returns) if something is not right.`,
  },
  {
    slug: 'returns',
    language: 'en',
    title: 'Returns and exchanges',
    body: `You can return unworn items within **30 days** of delivery.

1. Sign in and open your order.
2. Choose the items and a reason.
3. Print the label and drop the parcel off.

Final-sale items cannot be returned. Marketplace items go back to their seller.`,
  },
  {
    slug: 'reviews',
    language: 'en',
    title: 'Review guidelines',
    body: `Reviews help other shoppers. Every review is **checked before it is published**, usually within two business days.

- Write about the product: fit, feel, quality.
- Leave out personal details, links and prices.
- Reviews are limited to 500 characters.`,
  },
  {
    slug: 'shipping',
    language: 'de',
    title: 'Versand',
    body: `Bestellungen verlassen unser Lager innerhalb von **1–2 Werktagen**.

- Standard: 5–7 Werktage
- Express: 2–3 Werktage

Mehr zu [Rücksendungen](/help/returns).`,
  },
  {
    slug: 'shipping',
    language: 'fr',
    title: 'Livraison',
    body: `Les commandes partent de nos entrepôts sous **1 à 2 jours ouvrés**.

- Standard : 5 à 7 jours ouvrés
- Express : 2 à 3 jours ouvrés

En savoir plus sur les [retours](/help/returns).`,
  },
];

export interface SeedRedirect {
  readonly requestPath: string;
  readonly redirectPath: string;
  readonly statusCode: 301 | 302;
}

/** Stale paths of the old storefront and where they moved (decision 0214). */
export const SEED_REDIRECTS: readonly SeedRedirect[] = [
  { requestPath: '/shop/chaz-kangaroo-hoodie', redirectPath: '/shop/chaz-kangeroo-hoodie', statusCode: 301 },
  { requestPath: '/womens-jackets', redirectPath: '/women-tops-jackets', statusCode: 301 },
  { requestPath: '/sale', redirectPath: '/promotions', statusCode: 301 },
  { requestPath: '/help/shipping-policy', redirectPath: '/help/shipping', statusCode: 301 },
  { requestPath: '/brands/luma', redirectPath: '/brands', statusCode: 302 },
  // A loop the client must stop (shopping.md §8 "a redirect loop is an error").
  { requestPath: '/old-lookbook', redirectPath: '/older-lookbook', statusCode: 301 },
  { requestPath: '/older-lookbook', redirectPath: '/old-lookbook', statusCode: 301 },
];
