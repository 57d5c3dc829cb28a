import type { DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { ProductTile } from '../domain/product.js';

/** A brand of the brand index (shopping.md §2 "/brands"). */
export interface Brand {
  readonly slug: string;
  readonly displayName: string;
  readonly description: string;
  /** Products of the brand on the site. */
  readonly productCount: number;
}

/** A marketplace seller (sellerInfo.shopName; shopping.md §2 "/sellers"). */
export interface Seller {
  readonly slug: string;
  readonly shopName: string;
  readonly description: string;
  readonly productCount: number;
}

/** A help page from a content entry: the title and its markdown body (rendered by the UI). */
export interface HelpPage {
  readonly slug: string;
  readonly title: string;
  /** Markdown. */
  readonly body: string;
  /** The language of the entry found (the site's, else English). */
  readonly language: string;
}

/** Where a stale path moved (POST /catalog/v0/{siteId}/redirects/searches): redirectPath and statusCode. */
export interface PathRedirect {
  readonly requestPath: string;
  readonly redirectPath: string;
  /** 301 or 302. */
  readonly statusCode: number;
}

/**
 * PAGES.NOT_FOUND for an unknown brand, seller or help page ('Contentful entry not found: {slug}',
 * shopping.md §8) and for a path without a redirect; PAGES.INVALID_REQUEST for an empty slug or path
 * (shopping.md §5 "Redirect lookup needs a string path").
 */
export type StorefrontPagesError = DomainError<'PAGES.NOT_FOUND' | 'PAGES.INVALID_REQUEST'>;

/**
 * Port: the brand and seller pages, help pages and the redirect lookup of a page 404 (shopping.md
 * §2, §7 "Content", §8 "404 on a page"; decisions 0212-0214). Throws on transport faults.
 */
export interface StorefrontPagesGateway {
  /** Every brand with products on the site, in index order. */
  listBrands(): Promise<readonly Brand[]>;
  /** A brand and the tiles of its products (the site's currency and pool). */
  getBrand(slug: string): Promise<Result<{ readonly brand: Brand; readonly tiles: readonly ProductTile[] }, StorefrontPagesError>>;
  /** Every marketplace seller with products on the site. */
  listSellers(): Promise<readonly Seller[]>;
  /** A seller and the tiles of its marketplace items. */
  getSeller(slug: string): Promise<Result<{ readonly seller: Seller; readonly tiles: readonly ProductTile[] }, StorefrontPagesError>>;
  /** The help page of a slug in the site's language (English as the fallback). */
  getHelpPage(slug: string): Promise<Result<HelpPage, StorefrontPagesError>>;
  /** The redirect of a site-relative path ('/old-path'); PAGES.NOT_FOUND when it has none. */
  findRedirect(requestPath: string): Promise<Result<PathRedirect, StorefrontPagesError>>;
}
export const StorefrontPagesGateway = token<StorefrontPagesGateway>('StorefrontPagesGateway');
