import type { GiftCardInfo } from '../../cart/domain/gift-card.js';
import type { Money } from '../../shared/money.js';
import type { CardTypeCode } from '../payments/domain/card.js';
import type { Address, PersonName } from './address.js';
import type { CheckoutTotals, DeliveryMethod } from './checkout.js';

/**
 * Placed orders, their shipments and carrier events (shell-and-account.md §2 /orders, /order/{id},
 * /order-tracking; docs/checkout-api.md "Orders"; decisions 0108, 0109).
 */

/** Derived at read time from the shipments; ON_HOLD for a call-centre rep hold. */
export type OrderStatus = 'PLACED' | 'ON_HOLD' | 'SHIPPED' | 'DELIVERED';

/** A line of a placed order, priced as it was bought. */
export interface OrderLine {
  readonly lineId: string;
  readonly productId: string;
  readonly productSlug: string;
  readonly skuId: string;
  readonly displayName: string;
  readonly colorName: string;
  readonly sizeName: string;
  readonly fitName: string | null;
  /** Units. */
  readonly quantity: number;
  readonly unitPrice: Money;
  readonly lineTotal: Money;
  readonly image: { readonly url: string; readonly width: number; readonly height: number; readonly alt: string } | null;
  /** A gift card line's recipient, message and (e-gift) delivery date as the cart line held them at placing (decision 0364); absent otherwise. */
  readonly giftCard?: GiftCardInfo;
}

/** How an order was paid: never a card number (docs/checkout-api.md "OrderDto.payment"). */
export interface PaymentSummary {
  readonly paymentType: string;
  readonly paymentGateway: string | null;
  readonly cardType: CardTypeCode | string | null;
  readonly lastFourDigits: string | null;
  readonly expirationMonth: number | null;
  readonly expirationYear: number | null;
  readonly giftCardMaskedNumber: string | null;
}

export type ShipmentStatus = 'LABEL_CREATED' | 'IN_TRANSIT' | 'OUT_FOR_DELIVERY' | 'DELIVERED';

/** A carrier scan. */
export interface TrackingEvent {
  /** Epoch ms. */
  readonly at: number;
  readonly status: ShipmentStatus | 'PICKED_UP';
  readonly description: string;
  /** 'Columbus, OH, US'. */
  readonly location: string;
}

/** One parcel of an order. */
export interface Shipment {
  readonly trackingNumber: string;
  /** 'UPS' | 'FEDEX' | 'USPS' | 'CANADA_POST' | 'ROYAL_MAIL' | 'DHL'. */
  readonly carrier: string;
  readonly status: ShipmentStatus;
  /** 'YYYY-MM-DD'. */
  readonly estimatedDelivery: string;
  readonly lines: readonly { readonly skuId: string; readonly quantity: number }[];
  /** Oldest first; only events whose time has come. */
  readonly events: readonly TrackingEvent[];
}

/** A placed order (OrderDto). */
export interface Order {
  /** Human-readable, 'VT-2026-000123'; also the id in /order/{id}. */
  readonly orderNumber: string;
  readonly status: OrderStatus;
  /** Epoch ms. */
  readonly placedAt: number;
  readonly siteId: string;
  readonly currency: string;
  readonly customer: { readonly profileId: string; readonly name: PersonName };
  readonly placedBy: 'CUSTOMER' | 'CALL_CENTER';
  readonly lines: readonly OrderLine[];
  readonly shippingAddress: Address;
  readonly billingAddress: Address | null;
  readonly deliveryMethod: DeliveryMethod;
  readonly payment: PaymentSummary;
  readonly totals: CheckoutTotals;
  readonly shipments: readonly Shipment[];
}

/** A row of the order history. */
export interface OrderSummary {
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly placedAt: number;
  readonly total: Money;
  /** Units across lines. */
  readonly itemCount: number;
  readonly image: { readonly url: string; readonly width: number; readonly height: number; readonly alt: string } | null;
}

/** A page of the order history, newest first. */
export interface OrderHistoryPage {
  readonly orders: readonly OrderSummary[];
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  readonly totalRecords: number;
}

/** The /order-tracking query (shell-and-account.md §2: tracking_numbers, order_number, orderType, bzip, carrier). */
export interface TrackingQuery {
  readonly trackingNumbers?: readonly string[];
  readonly orderNumber?: string;
  readonly orderType?: string;
  /** Billing (or shipping) postal code that proves the order is yours. */
  readonly bzip?: string;
  readonly carrier?: string;
}

/** The tracking answer. */
export interface TrackingResult {
  readonly orderNumber: string | null;
  readonly orderType: string;
  readonly shipments: readonly Shipment[];
}

/** The order-tracking page's query read from the URL (shell-and-account.md §2). Pure. */
export function parseTrackingQuery(get: (name: string) => string | null): TrackingQuery {
  const text = (name: string) => {
    const value = get(name)?.trim();
    return value ? value : undefined;
  };
  const numbers = text('tracking_numbers')?.split(',').map((n) => n.trim()).filter(Boolean);
  const query: { -readonly [K in keyof TrackingQuery]: TrackingQuery[K] } = {};
  if (numbers && numbers.length > 0) query.trackingNumbers = numbers;
  const orderNumber = text('order_number');
  if (orderNumber) query.orderNumber = orderNumber;
  const orderType = text('orderType');
  if (orderType) query.orderType = orderType;
  const bzip = text('bzip');
  if (bzip) query.bzip = bzip;
  const carrier = text('carrier');
  if (carrier) query.carrier = carrier;
  return query;
}
