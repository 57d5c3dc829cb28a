import type { Money } from '../../shared/money.js';

/**
 * The catalogue's domain model (shopping.md §3 "Product", "SKU", "Product tile"), as the core
 * rules see it: money in minor units, statuses as unions, no transport details.
 */

/** shopping.md §3 availableStatus values, plus 'available'. */
export type AvailableStatus = 'available' | 'backordered' | 'discontinued' | 'unavailable';

/** shopping.md §3 "Availability codes". */
export const AVAILABILITY_CODE = {
  available: 1000,
  backordered: 1003,
  discontinued: 1005,
  unavailable: 1111,
} as const;
export type AvailabilityCode = (typeof AVAILABILITY_CODE)[keyof typeof AVAILABILITY_CODE];

/** Markdown state of a price range (decision 0004): no SKU on sale, some, or all. */
export type MarkdownState = 'none' | 'partial' | 'full';

/** An image of a colour or product: service path, intrinsic size (px) and alt text. */
export interface ProductImage {
  /** Image-service path without width; the UI builds srcset from it. */
  readonly url: string;
  /** Intrinsic size of the source in px, for aspect ratio. */
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** A SKU (shopping.md §3 "SKU"): one colour × fit × size, its stock (units) and prices (minor units). */
export interface Sku {
  readonly skuId: string;
  readonly colorId: string;
  readonly sizeId: string;
  /** Size display name. */
  readonly size: string;
  /** Colour display name. */
  readonly color: string;
  /** Fit (secondary slice) code, null when the product has no fits. */
  readonly fitId: string | null;
  /** Units on hand, >= 0. */
  readonly stockLevel: number;
  /** Units that may be sold on backorder, >= 0. */
  readonly backorder: number;
  readonly pools: readonly string[];
  readonly availableStatus: AvailableStatus;
  readonly isDropShip: boolean;
  readonly isFlatRate: boolean;
  readonly shipRestriction: string | null;
  readonly logisticClass: string | null;
  readonly returnRestockFeeCode: string | null;
  readonly collectionPointEligible: boolean;
  readonly backInStockNotificationEligible: boolean;
  readonly listPrice: Money;
  readonly salePrice: Money;
}

/** A colour of the primary slice. */
export interface ColorOption {
  readonly code: string;
  readonly displayName: string;
  readonly swatchUrl: string | null;
  readonly images: readonly ProductImage[];
  readonly videos: readonly string[];
  /** skuIds in this colour. */
  readonly includedSkus: readonly string[];
}

/** A fit (size type) of the secondary slice, e.g. Regular, Petite, Tall. */
export interface FitOption {
  readonly code: string;
  readonly displayName: string;
  /** sizeIds offered in this fit. */
  readonly includedSizes: readonly string[];
  readonly includedSkus: readonly string[];
}

/** A product's list and sale price range (shopping.md §3 skuInfo), minor units. */
export interface PriceRange {
  readonly listLow: Money;
  readonly listHigh: Money;
  readonly saleLow: Money;
  readonly saleHigh: Money;
  readonly hasMarkdown: boolean;
  readonly markdownState: MarkdownState;
}

/** A badge (shopping.md §3 "Badges"): type, expiry (epoch ms) and merchandising order (lower first). */
export interface Badge {
  /** One of the types in shopping.md §3 "Badges" ('NEW', 'TOP_RATED', ...). */
  readonly type: string;
  /** Epoch ms after which the badge no longer shows; null = never expires. */
  readonly expiresAt: number | null;
  readonly merchandisingOrder: number;
  readonly text?: string;
}

export type ProductKind = 'regular' | 'mto' | 'hybrid' | 'bundle';

/** A category a product belongs to (parentCategory). */
export interface CategoryRef {
  readonly slug: string;
  readonly displayName: string;
}

/** A product as the PDP and the selection rules see it (shopping.md §3 "Product"). */
export interface Product {
  readonly productId: string;
  readonly displayName: string;
  readonly styleNumber: string;
  readonly productSlug: string;
  readonly brand: string;
  readonly subBrand: string | null;
  /** Source HTML; the UI sanitises it before rendering. */
  readonly description: string;
  readonly kind: ProductKind;
  readonly defaultColorCode: string | null;
  readonly defaultSizeType: string | null;
  readonly preorderFlag: boolean;
  readonly removeForLegalReasons: boolean;
  readonly displaySoldOut: boolean;
  readonly webExclusive: boolean;
  readonly isGiftCard: boolean;
  /** An e-gift card, emailed to a recipient on a delivery date (shopping.md §3 isEgiftCard). */
  readonly isEgiftCard: boolean;
  readonly badges: readonly Badge[];
  readonly promotionLabels: readonly string[];
  readonly highlights: readonly string[];
  readonly parentCategory: CategoryRef | null;
  readonly sizeAndFit: string | null;
  readonly dimensions: string | null;
  /** Primary slice (colours). */
  readonly colors: readonly ColorOption[];
  /** Secondary slice (fits); empty when the product has none. */
  readonly fits: readonly FitOption[];
  readonly skus: readonly Sku[];
  readonly price: PriceRange;
  readonly reviews: { readonly count: number; readonly averageRating: number };
  readonly faceOutColorCode: string | null;
  /**
   * ISO 639-1 language of displayName and description when it may differ from the site's (a text
   * with no translation is served in its source language; decision 0255); absent = the site's.
   */
  readonly textLanguage?: string;
}

/** A listing card (shopping.md §3 "Product tile"). */
export interface ProductTile {
  readonly productId: string;
  readonly productSlug: string;
  readonly displayName: string;
  readonly brand: string;
  readonly styleNumber: string;
  readonly productColor: string | null;
  /** Client path of the PDP, e.g. '/shop/chaz-kangeroo-hoodie?color=BLACK'. */
  readonly pdpURL: string;
  readonly image: ProductImage | null;
  readonly hoverImage: ProductImage | null;
  readonly price: PriceRange;
  readonly isMTO: boolean;
  readonly isBundle: boolean;
  readonly displaySoldOut: boolean;
  readonly canHeart: boolean;
  readonly canQuickshop: boolean;
  readonly promotionLabels: readonly string[];
  readonly badges: readonly Badge[];
  readonly swatches: readonly { readonly code: string; readonly displayName: string; readonly swatchUrl: string | null }[];
  readonly reviews: { readonly count: number; readonly averageRating: number };
  /** ISO 639-1 language of displayName when it may differ from the site's (decision 0255); absent = the site's. */
  readonly textLanguage?: string;
}

/** One page of a category listing. `page` is 1-based. */
export interface TilePage {
  readonly category: CategoryRef;
  readonly tiles: readonly ProductTile[];
  readonly page: number;
  readonly pageSize: number;
  readonly totalRecords: number;
}

/** Navigation item types (shell-and-account.md §2 "Navigation links"). */
export type NavItemType =
  | 'category'
  | 'brand'
  | 'content'
  | 'external'
  | 'heading'
  | 'default'
  | 'smart'
  | 'gateway'
  | 'non-product'
  | 'no-nav';

/** A navigation item (shopping.md §3 "Navigation item"); `children` are its navigationItems. */
export interface NavItem {
  readonly slug: string;
  readonly type: NavItemType;
  readonly nestLevel: number;
  readonly itemId: string;
  readonly categoryId: string | null;
  readonly displayName: string;
  readonly ancestorSlugs: readonly string[];
  /** Raw url from the API: a string for external items; anything else is logged by the link builder. */
  readonly url: unknown;
  readonly target: string | null;
  readonly tertiaryDisplay: number | null;
  readonly children: readonly NavItem[];
}

/** A navigation lookup result: the tree below the slug and its breadcrumbs (root first). */
export interface NavTree {
  readonly items: readonly NavItem[];
  readonly breadcrumbs: readonly NavItem[];
}
