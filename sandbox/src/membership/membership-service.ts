import crypto from 'node:crypto';
import type { DeliveryPassDto, MembershipDto, MembershipStatusDto } from '@vitrine/contract';
import { ApiError, invalidRequest } from '../api/api-error.js';
import type { Db } from '../db/db.js';
import type { SandboxSite } from '../sites/sites.js';
import { DELIVERY_PASS_BENEFITS, deliveryPassOfferOf } from './delivery-pass-offer.js';
import { membershipGroupsOf } from './membership-groups.js';

/**
 * Membership groups and the delivery pass in the sandbox (shell-and-account.md §2, §3 "Profile",
 * §6; shopping.md §3; decisions 0260, 0261). A membership lives in customer.extra (membership,
 * membershipRenewalEligible) like the seeded ones; a delivery pass in the delivery_pass table.
 */

const digits = (seed: string, n: number) => String(BigInt(`0x${crypto.createHash('sha256').update(seed).digest('hex').slice(0, 15)}`) % 10n ** BigInt(n)).padStart(n, '0');
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The same calendar day one year later (UTC; 29 February → 1 March). */
const plusOneYear = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth(), d.getUTCDate());
};

interface MembershipRow {
  membership: MembershipDto | null;
  eligible: boolean | null;
}

async function membershipOf(db: Db, profileId: string): Promise<MembershipStatusDto> {
  const [row] = await db.query<MembershipRow>(`select extra->'membership' as membership, (extra->>'membershipRenewalEligible')::boolean as eligible from customer where profile_id = $1`, [profileId]);
  if (!row) throw new ApiError(404, 'NOT_FOUND', `No profile ${profileId}`);
  return { membership: row.membership ?? null, membershipRenewalEligible: row.eligible ?? false };
}

async function storeMembership(db: Db, profileId: string, status: MembershipStatusDto, now: number): Promise<MembershipStatusDto> {
  await db.query(`update customer set extra = extra || jsonb_build_object('membership', $2::jsonb, 'membershipRenewalEligible', $3::boolean), updated_at = $4 where profile_id = $1`, [
    profileId,
    JSON.stringify(status.membership),
    status.membershipRenewalEligible,
    new Date(now),
  ]);
  return status;
}

/**
 * POST …/me/membership/renewals {memberId}: extends the membership one year from its expiry (or
 * from today when it already lapsed or never expires) and clears the renewal eligibility. Errors:
 * 404 MEMBERSHIP_NOT_FOUND (no membership with that member id), 409 MEMBERSHIP_RENEWAL_NOT_ELIGIBLE.
 */
export async function renewMembership(db: Db, profileId: string, memberId: string, now: number): Promise<MembershipStatusDto> {
  return db.transaction(async (tx) => {
    const current = await membershipOf(tx, profileId);
    if (!current.membership || current.membership.memberId !== memberId) throw new ApiError(404, 'MEMBERSHIP_NOT_FOUND', `No membership ${memberId}`);
    if (!current.membershipRenewalEligible) throw new ApiError(409, 'MEMBERSHIP_RENEWAL_NOT_ELIGIBLE', 'This membership cannot be renewed now');
    const expiry = current.membership.expirationDate ? Date.parse(`${current.membership.expirationDate}T00:00:00Z`) : now;
    const from = Math.max(expiry, Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate()));
    return storeMembership(tx, profileId, { membership: { ...current.membership, expirationDate: isoDate(plusOneYear(from)) }, membershipRenewalEligible: false }, now);
  });
}

/**
 * POST …/me/membership/enrollments {group}: joins a group of the site open to new enrollment for a
 * year (member id 'MB' + 7 digits, type ANNUAL, not renewal-eligible). Errors: 404
 * MEMBERSHIP_GROUP_NOT_FOUND, 409 MEMBERSHIP_ENROLLMENT_CLOSED, 409 MEMBERSHIP_ALREADY_MEMBER.
 */
