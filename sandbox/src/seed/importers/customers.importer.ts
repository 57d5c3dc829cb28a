import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressBodyDto } from '@vitrine/contract';
import { demoPasswordHash } from '../../auth/password-hasher.js';
import type { Db } from '../../db/db.js';
import { COUNTRIES } from '../../sites/countries.js';
import { readCsv } from '../csv.js';

/**
 * Demo customers and the call-centre agent (docs/identity.md "Demo accounts"; decisions 0070,
 * 0076): the Luma customer (`luma/fixtures/CustomerSampleData/customer_profile.csv`) and the 20
 * Spree customers (`spree/customers.csv`), each with the demo password, their address kept for
 * checkout, and one agent `agent@vitrine.test`. Spree tags become profile facts: 'VIP' a loyalty
 * membership, 'Wholesale' a membership group. Profile ids are derived from the e-mail, so seeds are
 * identical.
 */

/** The Luma customer file, relative to the sample data directory. */
export const LUMA_CUSTOMERS_CSV = path.join('luma', 'fixtures', 'CustomerSampleData', 'customer_profile.csv');
/** The Spree customer file, relative to the sample data directory. */
export const SPREE_CUSTOMERS_CSV = path.join('spree', 'customers.csv');
/** The call-centre agent's e-mail (password: the demo password). */
export const AGENT_EMAIL = 'agent@vitrine.test';

/** One account the seed writes (profile facts, role, address). */
export interface SeedCustomer {
  readonly profileId: string;
  readonly email: string;
  readonly role: 'CUSTOMER' | 'CALL_CENTER';
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string | null;
  readonly gender: string | null;
  /** Digits only. */
  readonly phone: string | null;
  readonly source: 'luma' | 'spree' | 'agent';
  readonly extra: Record<string, unknown>;
  readonly addresses: readonly { readonly addressId: string; readonly address: AddressBodyDto }[];
}

const sha = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const digits = (text: string) => text.replace(/\D/g, '');
/** 'cust-' + 12 hex of the e-mail's SHA-256. */
export const seedProfileId = (email: string) => `cust-${sha(email.toLowerCase()).slice(0, 12)}`;
const addressId = (email: string, n: number) => `addr-${sha(`${email.toLowerCase()}:${n}`).slice(0, 12)}`;
const number = (seed: string, length: number) => String(Number.parseInt(sha(seed).slice(0, 12), 16)).padStart(length, '0').slice(-length);

/** A region name or code → the code the site configuration uses ('Michigan' → 'MI'); unknown names stay. */
export function regionCode(country: string, region: string): string {
  const regions = COUNTRIES[country]?.regions ?? [];
  const found = regions.find((r) => r.code.toLowerCase() === region.toLowerCase() || r.name.toLowerCase() === region.toLowerCase());
  return found ? found.code : region;
}

/** Luma's `street` cell is a JSON list of lines ('["6146 Honey Bluff Parkway",""]'); plain text is one line. */
function streetLines(street: string): [string, string] {
  try {
    const lines = JSON.parse(street) as unknown;
    if (Array.isArray(lines)) return [String(lines[0] ?? ''), String(lines[1] ?? '')];
  } catch {
    // plain text
  }
  return [street, ''];
}

function lumaCustomers(file: string): SeedCustomer[] {
  return readCsv(file).map((r) => {
    const email = r.email!.toLowerCase();
    const [address1, address2] = streetLines(r.street ?? '');
    const country = r.country_id || 'US';
    const phone = digits(r.telephone ?? '') || null;
    return {
      profileId: seedProfileId(email),
      email,
      role: 'CUSTOMER' as const,
      firstName: r.firstname!,
      lastName: r.lastname!,
      dateOfBirth: /^\d{4}-\d{2}-\d{2}$/.test(r.dob ?? '') ? r.dob! : null,
      gender: r.gender || null,
      phone,
      source: 'luma' as const,
      extra: {},
      addresses: [
        {
          addressId: addressId(email, 1),
          address: { address1, address2, city: r.city ?? '', country, name: { first: r.firstname!, last: r.lastname! }, phoneNumber: phone ?? '', postalCode: r.postcode ?? '', region: regionCode(country, r.region ?? '') },
        },
      ],
    };
  });
}

