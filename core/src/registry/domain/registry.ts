import { domainError, type DomainError } from '../../shared/domain-error.js';
import { isFiniteNumber, isNonEmptyString, isRecord } from '../../shared/guards.js';
import type { Money } from '../../shared/money.js';
import { err, ok, type Result } from '../../shared/result.js';

/**
 * The gift registry (shopping.md §3 "Registry", §4 "Registry", §5, §6, §8, §9; decision 0031).
 * Field names are camelCase here; the HTTP normalizer maps the API's snake_case.
 */

/** A registry address (shopping.md §3 "Registry address"; API snake_case). `source` is one of {@link REGISTRY_ADDRESS_SOURCES}. */
export interface RegistryAddress {
  readonly firstName: string;
  readonly lastName: string;
  readonly address1: string;
  readonly address2: string;
  readonly pobox: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly phoneNumber: string;
  readonly source: (typeof REGISTRY_ADDRESS_SOURCES)[number];
}

/** A registry owner or co-owner (API: first_name, last_name, web_profile_id, email, primary, address). */
export interface RegistryOwner {
  readonly firstName: string;
  readonly lastName: string;
  readonly webProfileId: string;
  readonly email: string;
  readonly primary: boolean;
  readonly address?: RegistryAddress | null;
}

/** What `extended_product_detail=true` adds to an item: the product as the site sells it (price in minor units). */
export interface RegistryProductDetail {
  readonly displayName: string;
  readonly slug: string;
  readonly colorName: string;
  readonly sizeName: string;
  readonly image: { readonly url: string; readonly width: number; readonly height: number; readonly alt: string } | null;
  readonly salePrice: Money;
  /** Units that can be bought now. */
  readonly availableQuantity: number;
}

/** A registry item (API: sku, product_id, requested_quantity, purchased_quantity, favorite, channel). */
export interface RegistryItem {
  readonly sku: string;
  readonly productId: string;
  /** Units the owners asked for. */
  readonly requestedQuantity: number;
  /** Units bought so far. */
  readonly purchasedQuantity: number;
  readonly favorite: boolean;
  /** Present when the registry was read with extended product detail. */
  readonly product?: RegistryProductDetail;
}

/** A registry (API: id, version, active, owners, accept_gift_cards, event, brand, channel, items). */
export interface Registry {
  readonly id: string;
  /** Optimistic-lock version; every PATCH tests it. */
  readonly version: number;
  readonly active: boolean;
  readonly owners: readonly RegistryOwner[];
  readonly acceptGiftCards: boolean;
  /** `date` in epoch seconds (as the API sends it). */
  readonly event: { readonly name: string; readonly type: string; readonly description: string; readonly date: number };
  readonly brand: string;
  readonly channel: string;
  readonly items: readonly RegistryItem[];
  /** Human-readable registry number. */
  readonly hid?: string;
  readonly preEventShippingAddress?: RegistryAddress | null;
  readonly postEventShippingAddress?: RegistryAddress | null;
}

/** What a create (POST) or edit (PUT, with the version read) sends: a registry without id, version and items. */
export type RegistryDraft = Pick<Registry, 'owners' | 'acceptGiftCards' | 'event' | 'brand' | 'preEventShippingAddress' | 'postEventShippingAddress'>;

/** A registry in search results (no addresses, e-mails or items). */
export interface RegistrySummary {
  readonly id: string;
  readonly hid: string;
  readonly active: boolean;
  readonly event: Registry['event'];
  readonly owners: readonly { readonly firstName: string; readonly lastName: string; readonly primary: boolean }[];
  readonly itemCount: number;
}

/** A registry search (shopping.md §7): names, optional month (1-12) and year, page from 1. */
export interface RegistrySearchQuery {
  readonly firstName: string;
  readonly lastName: string;
  readonly month?: number;
  readonly year?: number;
  readonly page?: number;
}

/** One page of search results, {@link REGISTRY_SEARCH_PAGE_SIZE} at most. */
export interface RegistrySearchPage {
  readonly registries: readonly RegistrySummary[];
  readonly total: number;
  readonly page: number;
}

/** Registry roles (shopping.md §6), also the analytics category of a registry add. */
export const REGISTRY_ROLES = { owner: 'REGISTRY-OWNER', shopper: 'REGISTRY-SHOPPER' } as const;
export type RegistryRole = (typeof REGISTRY_ROLES)[keyof typeof REGISTRY_ROLES];