export async function joinMembershipGroup(db: Db, site: SandboxSite, profileId: string, groupName: string, now: number): Promise<MembershipStatusDto> {
  const group = membershipGroupsOf(site).find((g) => g.name.toLowerCase() === groupName.trim().toLowerCase());
  if (!group) throw new ApiError(404, 'MEMBERSHIP_GROUP_NOT_FOUND', `No membership group ${groupName} on ${site.siteId}`);
  if (group.newEnrollmentClosed) throw new ApiError(409, 'MEMBERSHIP_ENROLLMENT_CLOSED', `${group.name} is closed to new members`);
  return db.transaction(async (tx) => {
    const current = await membershipOf(tx, profileId);
    if (current.membership) throw new ApiError(409, 'MEMBERSHIP_ALREADY_MEMBER', `Already a member of ${current.membership.group}`);
    const membership: MembershipDto = { group: group.name, memberId: `MB${digits(`member:${profileId}:${group.name}`, 7)}`, expirationDate: isoDate(plusOneYear(now)), type: 'ANNUAL' };
    return storeMembership(tx, profileId, { membership, membershipRenewalEligible: false }, now);
  });
}

interface PassRow {
  pass_id: string;
  status: string;
  billing_country: string;
  fee_amount: number;
  fee_currency: string;
  started_at: Date | string;
  renews_at: Date | string;
}

const toPass = (row: PassRow): DeliveryPassDto => ({
  passId: row.pass_id,
  status: row.status,
  billingCountry: row.billing_country,
  startDate: isoDate(new Date(row.started_at).getTime()),
  renewalDate: isoDate(new Date(row.renews_at).getTime()),
  annualFee: { amount: row.fee_amount, currency: row.fee_currency },
  benefits: [...DELIVERY_PASS_BENEFITS],
});

/** The profile's delivery pass, or null (GET …/me/delivery-pass; the profile's deliveryPassMember flag). */
export async function deliveryPassOf(db: Db, profileId: string): Promise<DeliveryPassDto | null> {
  const [row] = await db.query<PassRow>('select pass_id, status, billing_country, fee_amount, fee_currency, started_at, renews_at from delivery_pass where profile_id = $1', [profileId]);
  return row ? toPass(row) : null;
}

/**
 * POST …/me/delivery-pass/enrollments {billingCountry, acceptTerms: true}: an ACTIVE pass from today,
 * renewing in a year, at the site's yearly fee (pass id 'DP' + 9 digits). Errors: 400
 * INVALID_REQUEST details.fields ['billingCountry'] (not one of the site's billing countries), 409
 * DELIVERY_PASS_ALREADY_MEMBER.
 */
export async function enrollInDeliveryPass(db: Db, site: SandboxSite, profileId: string, billingCountry: string, now: number): Promise<DeliveryPassDto> {
  const offer = deliveryPassOfferOf(site);
  const country = billingCountry.trim().toUpperCase();
  if (!offer.billingCountries.includes(country)) throw invalidRequest(`Billing country must be one of ${offer.billingCountries.join(', ')}`, { fields: ['billingCountry'] });
  const rows = await db.query<PassRow>(
    `insert into delivery_pass (profile_id, pass_id, site_id, status, billing_country, fee_amount, fee_currency, started_at, renews_at)
     values ($1, $2, $3, 'ACTIVE', $4, $5, $6, $7, $8) on conflict (profile_id) do nothing
     returning pass_id, status, billing_country, fee_amount, fee_currency, started_at, renews_at`,
    [profileId, `DP${digits(`pass:${profileId}`, 9)}`, site.siteId, country, offer.annualFee.amount, offer.annualFee.currency, new Date(now), new Date(plusOneYear(now))],
  );
  if (!rows[0]) throw new ApiError(409, 'DELIVERY_PASS_ALREADY_MEMBER', 'This account already has a delivery pass');
  return toPass(rows[0]);
}