function spreeCustomers(file: string): SeedCustomer[] {
  return readCsv(file).map((r) => {
    const email = r.email!.toLowerCase();
    const tags = (r.tags ?? '').split(',').map((t) => t.trim().toLowerCase()).filter(Boolean);
    const phone = digits(r.phone ?? '') || null;
    const country = r.country_code || 'US';
    const extra: Record<string, unknown> = {};
    if (tags.includes('vip')) {
      extra.loyalty = { loyaltyId: `LY${number(`loyalty:${email}`, 9)}`, tier: 'VIP', points: Number(number(`points:${email}`, 4)) };
      extra.loyaltyUserName = email;
    }
    if (tags.includes('wholesale')) {
      extra.membership = { group: 'WHOLESALE', memberId: `WS${number(`member:${email}`, 7)}`, expirationDate: '2026-12-31', type: 'ANNUAL' };
      extra.membershipRenewalEligible = true;
    }
    return {
      profileId: seedProfileId(email),
      email,
      role: 'CUSTOMER' as const,
      firstName: r.first_name!,
      lastName: r.last_name!,
      dateOfBirth: null,
      gender: null,
      phone,
      source: 'spree' as const,
      extra,
      addresses: [
        {
          addressId: addressId(email, 1),
          address: {
            address1: r.address1 ?? '',
            address2: r.address2 ?? '',
            city: r.city ?? '',
            country,
            name: { first: r.first_name!, last: r.last_name! },
            phoneNumber: phone ?? '',
            postalCode: r.zip ?? '',
            region: regionCode(country, r.province_code ?? ''),
          },
        },
      ],
    };
  });
}

/** The call-centre agent (CALL_CENTER tokens; employee id E0001). */
export const AGENT: SeedCustomer = {
  profileId: seedProfileId(AGENT_EMAIL),
  email: AGENT_EMAIL,
  role: 'CALL_CENTER',
  firstName: 'Casey',
  lastName: 'Agent',
  dateOfBirth: null,
  gender: null,
  phone: null,
  source: 'agent',
  extra: { employee: { employeeId: 'E0001', name: 'Casey Agent' } },
  addresses: [],
};

/**
 * Reads the customers of the sample data (the full set and the committed subset hold the same
 * files; a missing file is skipped), de-duplicated by e-mail (first wins), plus the agent.
 */
export function importCustomers(sampleDataDir: string): SeedCustomer[] {
  const luma = path.join(sampleDataDir, LUMA_CUSTOMERS_CSV);
  const spree = path.join(sampleDataDir, SPREE_CUSTOMERS_CSV);
  const all = [...(fs.existsSync(luma) ? lumaCustomers(luma) : []), ...(fs.existsSync(spree) ? spreeCustomers(spree) : []), AGENT];
  const seen = new Set<string>();
  return all.filter((c) => !seen.has(c.email) && seen.add(c.email));
}

/** Fixed creation time of seeded accounts, so two seeds are identical. */
const SEEDED_AT = '2025-01-01T00:00:00.000Z';

/**
 * Writes the customers and their addresses (one transaction, bulk inserts), every account with
 * the demo password's hash (computed once, decision 0070), the first address as the default
 * shipping address. Resolves with the number of accounts. Throws on SQL errors.
 */
export async function writeCustomers(db: Db, customers: readonly SeedCustomer[]): Promise<number> {
  const passwordHash = await demoPasswordHash();
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into customer (profile_id, email, password_hash, role, first_name, last_name, date_of_birth, gender, phone, extra, default_shipping_address_id, default_payment_id, source, created_at, updated_at)
       select profile_id, email, $2, role, first_name, last_name, date_of_birth, gender, phone, extra, default_shipping_address_id, null, source, $3, $3
         from jsonb_to_recordset($1::jsonb) as x(profile_id text, email text, role text, first_name text, last_name text, date_of_birth text, gender text, phone text, extra jsonb, default_shipping_address_id text, source text)`,
      [
        JSON.stringify(
          customers.map((c) => ({
            profile_id: c.profileId,
            email: c.email,
            role: c.role,
            first_name: c.firstName,
            last_name: c.lastName,
            date_of_birth: c.dateOfBirth,
            gender: c.gender,
            phone: c.phone,
            extra: c.extra,
            default_shipping_address_id: c.addresses[0]?.addressId ?? null,
            source: c.source,
          })),
        ),
        passwordHash,
        SEEDED_AT,
      ],
    );
    await tx.query(
      `insert into customer_address (address_id, profile_id, position, address, visible)
       select address_id, profile_id, position, address, true from jsonb_to_recordset($1::jsonb) as x(address_id text, profile_id text, position int, address jsonb)`,
      [JSON.stringify(customers.flatMap((c) => c.addresses.map((a, position) => ({ address_id: a.addressId, profile_id: c.profileId, position, address: a.address }))))],
    );
  });
  return customers.length;
}
