import crypto from 'node:crypto';
import type { AddressBodyDto, ShipmentDto, TrackingEventDto } from '@vitrine/contract';

/**
 * Shipments and carrier events, generated deterministically (docs/checkout-api.md ShipmentDto;
 * decision 0109). At placement an order gets its parcels (tracking number, carrier, lines, the
 * estimated day); the events are worked out at read time from placedAt and the estimated day, and
 * only those whose time has come are shown, so the same order tells the same story on every read.
 */

const HOUR = 60 * 60 * 1000;

/** A parcel as stored at placement (table order_shipment). */
export interface ShipmentPlan {
  readonly trackingNumber: string;
  readonly carrier: string;
  readonly position: number;
  readonly lines: { skuId: string; quantity: number }[];
  /** 'YYYY-MM-DD'. */
  readonly estimatedDelivery: string;
}

/** Carriers by destination country; the second parcel of a US order goes by USPS. */
const CARRIERS: Readonly<Record<string, readonly [string, string]>> = {
  US: ['UPS', 'USPS'],
  CA: ['CANADA_POST', 'CANADA_POST'],
  GB: ['ROYAL_MAIL', 'ROYAL_MAIL'],
};

/** Where parcels leave from, by destination country. */
const ORIGINS: Readonly<Record<string, string>> = { US: 'Columbus, OH, US', CA: 'Mississauga, ON, CA', GB: 'Northampton, GB' };

const hashDigits = (seed: string, length: number): string => {
  let digits = '';
  let round = 0;
  while (digits.length < length) digits += BigInt(`0x${crypto.createHash('sha256').update(`${seed}:${round++}`).digest('hex').slice(0, 15)}`).toString();
  return digits.slice(0, length);
};

/** A carrier-shaped tracking number, derived from the order number and parcel position. */
export function trackingNumberFor(carrier: string, orderNumber: string, position: number): string {
  const seed = `${orderNumber}:${position}`;
  switch (carrier) {
    case 'UPS':
      return `1Z${crypto.createHash('sha256').update(seed).digest('hex').slice(0, 6).toUpperCase()}${hashDigits(seed, 10)}`;
    case 'USPS':
      return `9400${hashDigits(seed, 18)}`;
    case 'ROYAL_MAIL':
      return `RM${hashDigits(seed, 9)}GB`;
    case 'CANADA_POST':
      return hashDigits(seed, 16);
    default:
      return `JD${hashDigits(seed, 18)}`;
  }
}

/**
 * Splits an order into parcels: one, or two when it has three lines or more (the first half of the
 * lines, then the rest; the second parcel arrives on the latest estimated day). Carrier by
 * destination (DHL for the EU).
 */
export function planShipments(orderNumber: string, country: string, lines: readonly { skuId: string; quantity: number }[], estimated: { from: string; to: string }): ShipmentPlan[] {
  const groups = lines.length >= 3 ? [lines.slice(0, Math.ceil(lines.length / 2)), lines.slice(Math.ceil(lines.length / 2))] : [lines];
  const carriers = CARRIERS[country] ?? ['DHL', 'DHL'];
  return groups.map((group, position) => {
    const carrier = carriers[position]!;
    return { trackingNumber: trackingNumberFor(carrier, orderNumber, position), carrier, position, lines: group.map((l) => ({ ...l })), estimatedDelivery: position === 0 ? estimated.from : estimated.to };
  });
}

/** The events of a parcel up to `now` and its status (LABEL_CREATED until picked up). */
export function shipmentDto(plan: ShipmentPlan, placedAt: number, destination: AddressBodyDto, now: number): ShipmentDto {
  const origin = ORIGINS[destination.country] ?? 'Venlo, NL';
  const where = [destination.city, destination.region, destination.country].filter(Boolean).join(', ');
  const day = Date.parse(`${plan.estimatedDelivery}T00:00:00Z`);
  const labelAt = placedAt + 2 * HOUR;
  const pickedAt = labelAt + 4 * HOUR;
  const transitAt = pickedAt + 3 * HOUR;
  const outAt = Math.max(day + 8 * HOUR, transitAt + HOUR);
  const deliveredAt = Math.max(day + 15 * HOUR, outAt + HOUR);
  const all: TrackingEventDto[] = [
    { at: labelAt, status: 'LABEL_CREATED', description: 'Shipping label created', location: origin },
    { at: pickedAt, status: 'PICKED_UP', description: 'Picked up by the carrier', location: origin },
    { at: transitAt, status: 'IN_TRANSIT', description: 'In transit', location: origin },
    { at: outAt, status: 'OUT_FOR_DELIVERY', description: 'Out for delivery', location: where },
    { at: deliveredAt, status: 'DELIVERED', description: 'Delivered', location: where },
  ];
  const events = all.filter((e) => e.at <= now);
  const last = events.at(-1)?.status;
  const status: ShipmentDto['status'] = last === 'DELIVERED' ? 'DELIVERED' : last === 'OUT_FOR_DELIVERY' ? 'OUT_FOR_DELIVERY' : last === 'PICKED_UP' || last === 'IN_TRANSIT' ? 'IN_TRANSIT' : 'LABEL_CREATED';
  return { trackingNumber: plan.trackingNumber, carrier: plan.carrier, status, estimatedDelivery: plan.estimatedDelivery, lines: plan.lines.map((l) => ({ ...l })), events };
}

/** The order status from its parcels: ON_HOLD (rep hold), DELIVERED when all are, SHIPPED once one is picked up, else PLACED. */
export function orderStatus(onHold: boolean, shipments: readonly ShipmentDto[]): 'PLACED' | 'ON_HOLD' | 'SHIPPED' | 'DELIVERED' {
  if (onHold) return 'ON_HOLD';
  if (shipments.length > 0 && shipments.every((s) => s.status === 'DELIVERED')) return 'DELIVERED';
  return shipments.some((s) => s.status !== 'LABEL_CREATED') ? 'SHIPPED' : 'PLACED';
}
