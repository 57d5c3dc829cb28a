import {
  domainError,
  err,
  ok,
  type Brand,
  type HelpPage,
  type PathRedirect,
  type ProductTile,
  type Result,
  type Seller,
  type SiteContext,
  type StorefrontPagesError,
  type StorefrontPagesGateway,
} from '@vitrine/core';
import type {
  BrandPageResponseDto,
  BrandsResponseDto,
  ContentEntriesResponseDto,
  RedirectSearchResponseDto,
  SellerPageResponseDto,
  SellersResponseDto,
} from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { isHttpError } from './http-error.js';
import { normalizeTile } from './normalizers/tile.normalizer.js';

/** 404 -> PAGES.NOT_FOUND with `message`; 400 -> PAGES.INVALID_REQUEST; anything else is rethrown. */
function pagesFailure(error: unknown, message: string): StorefrontPagesError {
  if (isHttpError(error) && error.kind === 'http') {
    if (error.status === 404) return domainError('PAGES.NOT_FOUND', message, { code: error.code });
    if (error.status === 400) return domainError('PAGES.INVALID_REQUEST', error.message, { code: error.code });
  }
  throw error;
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * StorefrontPagesGateway over HTTP (shopping.md §2, §7; decisions 0212-0214): GET
 * /catalog/v0/{siteId}/brands[/{slug}], GET …/sellers[/{slug}], GET /content/v1/{siteId}/entries
 * (content_type helpPage, slug; 'Contentful entry not found: {slug}' when missing, shopping.md §8)
 * and POST /catalog/v0/{siteId}/redirects/searches { requestPath }. Empty slugs or paths give
 * PAGES.INVALID_REQUEST without a call. Transport faults propagate as HttpError.
 */
export class KyStorefrontPagesGateway implements StorefrontPagesGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private get catalog(): string {
    return `/catalog/v0/${encodeURIComponent(this.site.siteId)}`;
  }

  async listBrands(): Promise<readonly Brand[]> {
    return (await this.http.get<BrandsResponseDto>(`${this.catalog}/brands`)).brands;
  }

  async getBrand(slug: string): Promise<Result<{ brand: Brand; tiles: readonly ProductTile[] }, StorefrontPagesError>> {
    if (blank(slug)) return err(domainError('PAGES.INVALID_REQUEST', 'Brand lookup needs a slug'));
    try {
      const body = await this.http.get<BrandPageResponseDto>(`${this.catalog}/brands/${encodeURIComponent(slug)}`);
      return ok({ brand: body.brand, tiles: body.records.map(normalizeTile) });
    } catch (error) {
      return err(pagesFailure(error, `No brand found for ${slug}`));
    }
  }

  async listSellers(): Promise<readonly Seller[]> {
    return (await this.http.get<SellersResponseDto>(`${this.catalog}/sellers`)).sellers;
  }

  async getSeller(slug: string): Promise<Result<{ seller: Seller; tiles: readonly ProductTile[] }, StorefrontPagesError>> {
    if (blank(slug)) return err(domainError('PAGES.INVALID_REQUEST', 'Seller lookup needs a slug'));
    try {
      const body = await this.http.get<SellerPageResponseDto>(`${this.catalog}/sellers/${encodeURIComponent(slug)}`);
      return ok({ seller: body.seller, tiles: body.records.map(normalizeTile) });
    } catch (error) {
      return err(pagesFailure(error, `No seller found for ${slug}`));
    }
  }

  async getHelpPage(slug: string): Promise<Result<HelpPage, StorefrontPagesError>> {
    const notFound = `Contentful entry not found: ${slug}`;
    if (blank(slug)) return err(domainError('PAGES.INVALID_REQUEST', 'Help page lookup needs a slug'));
    try {
      const body = await this.http.get<ContentEntriesResponseDto>(`/content/v1/${encodeURIComponent(this.site.siteId)}/entries`, { searchParams: { content_type: 'helpPage', slug } });
      const entry = body.items[0];
      return entry ? ok({ slug: entry.slug, title: entry.title, body: entry.body, language: entry.language }) : err(domainError('PAGES.NOT_FOUND', notFound));
    } catch (error) {
      return err(pagesFailure(error, notFound));
    }
  }

  async findRedirect(requestPath: string): Promise<Result<PathRedirect, StorefrontPagesError>> {
    if (blank(requestPath)) return err(domainError('PAGES.INVALID_REQUEST', 'Invalid parameters passed to getRedirect: requestPath'));
    try {
      const body = await this.http.post<RedirectSearchResponseDto>(`${this.catalog}/redirects/searches`, { json: { requestPath } });
      return ok({ requestPath: body.requestPath, redirectPath: body.redirectPath, statusCode: body.statusCode });
    } catch (error) {
      return err(pagesFailure(error, `No redirect for ${requestPath}`));
    }
  }
}
