import {
  domainError,
  err,
  ok,
  type Brand,
  type HelpPage,
  type PathRedirect,
  type Product,
  type ProductTile,
  type Result,
  type Seller,
  type StorefrontPagesError,
  type StorefrontPagesGateway,
} from '@vitrine/core';
import { productTileOf } from './product-tile-of.js';

/** Lower-case ASCII slug of a name ('Stride & Co.' -> 'stride-co'). */
const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** What the fake's pages hold besides the catalogue. */
export interface InMemoryPagesData {
  /** Marketplace sellers with the productIds they sell. */
  readonly sellers?: readonly { readonly slug: string; readonly shopName: string; readonly description: string; readonly productIds: readonly string[] }[];
  readonly helpPages?: readonly HelpPage[];
  readonly redirects?: readonly PathRedirect[];
}

/** The sample help pages and redirects of the in-memory back end. */
export const SAMPLE_PAGES: Required<Omit<InMemoryPagesData, 'sellers'>> = {
  helpPages: [
    { slug: 'shipping', title: 'Shipping', language: 'en', body: 'Orders ship within **1–2 business days**.\n\n- Standard: 5–7 business days\n- Express: 2–3 business days' },
    { slug: 'returns', title: 'Returns and exchanges', language: 'en', body: 'Return unworn items within **30 days**.' },
  ],
  redirects: [
    { requestPath: '/shop/chaz-kangaroo-hoodie', redirectPath: '/shop/chaz-kangeroo-hoodie', statusCode: 301 },
    { requestPath: '/old-lookbook', redirectPath: '/older-lookbook', statusCode: 301 },
    { requestPath: '/older-lookbook', redirectPath: '/old-lookbook', statusCode: 301 },
  ],
};

/**
 * StorefrontPagesGateway in memory, answering as the sandbox does (decisions 0212-0214): brands
 * are the products' `brand` names (slugified), in first-appearance order; sellers, help pages and
 * redirects come from `data` (sample help pages and redirects by default, no sellers unless given).
 * Missing entries give PAGES.NOT_FOUND (help pages 'Contentful entry not found: {slug}'); empty
 * slugs or paths PAGES.INVALID_REQUEST.
 */
export class InMemoryStorefrontPages implements StorefrontPagesGateway {
  private readonly helpPages: readonly HelpPage[];
  private readonly redirects: readonly PathRedirect[];

  constructor(
    private readonly products: readonly Product[],
    private readonly data: InMemoryPagesData = {},
  ) {
    this.helpPages = data.helpPages ?? SAMPLE_PAGES.helpPages;
    this.redirects = data.redirects ?? SAMPLE_PAGES.redirects;
  }

  private brands(): { brand: Brand; products: Product[] }[] {
    const out = new Map<string, { brand: Brand; products: Product[] }>();
    for (const p of this.products) {
      const slug = slugOf(p.brand);
      const entry = out.get(slug) ?? { brand: { slug, displayName: p.brand, description: '', productCount: 0 }, products: [] };
      entry.products.push(p);
      out.set(slug, { brand: { ...entry.brand, productCount: entry.products.length }, products: entry.products });
    }
    return [...out.values()];
  }

  async listBrands(): Promise<readonly Brand[]> {
    return this.brands().map((b) => b.brand);
  }

  async getBrand(slug: string): Promise<Result<{ brand: Brand; tiles: readonly ProductTile[] }, StorefrontPagesError>> {
    if (typeof slug !== 'string' || slug.trim() === '') return err(domainError('PAGES.INVALID_REQUEST', 'Brand lookup needs a slug'));
    const found = this.brands().find((b) => b.brand.slug === slug);
    return found ? ok({ brand: found.brand, tiles: found.products.map(productTileOf) }) : err(domainError('PAGES.NOT_FOUND', `No brand found for ${slug}`, { code: 'BRAND_NOT_FOUND' }));
  }

  private sellers(): { seller: Seller; products: Product[] }[] {
    return (this.data.sellers ?? []).map((s) => {
      const products = this.products.filter((p) => s.productIds.includes(p.productId));
      return { seller: { slug: s.slug, shopName: s.shopName, description: s.description, productCount: products.length }, products };
    });
  }

  async listSellers(): Promise<readonly Seller[]> {
    return this.sellers().map((s) => s.seller);
  }

  async getSeller(slug: string): Promise<Result<{ seller: Seller; tiles: readonly ProductTile[] }, StorefrontPagesError>> {
    if (typeof slug !== 'string' || slug.trim() === '') return err(domainError('PAGES.INVALID_REQUEST', 'Seller lookup needs a slug'));
    const found = this.sellers().find((s) => s.seller.slug === slug);
    return found ? ok({ seller: found.seller, tiles: found.products.map(productTileOf) }) : err(domainError('PAGES.NOT_FOUND', `No seller found for ${slug}`, { code: 'SELLER_NOT_FOUND' }));
  }

  async getHelpPage(slug: string): Promise<Result<HelpPage, StorefrontPagesError>> {
    if (typeof slug !== 'string' || slug.trim() === '') return err(domainError('PAGES.INVALID_REQUEST', 'Help page lookup needs a slug'));
    const page = this.helpPages.find((h) => h.slug === slug);
    return page ? ok(page) : err(domainError('PAGES.NOT_FOUND', `Contentful entry not found: ${slug}`, { code: 'NOT_FOUND' }));
  }

  async findRedirect(requestPath: string): Promise<Result<PathRedirect, StorefrontPagesError>> {
    if (typeof requestPath !== 'string' || requestPath.trim() === '') return err(domainError('PAGES.INVALID_REQUEST', 'Invalid parameters passed to getRedirect: requestPath'));
    const bare = requestPath.length > 1 ? requestPath.replace(/\/+$/, '') : requestPath;
    const found = this.redirects.find((r) => r.requestPath === bare);
    return found ? ok({ ...found, requestPath }) : err(domainError('PAGES.NOT_FOUND', `No redirect for ${requestPath}`, { code: 'REDIRECT_NOT_FOUND' }));
  }
}
