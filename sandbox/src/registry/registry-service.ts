import crypto from 'node:crypto';
import type {
  RegistryAddressDto,
  RegistryCreateRequestDto,
  RegistryDto,
  RegistryItemDto,
  RegistryItemInputDto,
  RegistryOwnerDto,
  RegistryPatchOperationDto,
  RegistryReplaceRequestDto,
  RegistrySearchResponseDto,
  RegistrySummaryDto,
} from '@vitrine/contract';
import { ApiError, invalidRequest } from '../api/api-error.js';
import { sellableUnits } from '../catalog/inventory-rules.js';
import { toMajor } from '../catalog/price-summary.js';
import type { RequestContext } from '../catalog/request-context.js';
import type { Db } from '../db/db.js';

/**
 * The gift registry store behind /registry/v1/{siteId} (shopping.md §3 "Registry", §4, §7, §9;
 * decision 0230). Every write tests the caller's ownership (an owner's web_profile_id is the
 * caller's profile id) and increments `version`; a write that names a version (PUT body, PATCH
 * `test /version`, DELETE `?version=`) is refused with 409 VERSION_CONFLICT when it is stale.
 */

interface RegistryRow {
  registry_id: string;
  hid: string;
  site_id: string;
  version: number;
  active: boolean;
  owners: RegistryOwnerDto[];
  accept_gift_cards: boolean;
  event: RegistryDto['event'];
  pre_event_shipping_address: RegistryAddressDto | null;
  post_event_shipping_address: RegistryAddressDto | null;
  brand: string;
  channel: string;
}

interface ItemRow {
  sku_id: string;
  product_id: string;
  requested_quantity: number;
  purchased_quantity: number;
  favorite: boolean;
  channel: string;
}

interface DetailRow extends ItemRow {
  display_name: string;
  slug: string;
  color_name: string;
  size_name: string;
  images: { url: string; width: number; height: number; alt: string }[];
  sale_minor: number | null;
  available_status: string;
  is_drop_ship: boolean;
  stock_level: number;
  backorder: number;
}

/** Search page size (shopping.md §9: offset 20). */
export const REGISTRY_PAGE_SIZE = 20;

const notFound = (registryId: string) => new ApiError(404, 'REGISTRY_NOT_FOUND', `No registry ${registryId}`, { registryId });
const conflict = (registryId: string, current: number, sent: unknown) =>
  new ApiError(409, 'VERSION_CONFLICT', `Registry ${registryId} changed since it was read (version ${String(sent)}, now ${current}): reload it`, { registryId, currentVersion: current });

async function rowOf(db: Db, siteId: string, registryId: string, lock = false): Promise<RegistryRow> {
  const [row] = await db.query<RegistryRow>(`select * from registry where registry_id = $1 and site_id = $2${lock ? ' for update' : ''}`, [registryId, siteId]);
  if (!row) throw notFound(registryId);
  return row;
}

const isOwner = (row: RegistryRow, profileId: string) => row.owners.some((o) => o.web_profile_id === profileId);

function assertOwner(row: RegistryRow, profileId: string): void {
  if (!isOwner(row, profileId)) throw new ApiError(403, 'NOT_REGISTRY_OWNER', 'Only an owner of the registry may change it', { registryId: row.registry_id });
}

