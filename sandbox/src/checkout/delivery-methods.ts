import type { DeliveryMethodDto } from '@vitrine/contract';
import { toMajor } from '../catalog/price-summary.js';
import type { SandboxSite } from '../sites/sites.js';

/**
 * Delivery methods, prices, dates and tax (docs/checkout-api.md "Delivery methods"; decision 0103).
 * Domestic: STANDARD 5-7 business days, EXPRESS 2-3, NEXT_DAY 1 (not to remote regions). Regional
 * (another shipping country of the site's pool): STANDARD 6-9, EXPRESS 3-5. Business days skip
 * Saturdays and Sundays and count from the order day (UTC).
 */

type Currency = 'USD' | 'GBP' | 'CAD' | 'EUR' | 'CNY';

interface MethodRule {
  readonly id: 'STANDARD' | 'EXPRESS' | 'NEXT_DAY';
  readonly name: string;
  /** Minor units per currency. */
  readonly price: Readonly<Record<Currency, number>>;
  readonly domestic: { readonly min: number; readonly max: number };
  /** Null: not offered to regional destinations. */
  readonly regional: { readonly min: number; readonly max: number } | null;
}

const METHODS: readonly MethodRule[] = [
  { id: 'STANDARD', name: 'Standard', price: { USD: 795, CAD: 995, GBP: 495, EUR: 595, CNY: 4900 }, domestic: { min: 5, max: 7 }, regional: { min: 6, max: 9 } },
  { id: 'EXPRESS', name: 'Express', price: { USD: 1795, CAD: 2195, GBP: 995, EUR: 1295, CNY: 12900 }, domestic: { min: 2, max: 3 }, regional: { min: 3, max: 5 } },
  { id: 'NEXT_DAY', name: 'Next day', price: { USD: 2995, CAD: 3495, GBP: 1495, EUR: 1995, CNY: 19900 }, domestic: { min: 1, max: 1 }, regional: null },
];

/** Subtotal (minor units) at or above which STANDARD is free. */
export const FREE_SHIPPING_THRESHOLD: Readonly<Record<Currency, number>> = { USD: 15000, CAD: 20000, GBP: 10000, EUR: 12000, CNY: 99900 };

/** Regions NEXT_DAY does not reach (country:region). */
const REMOTE = new Set(['US:AK', 'US:HI', 'US:PR', 'CA:YT', 'CA:NT', 'CA:NU']);

/** Tax rate on the subtotal by destination country; 0 where prices include VAT (decision 0103). */
const TAX_RATE: Readonly<Record<string, number>> = { US: 0.08, CA: 0.13 };

/** The day `businessDays` business days after the UTC day of `now`, as 'YYYY-MM-DD'. */
export function addBusinessDays(now: number, businessDays: number): string {
  const day = new Date(now);
  day.setUTCHours(12, 0, 0, 0);
  let left = businessDays;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/**
 * The methods offered to a destination (the caller has checked the site ships there), in price
 * order, priced in the site's currency; STANDARD is free at or above FREE_SHIPPING_THRESHOLD of
 * `subtotalMinor`. Dates from `now` (epoch ms).
 */
export function deliveryMethodsFor(site: SandboxSite, destination: { country: string; region: string }, subtotalMinor: number, now: number): DeliveryMethodDto[] {
  const domestic = destination.country === site.country;
  const currency = site.currency as Currency;
  return METHODS.flatMap((m) => {
    const days = domestic ? m.domestic : m.regional;
    if (!days || (m.id === 'NEXT_DAY' && REMOTE.has(`${destination.country}:${destination.region}`))) return [];
    const free = m.id === 'STANDARD' && subtotalMinor >= FREE_SHIPPING_THRESHOLD[currency];
    return [
      {
        id: m.id,
        name: m.name,
        price: toMajor(free ? 0 : m.price[currency]),
        currencyCode: currency,
        businessDays: { ...days },
        estimatedDelivery: { from: addBusinessDays(now, days.min), to: addBusinessDays(now, days.max) },
      },
    ];
  });
}

/** Tax in minor units on `subtotalMinor` for a destination country (rounded half up). */
export function taxFor(country: string | null, subtotalMinor: number): number {
  return country ? Math.round(subtotalMinor * (TAX_RATE[country] ?? 0)) : 0;
}

/** Major units → minor units (two decimals, as every sandbox currency). */
export const toMinor = (major: number): number => Math.round(major * 100);
