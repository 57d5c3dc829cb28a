import type { OrderDto, PaymentSummaryDto } from '@vitrine/contract';
import { ApiError, invalidRequest } from '../api/api-error.js';
import { findCustomerById } from '../auth/customer-repository.js';
import { isUnavailable, sellableUnits } from '../catalog/inventory-rules.js';
import type { RequestContext } from '../catalog/request-context.js';
import type { CheckoutActor } from '../checkout/checkout-access.js';
import type { StoredPayment } from '../checkout/checkout-record.js';
import { checkoutFigures, findOpenCheckout, missingSteps } from '../checkout/checkout-service.js';
import { toMinor } from '../checkout/delivery-methods.js';
import type { Db } from '../db/db.js';
import { chargeGiftCard } from '../payments/gift-cards.js';
import { insertSavedCard } from '../payments/saved-payments.js';
import { findOrderByKey, formatOrderNumber } from './order-numbers.js';
import { orderDto, type OrderRow } from './order-repository.js';
import { recordRegistryPurchases } from '../registry/registry-service.js';
import { planShipments } from './shipments.js';

/**
 * POST /checkout/v0/{siteId}/orders (docs/checkout-api.md "Place order"; decision 0108): in one
 * transaction, checks the checkout is complete, the stock still holds and the payment goes
 * through, then stores the order (each line with its cart line's gift card info, decision 0364),
 * takes the stock (on hand first, then backorder), charges a gift card, empties the cart and closes
 * the checkout. Any failure rolls everything back.
 */

interface StockRow {
  sku_id: string;
  pool_id: string;
  available_status: string;
  is_drop_ship: boolean;
  stock_level: number | null;
  backorder: number | null;
}