async function itemsOf(db: Db, registryId: string, ctx: RequestContext, extended: boolean): Promise<RegistryItemDto[]> {
  if (!extended) {
    const rows = await db.query<ItemRow>('select * from registry_item where registry_id = $1 order by position', [registryId]);
    return rows.map((r) => ({ sku: r.sku_id, product_id: r.product_id, requested_quantity: r.requested_quantity, purchased_quantity: r.purchased_quantity, favorite: r.favorite, channel: r.channel }));
  }
  const rows = await db.query<DetailRow>(
    `select ri.*, coalesce(t.display_name, p.display_name) as display_name, p.slug, pc.display_name as color_name, pc.images, s.size_name,
            pr.sale_minor, s.available_status, s.is_drop_ship, coalesce(i.stock_level, 0) as stock_level, coalesce(i.backorder, 0) as backorder
       from registry_item ri
       join product p on p.product_id = ri.product_id
       join sku s on s.sku_id = ri.sku_id
       join product_color pc on pc.product_id = s.product_id and pc.color_code = s.color_code
       left join sku_price pr on pr.sku_id = s.sku_id and pr.currency = $2
       left join sku_inventory i on i.sku_id = s.sku_id and i.pool_id = $3
       left join product_translation t on t.product_id = p.product_id and t.language = $4
      where ri.registry_id = $1 order by ri.position`,
    [registryId, ctx.currency, ctx.pool, ctx.language],
  );
  return rows.map((r) => {
    const image = r.images[0];
    return {
      sku: r.sku_id,
      product_id: r.product_id,
      requested_quantity: r.requested_quantity,
      purchased_quantity: r.purchased_quantity,
      favorite: r.favorite,
      channel: r.channel,
      product: {
        display_name: r.display_name,
        slug: r.slug,
        color_name: r.color_name,
        size_name: r.size_name,
        image: image ? { url: image.url, width: image.width, height: image.height, alt: image.alt } : null,
        sale_price: toMajor(r.sale_minor ?? 0),
        currency: ctx.currency,
        available_quantity: r.sale_minor === null ? 0 : sellableUnits({ availableStatus: r.available_status, stockLevel: r.stock_level, backorder: r.backorder, isDropShip: r.is_drop_ship }),
      },
    };
  });
}

async function registryDto(db: Db, row: RegistryRow, ctx: RequestContext, extended: boolean): Promise<RegistryDto> {
  const items = await itemsOf(db, row.registry_id, ctx, extended);
  return {
    id: row.registry_id,
    version: row.version,
    active: row.active,
    hid: row.hid,
    owners: row.owners,
    accept_gift_cards: row.accept_gift_cards,
    event: row.event,
    pre_event_shipping_address: row.pre_event_shipping_address,
    post_event_shipping_address: row.post_event_shipping_address,
    brand: row.brand,
    channel: row.channel,
    items,
    meta: {
      item_count: items.length,
      requested_quantity: items.reduce((n, i) => n + i.requested_quantity, 0),
      purchased_quantity: items.reduce((n, i) => n + i.purchased_quantity, 0),
    },
  };
}

function summaryDto(row: RegistryRow & { item_count: number }): RegistrySummaryDto {
  return {
    id: row.registry_id,
    hid: row.hid,
    active: row.active,
    event: row.event,
    owners: row.owners.map((o) => ({ first_name: o.first_name, last_name: o.last_name, primary: o.primary })),
    brand: row.brand,
    meta: { item_count: Number(row.item_count) },
  };
}

async function touch(db: Db, row: RegistryRow, now: number): Promise<void> {
  await db.query('update registry set version = version + 1, updated_at = $2 where registry_id = $1', [row.registry_id, new Date(now)]);
}

/** GET …/{id}: the registry (with product detail when `extended`); 404 REGISTRY_NOT_FOUND. Open to anyone (shoppers). */
export async function getRegistry(db: Db, ctx: RequestContext, registryId: string, extended: boolean): Promise<RegistryDto> {
  return registryDto(db, await rowOf(db, ctx.site.siteId, registryId), ctx, extended);
}

/**
 * GET …/search by names (case-insensitive, any owner), optional month and year of the event (UTC):
 * active registries, event date first, `offset` (20) a page. 400 INVALID_REQUEST without both names.
 */
export async function searchRegistries(
  db: Db,
  ctx: RequestContext,
  query: { firstName?: string; lastName?: string; month?: number; year?: number; page: number; offset: number },
): Promise<RegistrySearchResponseDto> {
  const first = query.firstName?.trim() ?? '';
  const last = query.lastName?.trim() ?? '';
  const missing = [first ? null : 'first_name', last ? null : 'last_name'].filter((f): f is string => f !== null);
  if (missing.length > 0) throw invalidRequest(`Registry search needs ${missing.join(' and ')}`, { fields: missing });
  const where = `r.site_id = $1 and r.active
    and exists (select 1 from jsonb_array_elements(r.owners) o where lower(o->>'first_name') = lower($2) and lower(o->>'last_name') = lower($3))
    and ($4::int is null or extract(month from to_timestamp((r.event->>'date')::bigint) at time zone 'UTC') = $4)
    and ($5::int is null or extract(year from to_timestamp((r.event->>'date')::bigint) at time zone 'UTC') = $5)`;
  const params = [ctx.site.siteId, first, last, query.month ?? null, query.year ?? null];
  const [{ total }] = (await db.query<{ total: number }>(`select count(*)::int as total from registry r where ${where}`, params)) as [{ total: number }];
  const rows = await db.query<RegistryRow & { item_count: number }>(
    `select r.*, (select count(*)::int from registry_item ri where ri.registry_id = r.registry_id) as item_count
       from registry r where ${where} order by (r.event->>'date')::bigint, r.hid limit $6 offset $7`,
    [...params, query.offset, (query.page - 1) * query.offset],
  );
  return { registries: rows.map(summaryDto), total, page: query.page, offset: query.offset };
}

