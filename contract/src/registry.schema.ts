import { z } from 'zod';
import { ImageDto } from './catalog.schema.js';

/**
 * JSON shapes of the gift registry API, /registry/v1/{siteId} (shopping.md §3 "Registry", §7
 * "Registry", §9; decision 0230). Field names are the spec's snake_case. Each export is a zod
 * schema and the type inferred from it under the same name (decision 0125).
 */

const nonBlank = z.string().refine((s) => s.trim().length > 0, { error: 'must not be blank' });

/** Address sources (shopping.md §3). */
export const RegistryAddressSourceDto = z.enum(['owner', 'co-owner', 'alternate']);
export type RegistryAddressSourceDto = z.infer<typeof RegistryAddressSourceDto>;

/** A registry address (shopping.md §3 "Registry address"). */
export const RegistryAddressDto = z.object({
  first_name: nonBlank,
  last_name: nonBlank,
  address1: nonBlank,
  address2: z.string().optional(),
  pobox: z.string().optional(),
  city: nonBlank,
  state: z.string(),
  zip_code: nonBlank,
  country: z.string().length(2),
  phone_number: z.string().optional(),
  source: RegistryAddressSourceDto,
});
export type RegistryAddressDto = z.infer<typeof RegistryAddressDto>;

/** An owner or co-owner. `web_profile_id` is the customer's profile id (ownership, shopping.md §4). */
export const RegistryOwnerDto = z.object({
  first_name: nonBlank,
  last_name: nonBlank,
  web_profile_id: z.string(),
  email: z.string(),
  primary: z.boolean(),
  address: RegistryAddressDto.nullable().optional(),
});
export type RegistryOwnerDto = z.infer<typeof RegistryOwnerDto>;

/** The event: `date` in epoch seconds. */
export const RegistryEventDto = z.object({
  name: nonBlank,
  type: nonBlank,
  description: z.string(),
  date: z.number().int(),
});
export type RegistryEventDto = z.infer<typeof RegistryEventDto>;

/** The product of an item, present with `extended_product_detail=true`. Prices in major units of `currency`. */
export const RegistryProductDetailDto = z.object({
  display_name: z.string(),
  slug: z.string(),
  color_name: z.string(),
  size_name: z.string(),
  image: ImageDto.nullable(),
  sale_price: z.number(),
  currency: z.string(),
  /** Units that can be bought now in the site's pool. */
  available_quantity: z.number(),
});
export type RegistryProductDetailDto = z.infer<typeof RegistryProductDetailDto>;

/** A registry item (shopping.md §3). */
export const RegistryItemDto = z.object({
  sku: z.string(),
  product_id: z.string(),
  requested_quantity: z.number().int(),
  purchased_quantity: z.number().int(),
  favorite: z.boolean(),
  channel: z.string(),
  product: RegistryProductDetailDto.optional(),
});
export type RegistryItemDto = z.infer<typeof RegistryItemDto>;

/** A registry as GET /registry/v1/{siteId}/{id} answers (and every write). */
export const RegistryDto = z.object({
  id: z.string(),
  /** Optimistic-lock version; every write increments it. */
  version: z.number().int(),
  active: z.boolean(),
  /** Human-readable number shown to shoppers. */
  hid: z.string(),
  owners: z.array(RegistryOwnerDto),
  accept_gift_cards: z.boolean(),
  event: RegistryEventDto,
  pre_event_shipping_address: RegistryAddressDto.nullable(),
  post_event_shipping_address: RegistryAddressDto.nullable(),
  brand: z.string(),
  channel: z.string(),
  items: z.array(RegistryItemDto),
  meta: z.object({ item_count: z.number(), requested_quantity: z.number(), purchased_quantity: z.number() }),
});
export type RegistryDto = z.infer<typeof RegistryDto>;

/** Body of POST /registry/v1/{siteId} (create). The first owner is the caller (its web_profile_id is the caller's). */
export const RegistryCreateRequestDto = z.object({
  owners: z.array(RegistryOwnerDto).min(1).max(2),
  accept_gift_cards: z.boolean(),
  event: RegistryEventDto,
  pre_event_shipping_address: RegistryAddressDto.nullable(),
  post_event_shipping_address: RegistryAddressDto.nullable(),
  brand: nonBlank,
  channel: z.literal('WEB_DESKTOP'),
});
export type RegistryCreateRequestDto = z.infer<typeof RegistryCreateRequestDto>;

