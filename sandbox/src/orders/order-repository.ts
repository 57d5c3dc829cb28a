import type { AddressBodyDto, DeliveryMethodDto, GiftCardInfoDto, OrderDto, OrderSummaryDto, PaymentSummaryDto } from '@vitrine/contract';
import { toMajor } from '../catalog/price-summary.js';
import type { Db } from '../db/db.js';
import { orderStatus, shipmentDto, type ShipmentPlan } from './shipments.js';

/**
 * Reading placed orders (tables customer_order, order_line, order_shipment; docs/checkout-api.md
 * "Orders"; decision 0108). Money is stored in minor units and answered in major units.
 */

export interface OrderRow {
  order_number: string;
  site_id: string;
  currency: string;
  customer_profile_id: string;
  customer_name: { first: string; last: string };
  placed_by_principal_id: string;
  agent_profile_id: string | null;
  idempotency_key: string;
  placed_at: Date;
  on_hold: boolean;
  shipping_address: AddressBodyDto;
  billing_address: AddressBodyDto | null;
  delivery_method: DeliveryMethodDto;
  payment: PaymentSummaryDto;
  subtotal_minor: number;
  shipping_minor: number;
  tax_minor: number;
  total_minor: number;
}

interface LineRow {
  line_id: string;
  product_id: string;
  product_slug: string;
  sku_id: string;
  display_name: string;
  color_name: string;
  size_name: string;
  fit_name: string | null;
  quantity: number;
  unit_price_minor: number;
  line_total_minor: number;
  image: { url: string; width: number; height: number; alt: string } | null;
  /** A gift card line's info copied from its cart line at placing (migration 0141); null otherwise. */
  gift_card: GiftCardInfoDto | null;
}

interface ShipmentRow {
  tracking_number: string;
  position: number;
  carrier: string;
  lines: { skuId: string; quantity: number }[];
  estimated_delivery: string;
}

/** The order row with this number on this site, or undefined. */
export async function findOrder(db: Db, siteId: string, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>('select * from customer_order where order_number = $1 and site_id = $2', [orderNumber, siteId]);
  return row;
}

/** The stored parcels of an order, in position order. */
export async function shipmentPlans(db: Db, orderNumber: string): Promise<ShipmentPlan[]> {
  const rows = await db.query<ShipmentRow>('select * from order_shipment where order_number = $1 order by position', [orderNumber]);
  return rows.map((r) => ({ trackingNumber: r.tracking_number, carrier: r.carrier, position: r.position, lines: r.lines, estimatedDelivery: r.estimated_delivery }));
}

/** OrderDto of a stored order at `now` (shipment events up to now, status derived from them). */
export async function orderDto(db: Db, row: OrderRow, now: number): Promise<OrderDto> {
  const lines = await db.query<LineRow>('select * from order_line where order_number = $1 order by position', [row.order_number]);
  const placedAt = new Date(row.placed_at).getTime();
  const shipments = (await shipmentPlans(db, row.order_number)).map((plan) => shipmentDto(plan, placedAt, row.shipping_address, now));
  return {
    orderNumber: row.order_number,
    status: orderStatus(row.on_hold, shipments),
    placedAt,
    siteId: row.site_id,
    currencyCode: row.currency,
    customer: { profileId: row.customer_profile_id, name: row.customer_name },
    placedBy: row.agent_profile_id ? 'CALL_CENTER' : 'CUSTOMER',
    lines: lines.map((l) => ({
      lineId: l.line_id,
      productId: l.product_id,
      productSlug: l.product_slug,
      skuId: l.sku_id,
      displayName: l.display_name,
      colorName: l.color_name,
      sizeName: l.size_name,
      fitName: l.fit_name,
      quantity: l.quantity,
      unitPrice: toMajor(l.unit_price_minor),
      lineTotal: toMajor(l.line_total_minor),
      image: l.image,
      ...(l.gift_card ? { giftCard: l.gift_card } : {}),
    })),
    shippingAddress: row.shipping_address,
    billingAddress: row.billing_address,
    deliveryMethod: row.delivery_method,
    payment: row.payment,
    totals: { subtotal: toMajor(row.subtotal_minor), shipping: toMajor(row.shipping_minor), tax: toMajor(row.tax_minor), total: toMajor(row.total_minor) },
    shipments,
  };
}

/** A history row of an order at `now`. */
export async function orderSummaryDto(db: Db, row: OrderRow, now: number): Promise<OrderSummaryDto> {
  const full = await orderDto(db, row, now);
  return {
    orderNumber: full.orderNumber,
    status: full.status,
    placedAt: full.placedAt,
    currencyCode: full.currencyCode,
    total: full.totals.total,
    itemCount: full.lines.reduce((n, l) => n + l.quantity, 0),
    image: full.lines[0]?.image ?? null,
  };
}