/** Registry search page size (the `offset` step, shopping.md §9). */
export const REGISTRY_SEARCH_PAGE_SIZE = 20;
/** The registry channel sent on writes (shopping.md §9). */
export const REGISTRY_CHANNEL = 'WEB_DESKTOP';
/** Fulfilment values (shopping.md §3), verbatim. */
export const REGISTRY_FULFILLMENT = ['partially', 'fully', 'unfulfilled'] as const;
export type RegistryFulfillment = (typeof REGISTRY_FULFILLMENT)[number];
/** Registry address sources (shopping.md §3). */
export const REGISTRY_ADDRESS_SOURCES = ['owner', 'co-owner', 'alternate'] as const;

/** Ownership (shopping.md §4): the profileId matches an owner's web_profile_id. A null or empty profileId owns nothing. */
export function isRegistryOwner(registry: Pick<Registry, 'owners'>, profileId: string | null): boolean {
  return isNonEmptyString(profileId) && registry.owners.some((o) => o.webProfileId === profileId);
}

/** Adding to a registry sets the analytics category by owner versus shopper (shopping.md §4). */
export function registryAnalyticsCategory(isOwner: boolean): RegistryRole {
  return isOwner ? REGISTRY_ROLES.owner : REGISTRY_ROLES.shopper;
}

/** Units still wanted: requested minus purchased; a negative value is treated as 0 (shopping.md §3). */
export function remainingQuantity(item: Pick<RegistryItem, 'requestedQuantity' | 'purchasedQuantity'>): number {
  return Math.max(0, item.requestedQuantity - item.purchasedQuantity);
}

/**
 * An item's fulfilment (shopping.md §3): 'fully' when nothing remains, 'unfulfilled' when nothing
 * was purchased yet, else 'partially' (decision 0031).
 */
export function itemFulfillment(item: Pick<RegistryItem, 'requestedQuantity' | 'purchasedQuantity'>): RegistryFulfillment {
  if (remainingQuantity(item) === 0) return 'fully';
  return item.purchasedQuantity <= 0 ? 'unfulfilled' : 'partially';
}

/** Items with the given fulfilment, in order (the listing's filter). */
export function itemsByFulfillment<I extends RegistryItem>(items: readonly I[], fulfillment: RegistryFulfillment): I[] {
  return items.filter((i) => itemFulfillment(i) === fulfillment);
}

/** A JSON Patch operation as the registry API takes it. */
export type JsonPatchOperation =
  | { readonly op: 'test'; readonly path: string; readonly value: unknown }
  | { readonly op: 'replace'; readonly path: string; readonly value: unknown }
  | { readonly op: 'add'; readonly path: string; readonly value: unknown };

/** Deactivation (shopping.md §4): set active to false with a version test. */
export function deactivationPatch(registry: Pick<Registry, 'version'>): JsonPatchOperation[] {
  return [
    { op: 'test', path: '/version', value: registry.version },
    { op: 'replace', path: '/active', value: false },
  ];
}

/** An item's quantity patch (shopping.md §7 PATCH …/items/{sku}): test the version, replace both quantities. */
export function itemQuantityPatch(version: number, requestedQuantity: number, purchasedQuantity: number): JsonPatchOperation[] {
  return [
    { op: 'test', path: '/version', value: version },
    { op: 'replace', path: '/requested_quantity', value: requestedQuantity },
    { op: 'replace', path: '/purchased_quantity', value: purchasedQuantity },
  ];
}

/** An item's favourite flag patch (shopping.md §3 item `favorite`, §7 PATCH …/items/{sku}): test the version, replace the flag. */
export function itemFavoritePatch(version: number, favorite: boolean): JsonPatchOperation[] {
  return [
    { op: 'test', path: '/version', value: version },
    { op: 'replace', path: '/favorite', value: favorite },
  ];
}

export type RegistryErrorCode =
  | 'REGISTRY.INVALID_REQUEST'
  | 'REGISTRY.INVALID_STATE'
  | 'REGISTRY.NOT_FOUND'
  | 'REGISTRY.VERSION_CONFLICT'
  /** The caller is no owner of the registry (403). */
  | 'REGISTRY.NOT_OWNER'
  /** The registry was deactivated: it takes no items (409). */
  | 'REGISTRY.INACTIVE'
  /** The call needs a signed-in (or authorized) customer (403 SCOPE_REQUIRED, 401). */
  | 'REGISTRY.SIGN_IN_REQUIRED';
export type RegistryError = DomainError<RegistryErrorCode>;

/** The spec's text for a bad registry state (shopping.md §8), verbatim. */
export const INVALID_REGISTRY_STATE_MESSAGE = 'Invalid registry state set in store.';

