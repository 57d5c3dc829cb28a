import crypto from 'node:crypto';
import type { AddressBodyDto, CheckoutDto, CheckoutPaymentDto, DeliveryMethodDto } from '@vitrine/contract';
import { ApiError, invalidRequest } from '../api/api-error.js';
import { findCustomerById } from '../auth/customer-repository.js';
import { getCart } from '../cart/cart-service.js';
import { toMajor } from '../catalog/price-summary.js';
import type { RequestContext } from '../catalog/request-context.js';
import type { Db } from '../db/db.js';
import { listPayments } from '../payments/saved-payments.js';
import { addAddress, getAddress, listAddresses } from './address-book.js';
import { assertShipsTo, validateAddress } from './address-validation.js';
import { isPickupAddressId, PICKUP_DELIVERY_METHOD_ID, pickupDeliveryMethod, pickupStoreAddress } from '../stores/pickup-checkout.js';
import { checkoutCustomer, type CheckoutActor } from './checkout-access.js';
import type { CheckoutRow, StoredPayment } from './checkout-record.js';
import { deliveryMethodsFor, taxFor, toMinor } from './delivery-methods.js';

/**
 * The checkout resource (docs/checkout-api.md "The checkout resource"; shell-and-account.md §2
 * checkout steps; decisions 0100-0103): one open checkout per principal and site, its lines and
 * subtotal read live from the principal's cart, the steps' choices stored.
 */

const notFound = () => new ApiError(404, 'CHECKOUT_NOT_FOUND', 'There is no checkout in progress: start one from the cart');

/** The open checkout of the actor on the site (locked for update), or undefined. */
export async function findOpenCheckout(db: Db, actor: CheckoutActor, siteId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.query<CheckoutRow>(`select * from checkout where principal_id = $1 and site_id = $2 and status = 'OPEN' for update`, [actor.principal.principalId, siteId]);
  return row;
}

/** The open checkout of the actor on the site; 404 CHECKOUT_NOT_FOUND when none. */
export async function requireOpenCheckout(db: Db, actor: CheckoutActor, siteId: string): Promise<CheckoutRow> {
  const row = await findOpenCheckout(db, actor, siteId);
  if (!row) throw notFound();
  return row;
}

/** What a checkout costs now: lines from the cart, methods for its address, totals (minor units). */
export interface CheckoutFigures {
  readonly cart: Awaited<ReturnType<typeof getCart>>;
  readonly subtotalMinor: number;
  readonly deliveryMethods: DeliveryMethodDto[];
  readonly deliveryMethod: DeliveryMethodDto | null;
  readonly shippingMinor: number;
  readonly taxMinor: number;
  readonly totalMinor: number;
}

/** Works out the figures of a checkout at `now` (the cart is read in the principal's cart). */
export async function checkoutFigures(db: Db, row: CheckoutRow, ctx: RequestContext, now: number): Promise<CheckoutFigures> {
  const cart = await getCart(db, row.principal_id, ctx, now);
  const subtotalMinor = toMinor(cart.priceInfo.subtotal);
  const address = row.shipping_address;
  const deliveryMethods = isPickupAddressId(row.shipping_address_id) ? [pickupDeliveryMethod(ctx.site, now)] : address ? deliveryMethodsFor(ctx.site, address, subtotalMinor, now) : [];
  const deliveryMethod = deliveryMethods.find((m) => m.id === row.delivery_method_id) ?? null;
  const shippingMinor = deliveryMethod ? toMinor(deliveryMethod.price) : 0;
  const taxMinor = taxFor(address?.country ?? null, subtotalMinor);
  return { cart, subtotalMinor, deliveryMethods, deliveryMethod, shippingMinor, taxMinor, totalMinor: subtotalMinor + shippingMinor + taxMinor };
}

/** What place order still needs, in step order. */
export function missingSteps(row: CheckoutRow, figures: Pick<CheckoutFigures, 'deliveryMethod'>): string[] {
  return [...(row.shipping_address ? [] : ['shippingAddress']), ...(figures.deliveryMethod ? [] : ['deliveryMethod']), ...(row.payment ? [] : ['payment'])];
}

/** The public part of a stored payment (no outcome, session or gift card number). */
export function paymentSummaryDto(payment: StoredPayment | null, totalMinor: number): CheckoutPaymentDto | null {
  if (!payment) return null;
  return {
    paymentType: payment.paymentType,
    paymentGateway: payment.paymentGateway,
    status: payment.status,
    action: payment.action,
    card: payment.card,
    giftCard: payment.giftCard ? { maskedNumber: payment.giftCard.maskedNumber, amountApplied: toMajor(totalMinor) } : null,
    billingAddress: payment.billingAddress,
  };
}

