import crypto from 'node:crypto';
import type { Db } from '../db/db.js';
import { formatOrderNumber } from '../orders/order-numbers.js';
import { planShipments } from '../orders/shipments.js';

/**
 * Past orders of the README's demo customers (decision 0193), so a return or a claim can be tried
 * at once: for each, an order delivered 10 days before the seed (returnable, claimable), one on its
 * way (claimable, not yet returnable) and one delivered 120 days before (past both windows). Real
 * SKUs of the catalogue on the US site at their USD sale prices; shipped to the customer's first
 * address by standard delivery, paid with their saved VISA 1111. Times are relative to `now` (the
 * seed's clock), so a fresh database always has a delivered order in the return window.
 */

const DAY = 24 * 60 * 60 * 1000;
export const PAST_ORDER_CUSTOMERS = ['roni_cost@example.com', 'sarah.johnson@example.com'] as const;
const SITE = 'an-us';
const CURRENCY = 'USD';
const POOL = 'US_DIRECT';

interface SkuPick {
  sku_id: string;
  product_id: string;
  slug: string;
  display_name: string;
  color_name: string;
  size_name: string;
  fit_name: string | null;
  sale_minor: number;
  images: { url: string; width: number; height: number; alt: string }[];
}

const profileIdOf = (email: string) => `cust-${crypto.createHash('sha256').update(email).digest('hex').slice(0, 12)}`;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Writes the past orders; returns how many. Customers missing from the seed are skipped. */
export async function writePastOrders(db: Db, now: number): Promise<number> {
  const skus = await db.query<SkuPick>(
    `select distinct on (p.product_id) s.sku_id, p.product_id, p.slug, p.display_name, pc.display_name as color_name, s.size_name, f.display_name as fit_name, pr.sale_minor, pc.images
       from sku s
       join product p on p.product_id = s.product_id
       join product_color pc on pc.product_id = s.product_id and pc.color_code = s.color_code
       left join product_fit f on f.product_id = s.product_id and f.fit_code = s.fit_code
       join sku_price pr on pr.sku_id = s.sku_id and pr.currency = $1
      where s.available_status <> 'unavailable'
      order by p.product_id, s.position
      limit 6`,
    [CURRENCY],
  );
  if (skus.length < 3) return 0;
  const plans = [
    { ageDays: 14, deliveredAfterDays: 4, lines: [{ sku: skus[0]!, quantity: 2 }, { sku: skus[1]!, quantity: 1 }] },
    { ageDays: 1, deliveredAfterDays: 5, lines: [{ sku: skus[2]!, quantity: 1 }] },
    { ageDays: 124, deliveredAfterDays: 4, lines: [{ sku: skus[3] ?? skus[0]!, quantity: 1 }] },
  ];
  let written = 0;
  for (const email of PAST_ORDER_CUSTOMERS) {
    const [customer] = await db.query<{ first_name: string; last_name: string; address: Record<string, unknown> | null }>(
      `select c.first_name, c.last_name, a.address from customer c left join customer_address a on a.profile_id = c.profile_id and a.position = 0 where c.profile_id = $1`,
      [profileIdOf(email)],
    );
    if (!customer?.address) continue;
    const payment = { paymentType: 'CREDIT_CARD', paymentGateway: 'PXP', cardType: 'VISA', lastFourDigits: '1111', expirationMonth: 4, expirationYear: 2031, giftCardMaskedNumber: null };
    for (const plan of plans) {
      const placedAt = now - plan.ageDays * DAY;
      const [{ seq }] = (await db.query<{ seq: string }>(`select nextval('order_number_seq')::text as seq`)) as [{ seq: string }];
      const orderNumber = formatOrderNumber(placedAt, Number(seq));
      const subtotal = plan.lines.reduce((n, l) => n + l.sku.sale_minor * l.quantity, 0);
      const shipping = subtotal >= 7500 ? 0 : 795;
      const tax = Math.round(subtotal * 0.08);
      const estimated = isoDay(placedAt + plan.deliveredAfterDays * DAY);
      const delivery = { id: 'STANDARD', name: 'Standard', price: shipping / 100, currencyCode: CURRENCY, businessDays: { min: 3, max: 5 }, estimatedDelivery: { from: estimated, to: estimated } };
      await db.query(
        `insert into customer_order (order_number, site_id, currency, customer_profile_id, customer_name, placed_by_principal_id, agent_profile_id, idempotency_key, placed_at, on_hold,
                                     shipping_address, billing_address, delivery_method, payment, subtotal_minor, shipping_minor, tax_minor, total_minor)
         values ($1, $2, $3, $4, $5::jsonb, $6, null, $7, $8, false, $9::jsonb, $9::jsonb, $10::jsonb, $11::jsonb, $12, $13, $14, $15)`,
        [
          orderNumber, SITE, CURRENCY, profileIdOf(email), JSON.stringify({ first: customer.first_name, last: customer.last_name }), `seed:${profileIdOf(email)}`, `seed:${orderNumber}`, new Date(placedAt),
          JSON.stringify(customer.address), JSON.stringify(delivery), JSON.stringify(payment), subtotal, shipping, tax, subtotal + shipping + tax,
        ],
      );
      for (const [position, line] of plan.lines.entries()) {
        const image = line.sku.images[0] ?? null;
        await db.query(
          `insert into order_line (order_number, line_id, position, product_id, product_slug, sku_id, pool_id, display_name, color_name, size_name, fit_name, quantity, unit_price_minor, line_total_minor, image)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb)`,
          [orderNumber, `${orderNumber}-${position + 1}`, position, line.sku.product_id, line.sku.slug, line.sku.sku_id, POOL, line.sku.display_name, line.sku.color_name, line.sku.size_name, line.sku.fit_name, line.quantity, line.sku.sale_minor, line.sku.sale_minor * line.quantity, image ? JSON.stringify(image) : null],
        );
      }
      for (const parcel of planShipments(orderNumber, String(customer.address['country'] ?? 'US'), plan.lines.map((l) => ({ skuId: l.sku.sku_id, quantity: l.quantity })), { from: estimated, to: estimated })) {
        await db.query('insert into order_shipment (tracking_number, order_number, position, carrier, lines, estimated_delivery) values ($1, $2, $3, $4, $5::jsonb, $6)', [
          parcel.trackingNumber, orderNumber, parcel.position, parcel.carrier, JSON.stringify(parcel.lines), parcel.estimatedDelivery,
        ]);
      }
      written += 1;
    }
  }
  return written;
}