/**
 * Checks a value before it is stored as the current registry: an object with a non-empty string
 * id, a numeric version, a boolean active, and owners and items arrays. Else REGISTRY.INVALID_STATE
 * with 'Invalid registry state set in store.'.
 */
export function validateRegistryState(value: unknown): Result<Registry, RegistryError> {
  const valid =
    isRecord(value) &&
    isNonEmptyString(value['id']) &&
    isFiniteNumber(value['version']) &&
    typeof value['active'] === 'boolean' &&
    Array.isArray(value['owners']) &&
    Array.isArray(value['items']);
  return valid ? ok(value as unknown as Registry) : err(domainError('REGISTRY.INVALID_STATE', INVALID_REGISTRY_STATE_MESSAGE));
}

const invalid = (operation: string, fields: string[]): Result<never, RegistryError> =>
  err(domainError('REGISTRY.INVALID_REQUEST', `Invalid parameters passed to ${operation}`, { fields }));

/** A registry add (shopping.md §5). */
export interface RegistryAddRequest {
  readonly registryId: string;
  readonly productId: string;
  readonly sku: string;
  /** Units, a number. */
  readonly quantity: number;
}

/**
 * Registry add needs non-empty ids and a numeric quantity (shopping.md §5; the "client" is the
 * gateway argument of the use case, required by its type). Returns the request, or
 * REGISTRY.INVALID_REQUEST 'Invalid parameters passed to addToRegistry' with `details.fields`.
 */
export function validateRegistryAdd(request: RegistryAddRequest): Result<RegistryAddRequest, RegistryError> {
  const fields: string[] = (['registryId', 'productId', 'sku'] as const).filter((f) => !isNonEmptyString(request[f]));
  if (!isFiniteNumber(request.quantity)) fields.push('quantity');
  return fields.length > 0 ? invalid('addToRegistry', fields) : ok(request);
}

/** A registry quantity update (shopping.md §5). */
export interface RegistryQuantityUpdate {
  readonly registryId: string;
  readonly sku: string;
  readonly version: number;
  readonly requestedQuantity: number;
  readonly purchasedQuantity: number;
}

/**
 * A registry quantity update needs all parameters (shopping.md §5): non-empty registryId and sku,
 * numeric version, requestedQuantity and purchasedQuantity. Else REGISTRY.INVALID_REQUEST
 * 'Invalid parameters passed to updateRegistryItemQuantity'.
 */
export function validateRegistryQuantityUpdate(request: RegistryQuantityUpdate): Result<RegistryQuantityUpdate, RegistryError> {
  const fields: string[] = (['registryId', 'sku'] as const).filter((f) => !isNonEmptyString(request[f]));
  for (const f of ['version', 'requestedQuantity', 'purchasedQuantity'] as const) if (!isFiniteNumber(request[f])) fields.push(f);
  return fields.length > 0 ? invalid('updateRegistryItemQuantity', fields) : ok(request);
}

/** An item update: swap the SKU (and set quantities). */
export interface RegistryItemUpdate {
  /** The registry as loaded (its version is tested). */
  readonly registry: Registry | null;
  /** The item's current SKU. */
  readonly itemSku: string;
  readonly newSku: string;
  readonly productId: string;
  readonly requestedQuantity: number;
  readonly purchasedQuantity: number;
}

/**
 * A sku swap needs registry, item sku and product_id (shopping.md §5), plus a new sku and numeric
 * quantities. Else REGISTRY.INVALID_REQUEST 'Invalid parameters passed to swapRegistryItemSku'.
 */
export function validateRegistrySkuSwap(request: RegistryItemUpdate): Result<RegistryItemUpdate & { registry: Registry }, RegistryError> {
  const fields: string[] = request.registry === null ? ['registry'] : [];
  for (const f of ['itemSku', 'newSku', 'productId'] as const) if (!isNonEmptyString(request[f])) fields.push(f);
  for (const f of ['requestedQuantity', 'purchasedQuantity'] as const) if (!isFiniteNumber(request[f])) fields.push(f);
  return fields.length > 0 ? invalid('swapRegistryItemSku', fields) : ok(request as RegistryItemUpdate & { registry: Registry });
}

/** Registry client paths (shell-and-account.md §2): links carry a registryId query value where an id applies. */
export function registryPath(page: 'account' | 'account/edit' | 'account/listing' | 'account/create' | 'listing' | 'search', registryId?: string): string {
  const base = `/registry/${page}`;
  return registryId ? `${base}?registryId=${encodeURIComponent(registryId)}` : base;
}