/** CheckoutDto of a stored checkout, at `now`. */
export async function checkoutDto(db: Db, row: CheckoutRow, ctx: RequestContext, now: number): Promise<CheckoutDto> {
  const figures = await checkoutFigures(db, row, ctx, now);
  const customer = await findCustomerById(db, row.customer_profile_id);
  return {
    checkoutId: row.checkout_id,
    siteId: row.site_id,
    currencyCode: ctx.currency,
    status: row.status,
    callCenter: row.agent_profile_id !== null,
    customer: { profileId: row.customer_profile_id, emailAddress: customer?.email ?? '', name: { first: customer?.firstName ?? '', last: customer?.lastName ?? '' } },
    lines: figures.cart.items,
    savedAddresses: await listAddresses(db, row.customer_profile_id, true),
    savedPayments: await listPayments(db, row.customer_profile_id, { includeHidden: false, now }),
    shippingAddress: row.shipping_address ? { addressId: row.shipping_address_id, address: row.shipping_address } : null,
    deliveryMethods: figures.deliveryMethods,
    deliveryMethod: figures.deliveryMethod,
    payment: paymentSummaryDto(row.payment, figures.totalMinor),
    totals: { subtotal: toMajor(figures.subtotalMinor), shipping: toMajor(figures.shippingMinor), tax: toMajor(figures.taxMinor), total: toMajor(figures.totalMinor) },
    missing: missingSteps(row, figures),
    updatedAt: new Date(row.updated_at).getTime(),
  };
}

/**
 * POST /checkout/v0/{siteId}/checkouts: starts a checkout from the cart, or keeps the open one when
 * it is for the same customer (an agent naming another customer replaces it). Errors: 409
 * CART_EMPTY, and those of checkoutCustomer (400 INVALID_REQUEST, 404 CUSTOMER_NOT_FOUND).
 * Resolves with the DTO and whether a checkout was created.
 */
export function startCheckout(db: Db, actor: CheckoutActor, ctx: RequestContext, body: Record<string, unknown>, now: number): Promise<{ checkout: CheckoutDto; created: boolean }> {
  return db.transaction(async (tx) => {
    const customer = await checkoutCustomer(tx, actor, body.customerEmail);
    const cart = await getCart(tx, actor.principal.principalId, ctx, now);
    if (cart.items.length === 0) throw new ApiError(409, 'CART_EMPTY', 'The cart is empty');
    const open = await findOpenCheckout(tx, actor, ctx.site.siteId);
    if (open && open.customer_profile_id === customer.profileId) return { checkout: await checkoutDto(tx, open, ctx, now), created: false };
    if (open) await tx.query(`delete from checkout where checkout_id = $1`, [open.checkout_id]);
    const [row] = await tx.query<CheckoutRow>(
      `insert into checkout (checkout_id, principal_id, site_id, customer_profile_id, agent_profile_id, status, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 'OPEN', $6, $6) returning *`,
      [`chk-${crypto.randomUUID()}`, actor.principal.principalId, ctx.site.siteId, customer.profileId, actor.callCenter ? actor.profileId : null, new Date(now)],
    );
    return { checkout: await checkoutDto(tx, row!, ctx, now), created: true };
  });
}

/** GET …/checkouts/current: 404 CHECKOUT_NOT_FOUND when none is open. */
export function currentCheckout(db: Db, actor: CheckoutActor, ctx: RequestContext, now: number): Promise<CheckoutDto> {
  return db.transaction(async (tx) => checkoutDto(tx, await requireOpenCheckout(tx, actor, ctx.site.siteId), ctx, now));
}

/** Stores changed columns of a checkout and answers its DTO. */
async function save(db: Db, row: CheckoutRow, changes: Partial<Pick<CheckoutRow, 'shipping_address_id' | 'shipping_address' | 'delivery_method_id' | 'payment'>>, ctx: RequestContext, now: number): Promise<CheckoutDto> {
  const next = { ...row, ...changes };
  const [saved] = await db.query<CheckoutRow>(
    `update checkout set shipping_address_id = $2, shipping_address = $3::jsonb, delivery_method_id = $4, payment = $5::jsonb, updated_at = $6 where checkout_id = $1 returning *`,
    [row.checkout_id, next.shipping_address_id, next.shipping_address ? JSON.stringify(next.shipping_address) : null, next.delivery_method_id, next.payment ? JSON.stringify(next.payment) : null, new Date(now)],
  );
  return checkoutDto(db, saved!, ctx, now);
}

