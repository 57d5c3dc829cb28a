import { z } from 'zod';
import { TileDto } from './catalog.schema.js';

/**
 * JSON shapes of the brand, seller, help-page and redirect calls (shopping.md §2 "/brands",
 * "/sellers", §7 "Content" and POST …/redirects/searches, §8 "404 on a page"; decisions 0212-0214).
 */

export const BrandDto = z.object({ slug: z.string(), displayName: z.string(), description: z.string(), productCount: z.number().int() });
export type BrandDto = z.infer<typeof BrandDto>;

/** Response of GET /catalog/v0/{siteId}/brands. */
export const BrandsResponseDto = z.object({ brands: z.array(BrandDto) });
export type BrandsResponseDto = z.infer<typeof BrandsResponseDto>;

/** Response of GET /catalog/v0/{siteId}/brands/{slug}: the brand and its product tiles (the site's catalogue). */
export const BrandPageResponseDto = z.object({ brand: BrandDto, records: z.array(TileDto), totalRecords: z.number().int() });
export type BrandPageResponseDto = z.infer<typeof BrandPageResponseDto>;

/** A marketplace seller (sellerInfo.shopName). */
export const SellerDto = z.object({ slug: z.string(), shopName: z.string(), description: z.string(), productCount: z.number().int() });
export type SellerDto = z.infer<typeof SellerDto>;

/** Response of GET /catalog/v0/{siteId}/sellers. */
export const SellersResponseDto = z.object({ sellers: z.array(SellerDto) });
export type SellersResponseDto = z.infer<typeof SellersResponseDto>;

/** Response of GET /catalog/v0/{siteId}/sellers/{slug}: every tile is a marketplace item (isMarketPlace). */
export const SellerPageResponseDto = z.object({ seller: SellerDto, records: z.array(TileDto), totalRecords: z.number().int() });
export type SellerPageResponseDto = z.infer<typeof SellerPageResponseDto>;

/** Query of GET /content/v1/{siteId}/entries (shopping.md §7): content_type and slug; limit optional. */
export const ContentEntriesQueryDto = z.object({
  content_type: z.string({ error: 'content_type is required' }),
  slug: z.string().optional(),
  include: z.string().optional(),
  environment: z.string().optional(),
  limit: z.string().regex(/^\d+$/, { error: 'limit must be a whole number' }).optional(),
});
export type ContentEntriesQueryDto = z.infer<typeof ContentEntriesQueryDto>;

/** A content entry: a help page's title and markdown body in the request's language (fallback English). */
export const ContentEntryDto = z.object({ contentType: z.string(), slug: z.string(), language: z.string(), title: z.string(), body: z.string() });
export type ContentEntryDto = z.infer<typeof ContentEntryDto>;

/** Response of GET /content/v1/{siteId}/entries. */
export const ContentEntriesResponseDto = z.object({ items: z.array(ContentEntryDto), total: z.number().int() });
export type ContentEntriesResponseDto = z.infer<typeof ContentEntriesResponseDto>;

/** Body of POST /catalog/v0/{siteId}/redirects/searches (shopping.md §5: a string path). */
export const RedirectSearchRequestDto = z.object({ requestPath: z.string({ error: 'requestPath must be a string' }).min(1, { error: 'requestPath must be a string' }) });
export type RedirectSearchRequestDto = z.infer<typeof RedirectSearchRequestDto>;

/** Response of POST /catalog/v0/{siteId}/redirects/searches; 404 NOT_FOUND when the path has no redirect. */
export const RedirectSearchResponseDto = z.object({ requestPath: z.string(), redirectPath: z.string(), statusCode: z.number().int() });
export type RedirectSearchResponseDto = z.infer<typeof RedirectSearchResponseDto>;