/** GET …/search?web_profile_id=: the caller's own registries, active or not, newest first. 403 when the id is not the caller's. */
export async function registriesOf(db: Db, ctx: RequestContext, webProfileId: string, callerProfileId: string): Promise<RegistrySearchResponseDto> {
  if (webProfileId !== callerProfileId) throw new ApiError(403, 'NOT_REGISTRY_OWNER', 'web_profile_id must be the signed-in customer’s');
  const rows = await db.query<RegistryRow & { item_count: number }>(
    `select r.*, (select count(*)::int from registry_item ri where ri.registry_id = r.registry_id) as item_count
       from registry r where r.site_id = $1 and exists (select 1 from jsonb_array_elements(r.owners) o where o->>'web_profile_id' = $2)
      order by r.created_at desc, r.hid desc`,
    [ctx.site.siteId, webProfileId],
  );
  return { registries: rows.map(summaryDto), total: rows.length, page: 1, offset: Math.max(rows.length, 1) };
}

/** The owners as stored: the caller is the primary owner; a co-owner keeps the id sent (empty when unknown). */
function ownersOf(owners: readonly RegistryOwnerDto[], callerProfileId: string): RegistryOwnerDto[] {
  return owners.map((o, index) => (index === 0 ? { ...o, web_profile_id: callerProfileId, primary: true } : { ...o, primary: false }));
}

/** POST /registry/v1/{siteId}: a new registry owned by the caller (first owner), version 1. */
export function createRegistry(db: Db, ctx: RequestContext, body: RegistryCreateRequestDto, callerProfileId: string, now: number): Promise<RegistryDto> {
  return db.transaction(async (tx) => {
    const id = `reg-${crypto.randomUUID()}`;
    const [{ seq }] = (await tx.query<{ seq: string }>(`select nextval('registry_hid_seq')::text as seq`)) as [{ seq: string }];
    await tx.query(
      `insert into registry (registry_id, hid, site_id, version, active, owners, accept_gift_cards, event, pre_event_shipping_address, post_event_shipping_address, brand, channel, created_at, updated_at)
       values ($1, $2, $3, 1, true, $4::jsonb, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9, $10, $11, $11)`,
      [
        id, seq, ctx.site.siteId, JSON.stringify(ownersOf(body.owners, callerProfileId)), body.accept_gift_cards, JSON.stringify(body.event),
        body.pre_event_shipping_address ? JSON.stringify(body.pre_event_shipping_address) : null, body.post_event_shipping_address ? JSON.stringify(body.post_event_shipping_address) : null,
        body.brand, body.channel, new Date(now),
      ],
    );
    return registryDto(tx, await rowOf(tx, ctx.site.siteId, id), ctx, false);
  });
}

/** PUT …/{id}: replaces everything but the items when `version` is current; the caller stays primary owner. */
export function replaceRegistry(db: Db, ctx: RequestContext, registryId: string, body: RegistryReplaceRequestDto, callerProfileId: string, now: number): Promise<RegistryDto> {
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, ctx.site.siteId, registryId, true);
    assertOwner(row, callerProfileId);
    if (body.version !== row.version) throw conflict(registryId, row.version, body.version);
    const primary = row.owners.find((o) => o.primary)?.web_profile_id ?? callerProfileId;
    await tx.query(
      `update registry set owners = $2::jsonb, accept_gift_cards = $3, event = $4::jsonb, pre_event_shipping_address = $5::jsonb, post_event_shipping_address = $6::jsonb,
              brand = $7, channel = $8, active = $9 where registry_id = $1`,
      [
        registryId, JSON.stringify(ownersOf(body.owners, primary)), body.accept_gift_cards, JSON.stringify(body.event),
        body.pre_event_shipping_address ? JSON.stringify(body.pre_event_shipping_address) : null, body.post_event_shipping_address ? JSON.stringify(body.post_event_shipping_address) : null,
        body.brand, body.channel, body.active,
      ],
    );
    await touch(tx, row, now);
    return registryDto(tx, await rowOf(tx, ctx.site.siteId, registryId), ctx, false);
  });
}