/** Exposed for the payment step: stores a payment summary (or null) and answers the DTO. */
export function savePayment(db: Db, row: CheckoutRow, payment: StoredPayment | null, ctx: RequestContext, now: number): Promise<CheckoutDto> {
  return save(db, row, { payment }, ctx, now);
}

/**
 * PUT …/checkouts/current/shipping-address with exactly one of `{ addressId }` (one of the
 * customer's: 404 ADDRESS_NOT_FOUND), `{ address, saveToAddressBook? }` (validated: 400
 * ADDRESS_INVALID) or `{ collectionPointId }` (the sandbox has none: 422 COLLECTION_POINT_INVALID).
 * The destination must be shipped to (422 SHIPPING_DESTINATION_NOT_SUPPORTED). A delivery method no
 * longer offered is cleared. 404 CHECKOUT_NOT_FOUND, 400 INVALID_REQUEST for another body.
 */
export function setShippingAddress(db: Db, actor: CheckoutActor, ctx: RequestContext, body: Record<string, unknown>, now: number): Promise<CheckoutDto> {
  return db.transaction(async (tx) => {
    const row = await requireOpenCheckout(tx, actor, ctx.site.siteId);
    const given = ['addressId', 'address', 'collectionPointId'].filter((k) => body[k] !== undefined);
    if (given.length !== 1) throw invalidRequest('Send exactly one of addressId, address or collectionPointId', { fields: given.length === 0 ? ['address'] : given });
    if (body.collectionPointId !== undefined) {
      // A pickup store (decision 0242): its address with the customer's name, delivery STORE_PICKUP.
      const pickup = await pickupStoreAddress(tx, ctx.site, row.customer_profile_id, body.collectionPointId);
      if (!pickup) throw new ApiError(422, 'COLLECTION_POINT_INVALID', 'This pickup location is not available', { collectionPointId: body.collectionPointId });
      return save(tx, row, { shipping_address_id: pickup.addressId, shipping_address: pickup.address, delivery_method_id: PICKUP_DELIVERY_METHOD_ID }, ctx, now);
    }
    let addressId: string | null = null;
    let address: AddressBodyDto;
    if (body.addressId !== undefined) {
      if (typeof body.addressId !== 'string') throw invalidRequest('addressId must be a string', { fields: ['addressId'] });
      const saved = await getAddress(tx, row.customer_profile_id, body.addressId);
      addressId = saved.id;
      address = saved.address;
    } else {
      address = validateAddress(body.address);
    }
    assertShipsTo(ctx.site, address.country);
    if (body.address !== undefined && body.saveToAddressBook === true) addressId = (await addAddress(tx, row.customer_profile_id, { address })).id;
    const subtotal = toMinor((await getCart(tx, row.principal_id, ctx, now)).priceInfo.subtotal);
    const offered = deliveryMethodsFor(ctx.site, address, subtotal, now).some((m) => m.id === row.delivery_method_id);
    return save(tx, row, { shipping_address_id: addressId, shipping_address: address, delivery_method_id: offered ? row.delivery_method_id : null }, ctx, now);
  });
}

/**
 * PUT …/checkouts/current/delivery-method `{ deliveryMethodId }`: one of the methods offered to the
 * shipping address. Errors: 409 SHIPPING_ADDRESS_REQUIRED, 400 DELIVERY_METHOD_INVALID, 404
 * CHECKOUT_NOT_FOUND.
 */
export function setDeliveryMethod(db: Db, actor: CheckoutActor, ctx: RequestContext, body: Record<string, unknown>, now: number): Promise<CheckoutDto> {
  return db.transaction(async (tx) => {
    const row = await requireOpenCheckout(tx, actor, ctx.site.siteId);
    if (!row.shipping_address) throw new ApiError(409, 'SHIPPING_ADDRESS_REQUIRED', 'Choose a shipping address first');
    const figures = await checkoutFigures(tx, row, ctx, now);
    const method = figures.deliveryMethods.find((m) => m.id === body.deliveryMethodId);
    if (!method) {
      throw new ApiError(400, 'DELIVERY_METHOD_INVALID', `Delivery method ${String(body.deliveryMethodId)} is not offered to this address`, { offered: figures.deliveryMethods.map((m) => m.id) });
    }
    return save(tx, row, { delivery_method_id: method.id }, ctx, now);
  });
}
