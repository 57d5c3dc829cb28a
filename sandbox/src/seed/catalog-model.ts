import type { BadgeDto } from '@vitrine/contract';
import type { Currency, InventoryPool } from '../sites/sites.js';

/**
 * The in-memory catalogue the importers build and the seed writer stores. Prices are integer minor
 * units; image sizes px. Everything here is derived deterministically from the sample data.
 */

export interface SeedImage {
  /** Image-service path without width, e.g. '/api/images/luma/m/h/mh01-black_main.jpg'. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

export interface SeedColor {
  /** 'BLACK', 'MATTE_BLACK'. */
  readonly code: string;
  readonly displayName: string;
  /** Always null: the sample data has no swatch imagery; the UI draws colour chips (decision 0056). */
  readonly swatchUrl: string | null;
  readonly images: SeedImage[];
}

export interface SeedFit {
  /** 'REGULAR' | 'PETITE' | 'TALL'. */
  readonly code: string;
  readonly displayName: string;
}

export interface SeedPrice {
  /** Minor units. */
  list: number;
  /** Minor units, <= list. */
  sale: number;
}

export interface SeedStock {
  stock: number;
  backorder: number;
}

export interface SeedSku {
  readonly skuId: string;
  readonly colorCode: string;
  readonly sizeId: string;
  readonly sizeName: string;
  fitCode: string | null;
  availableStatus: 'available' | 'backordered' | 'discontinued' | 'unavailable';
  isDropShip: boolean;
  isFlatRate: boolean;
  logisticClass: string | null;
  backInStockEligible: boolean;
  /** Prices given by the source, before derivation: always USD, sometimes EUR. */
  sourcePrices: Partial<Record<Currency, SeedPrice>>;
  /** Final prices in every currency (set by the pricing step). */
  prices: Partial<Record<Currency, SeedPrice>>;
  /** Units per pool (set by the merchandising step, or by the source). */
  inventory: Partial<Record<InventoryPool, SeedStock>>;
}

export interface SeedTranslation {
  readonly language: string;
  readonly displayName: string;
  readonly description: string;
}

export type SeedSource = 'luma' | 'spree';

export interface SeedProduct {
  readonly productId: string;
  slug: string;
  readonly styleNumber: string;
  readonly source: SeedSource;
  readonly brand: string;
  subBrand: string | null;
  readonly displayName: string;
  readonly description: string;
  readonly productType: 'REGULAR';
  defaultColorCode: string | null;
  defaultSizeType: string | null;
  readonly merchandiseClass: string | null;
  readonly attributionProductType: string | null;
  preorderFlag: boolean;
  displaySoldOut: boolean;
  webExclusive: boolean;
  readonly highlights: string[];
  promotionLabels: string[];
  badges: BadgeDto[];
  /** Category paths as display names, most specific first: [['Women','Tops','Jackets'], ['Collections','Eco Friendly']]. */
  readonly categoryPaths: string[][];
  sizeAndFit: string | null;
  readonly dimensions: string | null;
  colors: SeedColor[];
  fits: SeedFit[];
  skus: SeedSku[];
  readonly translations: SeedTranslation[];
  /** Source hints the merchandising rules read. */
  readonly traits: {
    /** Luma `sale=Yes`. */
    readonly onSale: boolean;
    /** In a Luma "… Sale" promotion category. */
    readonly inSaleCategory: boolean;
    /** Luma `new=Yes` / gear `new=1`. */
    readonly isNew: boolean;
    /** Luma `erin_recommends=Yes`. */
    readonly recommended: boolean;
    /** Gear special price in USD minor units when below the list price. */
    readonly specialPrice: number | null;
  };
}

export interface SeedReview {
  readonly productId: string;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly reviewer: string;
}

export interface SeedCategory {
  readonly categoryId: string;
  readonly slug: string;
  readonly itemId: string;
  readonly parentId: string | null;
  readonly displayName: string;
  readonly typeCode: string;
  readonly nestLevel: number;
  readonly position: number;
  readonly brands: readonly string[];
}

/** What the importers produce together. */
export interface SeedCatalog {
  /** 'sample-data' (the full shared CSVs) or 'sample-subset' (the committed subset, decision 0120). */
  readonly origin: 'sample-data' | 'sample-subset';
  readonly products: SeedProduct[];
  readonly reviews: SeedReview[];
  /** Reviews whose SKU matched no product (skipped). */
  readonly unmatchedReviews: number;
}

/** Empty trait set for sources without Luma attributes. */
export const NO_TRAITS: SeedProduct['traits'] = { onSale: false, inSaleCategory: false, isNew: false, recommended: false, specialPrice: null };