const DECLINES: Readonly<Record<string, string>> = { DECLINE: 'DECLINED', INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS' };

/** The payment summary an order keeps: never a card number. */
function orderPayment(payment: StoredPayment): PaymentSummaryDto {
  return {
    paymentType: payment.paymentType,
    paymentGateway: payment.paymentGateway,
    cardType: payment.card?.cardType ?? null,
    lastFourDigits: payment.card?.lastFourDigits ?? null,
    expirationMonth: payment.card?.expirationMonth ?? null,
    expirationYear: payment.card?.expirationYear ?? null,
    giftCardMaskedNumber: payment.giftCard?.maskedNumber ?? null,
  };
}

/** Reads the Idempotency-Key header value: 1-100 visible characters; 400 INVALID_REQUEST otherwise. */
export function idempotencyKeyOf(value: string | undefined): string {
  const key = value?.trim() ?? '';
  if (!/^[\x21-\x7e]{1,100}$/.test(key)) throw invalidRequest('The Idempotency-Key header is required (1-100 visible ASCII characters)', { fields: ['Idempotency-Key'] });
  return key;
}

/**
 * Places the actor's open checkout as an order. Resolves with the order and `created` false when
 * the same key placed one before (nothing else happens then). Errors: 404 CHECKOUT_NOT_FOUND, 409
 * CART_EMPTY, 409 CHECKOUT_INCOMPLETE (details.missing), 409 PAYMENT_ACTION_REQUIRED
 * (details.action), 409 SKU_UNAVAILABLE / QUANTITY_EXCEEDS_STOCK (details.itemId, skuId,
 * maxQuantity), 402 PAYMENT_DECLINED (details.reason), 402 GIFT_CARD_INSUFFICIENT_BALANCE.
 */
export function placeOrder(db: Db, actor: CheckoutActor, ctx: RequestContext, idempotencyKey: string, now: number): Promise<{ order: OrderDto; created: boolean }> {
  return db.transaction(async (tx) => {
    const previous = await findOrderByKey(tx, actor.principal.principalId, idempotencyKey);
    if (previous) return { order: await orderDto(tx, previous, now), created: false };

    const row = await findOpenCheckout(tx, actor, ctx.site.siteId);
    if (!row) throw new ApiError(404, 'CHECKOUT_NOT_FOUND', 'There is no checkout in progress: start one from the cart');
    const figures = await checkoutFigures(tx, row, ctx, now);
    const lines = figures.cart.items;
    if (lines.length === 0) throw new ApiError(409, 'CART_EMPTY', 'The cart is empty');
    const missing = missingSteps(row, figures);
    if (missing.length > 0) throw new ApiError(409, 'CHECKOUT_INCOMPLETE', `The checkout still needs: ${missing.join(', ')}`, { missing });
    const payment = row.payment!;
    if (payment.status === 'ACTION_REQUIRED') throw new ApiError(409, 'PAYMENT_ACTION_REQUIRED', 'The payment needs the shopper to finish it first', { action: payment.action });

    const stock = await tx.query<StockRow>(
      `select s.sku_id, l.pool_id, s.available_status, s.is_drop_ship, i.stock_level, i.backorder
         from unnest($1::text[], $2::text[]) as l(sku_id, pool_id) join sku s on s.sku_id = l.sku_id
         left join sku_inventory i on i.sku_id = s.sku_id and i.pool_id = l.pool_id
        for update of s`,
      [lines.map((l) => l.skuId), lines.map((l) => l.poolId)], // each line's pool: a store's for BOPIS (decision 0241)
    );
    for (const line of lines) {
      const sku = stock.find((s) => s.sku_id === line.skuId && s.pool_id === line.poolId);
      const facts = { availableStatus: sku?.available_status ?? 'unavailable', stockLevel: sku?.stock_level ?? 0, backorder: sku?.backorder ?? 0, isDropShip: sku?.is_drop_ship ?? false };
      if (isUnavailable(facts)) throw new ApiError(409, 'SKU_UNAVAILABLE', `${line.displayName} is no longer available`, { itemId: line.itemId, skuId: line.skuId });
      if (line.quantity > sellableUnits(facts)) {
        throw new ApiError(409, 'QUANTITY_EXCEEDS_STOCK', `Only ${sellableUnits(facts)} of ${line.displayName} can be bought now`, { itemId: line.itemId, skuId: line.skuId, maxQuantity: sellableUnits(facts) });
      }
    }

    const decline = payment.outcome ? DECLINES[payment.outcome] : undefined;
    if (decline) throw new ApiError(402, 'PAYMENT_DECLINED', 'The payment was declined', { reason: decline });
    if (payment.giftCard) await chargeGiftCard(tx, payment.giftCard.cardNumber, ctx.currency, figures.totalMinor);

    const customer = await findCustomerById(tx, row.customer_profile_id);
    const [{ seq }] = (await tx.query<{ seq: string }>(`select nextval('order_number_seq')::text as seq`)) as [{ seq: string }];
    const orderNumber = formatOrderNumber(now, Number(seq));
    const [order] = await tx.query<OrderRow>(
      `insert into customer_order (order_number, site_id, currency, customer_profile_id, customer_name, placed_by_principal_id, agent_profile_id, idempotency_key, placed_at, on_hold,
                                   shipping_address, billing_address, delivery_method, payment, subtotal_minor, shipping_minor, tax_minor, total_minor)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13::jsonb, $14::jsonb, $15, $16, $17, $18) returning *`,
      [
        orderNumber, ctx.site.siteId, ctx.currency, row.customer_profile_id, JSON.stringify({ first: customer?.firstName ?? '', last: customer?.lastName ?? '' }),
        actor.principal.principalId, row.agent_profile_id, idempotencyKey, new Date(now), payment.paymentType === 'CC_REP_HOLD',
        JSON.stringify(row.shipping_address), payment.billingAddress ? JSON.stringify(payment.billingAddress) : null, JSON.stringify(figures.deliveryMethod),
        JSON.stringify(orderPayment(payment)), figures.subtotalMinor, figures.shippingMinor, figures.taxMinor, figures.totalMinor,
      ],
    );
    for (const [position, line] of lines.entries()) {
      await tx.query(
        `insert into order_line (order_number, line_id, position, product_id, product_slug, sku_id, pool_id, display_name, color_name, size_name, fit_name, quantity, unit_price_minor, line_total_minor, image, gift_card)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16::jsonb)`,
        [
          orderNumber, `${orderNumber}-${position + 1}`, position, line.productId, line.productSlug, line.skuId, line.poolId, line.displayName, line.colorName, line.sizeName, line.fitName, line.quantity,
          toMinor(line.salePrice), toMinor(line.lineTotal), line.image ? JSON.stringify(line.image) : null,
          line.giftCard ? JSON.stringify(line.giftCard) : null, // the recipient travels with the order (decision 0364)
        ],
      );
      await tx.query(
        `update sku_inventory set backorder = backorder - greatest($3 - stock_level, 0), stock_level = greatest(stock_level - $3, 0) where sku_id = $1 and pool_id = $2`,
        [line.skuId, line.poolId, line.quantity],
      );
    }
    if (payment.paymentType !== 'CC_REP_HOLD') {
      for (const plan of planShipments(orderNumber, row.shipping_address!.country, lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity })), figures.deliveryMethod!.estimatedDelivery)) {
        await tx.query('insert into order_shipment (tracking_number, order_number, position, carrier, lines, estimated_delivery) values ($1, $2, $3, $4, $5::jsonb, $6)', [
          plan.trackingNumber, orderNumber, plan.position, plan.carrier, JSON.stringify(plan.lines), plan.estimatedDelivery,
        ]);
      }
    }
    if (payment.saveCard && payment.card && payment.outcome) {
      await insertSavedCard(tx, {
        profileId: row.customer_profile_id, cardType: payment.card.cardType, lastFour: payment.card.lastFourDigits, month: payment.card.expirationMonth, year: payment.card.expirationYear,
        nameOnCard: payment.card.nameOnCard, billingAddressId: null, needsVerification: false, outcome: payment.outcome, visible: true, now,
      });
    }
    await recordRegistryPurchases(tx, lines.flatMap((l) => (l.registryId ? [{ registryId: l.registryId, skuId: l.skuId, quantity: l.quantity }] : [])), now);
    await tx.query(`delete from cart_item where cart_id = $1`, [figures.cart.cartId]);
    await tx.query(`update cart set updated_at = $2 where cart_id = $1`, [figures.cart.cartId, new Date(now)]);
    await tx.query(`update checkout set status = 'PLACED', updated_at = $2 where checkout_id = $1`, [row.checkout_id, new Date(now)]);
    return { order: await orderDto(tx, order!, now), created: true };
  });
}