/** The version test a PATCH must carry; 400 without one, 409 when stale. */
function testVersion(operations: readonly RegistryPatchOperationDto[], registryId: string, current: number): void {
  const test = operations.find((o) => o.op === 'test' && o.path === '/version');
  if (!test) throw invalidRequest('A PATCH needs a test of /version', { fields: ['version'] });
  if (test.value !== current) throw conflict(registryId, current, test.value);
}

const REGISTRY_FIELDS: Readonly<Record<string, (value: unknown) => [column: string, value: unknown] | null>> = {
  '/active': (v) => (typeof v === 'boolean' ? ['active', v] : null),
  '/accept_gift_cards': (v) => (typeof v === 'boolean' ? ['accept_gift_cards', v] : null),
};
const EVENT_FIELDS = new Set(['name', 'type', 'description', 'date']);

/** PATCH …/{id}: test /version, replace /active, /accept_gift_cards or /event/{name,type,description,date}. */
export function patchRegistry(db: Db, ctx: RequestContext, registryId: string, operations: readonly RegistryPatchOperationDto[], callerProfileId: string, now: number): Promise<RegistryDto> {
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, ctx.site.siteId, registryId, true);
    assertOwner(row, callerProfileId);
    testVersion(operations, registryId, row.version);
    const event = { ...row.event } as Record<string, unknown>;
    for (const [index, op] of operations.entries()) {
      if (op.op === 'test') continue;
      const field = REGISTRY_FIELDS[op.path]?.(op.value);
      const eventField = op.path.startsWith('/event/') ? op.path.slice('/event/'.length) : null;
      if (field) await tx.query(`update registry set ${field[0]} = $2 where registry_id = $1`, [registryId, field[1]]);
      else if (eventField && EVENT_FIELDS.has(eventField) && (eventField === 'date' ? Number.isInteger(op.value) : typeof op.value === 'string')) event[eventField] = op.value;
      else throw invalidRequest(`Operation ${index}: cannot ${op.op} ${op.path} with ${JSON.stringify(op.value)}`, { index, fields: ['path'] });
    }
    await tx.query('update registry set event = $2::jsonb where registry_id = $1', [registryId, JSON.stringify(event)]);
    await touch(tx, row, now);
    return registryDto(tx, await rowOf(tx, ctx.site.siteId, registryId), ctx, false);
  });
}

/** PATCH …/items/{sku}: test /version, replace /requested_quantity, /purchased_quantity (whole numbers ≥ 0) or /favorite. */
export function patchItem(db: Db, ctx: RequestContext, registryId: string, sku: string, operations: readonly RegistryPatchOperationDto[], callerProfileId: string, now: number): Promise<RegistryDto> {
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, ctx.site.siteId, registryId, true);
    assertOwner(row, callerProfileId);
    testVersion(operations, registryId, row.version);
    const [item] = await tx.query('select 1 from registry_item where registry_id = $1 and sku_id = $2', [registryId, sku]);
    if (!item) throw new ApiError(404, 'REGISTRY_ITEM_NOT_FOUND', `Registry ${registryId} has no item ${sku}`, { registryId, sku });
    for (const [index, op] of operations.entries()) {
      if (op.op === 'test') continue;
      const column = op.path === '/requested_quantity' || op.path === '/purchased_quantity' ? op.path.slice(1) : op.path === '/favorite' ? 'favorite' : null;
      const valid = column === 'favorite' ? typeof op.value === 'boolean' : Number.isInteger(op.value) && (op.value as number) >= 0;
      if (!column || !valid) throw invalidRequest(`Operation ${index}: cannot ${op.op} ${op.path} with ${JSON.stringify(op.value)}`, { index, fields: [column ?? 'path'] });
      await tx.query(`update registry_item set ${column} = $3 where registry_id = $1 and sku_id = $2`, [registryId, sku, op.value]);
    }
    await touch(tx, row, now);
    return registryDto(tx, await rowOf(tx, ctx.site.siteId, registryId), ctx, false);
  });
}