/** Body of PUT /registry/v1/{siteId}/{id}: the whole registry (items aside) with the version it was read at. */
export const RegistryReplaceRequestDto = RegistryCreateRequestDto.extend({ version: z.number().int(), active: z.boolean() });
export type RegistryReplaceRequestDto = z.infer<typeof RegistryReplaceRequestDto>;

/** One JSON Patch operation (PATCH /registry/v1/{siteId}/{id} and …/items/{sku}). */
export const RegistryPatchOperationDto = z.object({
  op: z.enum(['test', 'replace', 'add']),
  path: z.string().startsWith('/'),
  value: z.unknown(),
});
export type RegistryPatchOperationDto = z.infer<typeof RegistryPatchOperationDto>;

/** Body of the PATCH calls: operations, a `test /version` among them. */
export const RegistryPatchRequestDto = z.array(RegistryPatchOperationDto).min(1);
export type RegistryPatchRequestDto = z.infer<typeof RegistryPatchRequestDto>;

/** One item of POST /registry/v1/{siteId}/{id}/items?upsert=true. */
export const RegistryItemInputDto = z.object({
  sku: nonBlank,
  product_id: nonBlank,
  requested_quantity: z.number().int().min(1),
  favorite: z.boolean().optional(),
  channel: z.literal('WEB_DESKTOP'),
});
export type RegistryItemInputDto = z.infer<typeof RegistryItemInputDto>;

/** Body of POST …/items?upsert=true. */
export const RegistryItemsRequestDto = z.object({ items: z.array(RegistryItemInputDto).min(1) });
export type RegistryItemsRequestDto = z.infer<typeof RegistryItemsRequestDto>;

/** Query of POST …/items. */
export const RegistryItemsQueryDto = z.object({ upsert: z.enum(['true', 'false']).optional() });
export type RegistryItemsQueryDto = z.infer<typeof RegistryItemsQueryDto>;

/** Query of DELETE …/items/{sku}: the registry version it was read at. */
export const RegistryItemDeleteQueryDto = z.object({ version: z.string().regex(/^\d+$/, { error: 'version must be a whole number' }) });
export type RegistryItemDeleteQueryDto = z.infer<typeof RegistryItemDeleteQueryDto>;

/** Query of GET /registry/v1/{siteId}/{id}. */
export const RegistryGetQueryDto = z.object({ extended_product_detail: z.enum(['true', 'false']).optional() });
export type RegistryGetQueryDto = z.infer<typeof RegistryGetQueryDto>;

/**
 * Query of GET /registry/v1/{siteId}/search (shopping.md §7): first_name and last_name with an
 * optional month (1-12) and year, `page` from 1 and `offset` 20 (the page size); or web_profile_id
 * (the caller's own registries) with a projection.
 */
export const RegistrySearchQueryDto = z.object({
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  month: z.string().regex(/^(0?[1-9]|1[0-2])$/, { error: 'month must be 1-12' }).optional(),
  year: z.string().regex(/^\d{4}$/, { error: 'year must have four digits' }).optional(),
  page: z.string().regex(/^[1-9]\d*$/, { error: 'page must be a whole number from 1' }).optional(),
  offset: z.string().regex(/^[1-9]\d*$/, { error: 'offset must be a whole number from 1' }).optional(),
  web_profile_id: z.string().optional(),
  projection: z.string().optional(),
});
export type RegistrySearchQueryDto = z.infer<typeof RegistrySearchQueryDto>;

/** A registry in search results: no addresses, no e-mails, no items. */
export const RegistrySummaryDto = z.object({
  id: z.string(),
  hid: z.string(),
  active: z.boolean(),
  event: RegistryEventDto,
  owners: z.array(z.object({ first_name: z.string(), last_name: z.string(), primary: z.boolean() })),
  brand: z.string(),
  meta: z.object({ item_count: z.number() }),
});
export type RegistrySummaryDto = z.infer<typeof RegistrySummaryDto>;

/** Response of GET …/search. */
export const RegistrySearchResponseDto = z.object({
  registries: z.array(RegistrySummaryDto),
  total: z.number(),
  page: z.number(),
  offset: z.number(),
});
export type RegistrySearchResponseDto = z.infer<typeof RegistrySearchResponseDto>;