/** DELETE …/items/{sku}?version=: removes the item when `version` is current. */
export function removeItem(db: Db, ctx: RequestContext, registryId: string, sku: string, version: number, callerProfileId: string, now: number): Promise<RegistryDto> {
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, ctx.site.siteId, registryId, true);
    assertOwner(row, callerProfileId);
    if (version !== row.version) throw conflict(registryId, row.version, version);
    const removed = await tx.query('delete from registry_item where registry_id = $1 and sku_id = $2 returning sku_id', [registryId, sku]);
    if (removed.length === 0) throw new ApiError(404, 'REGISTRY_ITEM_NOT_FOUND', `Registry ${registryId} has no item ${sku}`, { registryId, sku });
    await touch(tx, row, now);
    return registryDto(tx, await rowOf(tx, ctx.site.siteId, registryId), ctx, false);
  });
}

/**
 * POST …/items?upsert=true: adds each item, or sets an existing item's requested quantity (and
 * favourite when sent). Every SKU must be the product's (400 INVALID_ITEM). An inactive registry
 * takes no items (409 REGISTRY_INACTIVE).
 */
export function upsertItems(db: Db, ctx: RequestContext, registryId: string, items: readonly RegistryItemInputDto[], callerProfileId: string, now: number): Promise<RegistryDto> {
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, ctx.site.siteId, registryId, true);
    assertOwner(row, callerProfileId);
    if (!row.active) throw new ApiError(409, 'REGISTRY_INACTIVE', `Registry ${registryId} is no longer active`, { registryId });
    for (const [index, item] of items.entries()) {
      const [sku] = await tx.query<{ product_id: string }>('select product_id from sku where sku_id = $1', [item.sku]);
      if (!sku || sku.product_id !== item.product_id) throw new ApiError(400, 'INVALID_ITEM', `Unknown SKU ${item.sku} of product ${item.product_id}`, { index, fields: ['sku', 'product_id'] });
      await tx.query(
        `insert into registry_item (registry_id, sku_id, product_id, requested_quantity, purchased_quantity, favorite, channel, position)
         values ($1, $2, $3, $4, 0, $5, $6, (select coalesce(max(position), 0) + 1 from registry_item where registry_id = $1))
         on conflict (registry_id, sku_id) do update set requested_quantity = excluded.requested_quantity,
           favorite = case when $7 then excluded.favorite else registry_item.favorite end, channel = excluded.channel`,
        [registryId, item.sku, item.product_id, item.requested_quantity, item.favorite ?? false, item.channel, item.favorite !== undefined],
      );
    }
    await touch(tx, row, now);
    return registryDto(tx, await rowOf(tx, ctx.site.siteId, registryId), ctx, false);
  });
}

/** True when `registryId` is an active registry of the site (cart lines may name it). */
export async function isActiveRegistry(db: Db, siteId: string, registryId: string): Promise<boolean> {
  const [row] = await db.query('select 1 from registry where registry_id = $1 and site_id = $2 and active', [registryId, siteId]);
  return row !== undefined;
}

/**
 * Placing an order (shopping.md §3 "Cart item" registry id): each line bought for a registry adds
 * its quantity to the item's purchased_quantity and increments the registry's version. Runs inside
 * the place-order transaction; lines whose SKU is no longer on the registry change nothing.
 */
export async function recordRegistryPurchases(db: Db, lines: readonly { registryId: string; skuId: string; quantity: number }[], now: number): Promise<void> {
  for (const line of lines) {
    const updated = await db.query(
      'update registry_item set purchased_quantity = purchased_quantity + $3 where registry_id = $1 and sku_id = $2 returning sku_id',
      [line.registryId, line.skuId, line.quantity],
    );
    if (updated.length > 0) await db.query('update registry set version = version + 1, updated_at = $2 where registry_id = $1', [line.registryId, new Date(now)]);
  }
}
