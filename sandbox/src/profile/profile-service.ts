import type { ProfileDto } from '@vitrine/contract';
import { ApiError, invalidRequest } from '../api/api-error.js';
import { isEmailAddress, normalizeEmail } from '../auth/customer-repository.js';
import type { Db } from '../db/db.js';
import type { SandboxSite } from '../sites/sites.js';
import { readPreferences } from './preferences-service.js';

/**
 * The profile (shell-and-account.md §3 "Profile", §7; decision 0075): GET with the `loyalty` and
 * `privacyInfo` query, PUT with the profile body, PATCH with replace operations.
 */

/** Location codes with consumer-privacy laws, by country (the site's country decides, shell-and-account.md §4). */
export const PRIVACY_LOCATIONS: Readonly<Record<string, readonly string[]>> = {
  US: ['US-CA', 'US-CO', 'US-CT', 'US-UT', 'US-VA'],
};

/** The read-only fields the seed or the back office sets (in customer.extra). */
interface Extra {
  employee?: ProfileDto['employee'];
  externalIds?: ProfileDto['externalIds'];
  membership?: ProfileDto['membership'];
  membershipRenewalEligible?: boolean;
  loyalty?: NonNullable<ProfileDto['loyalty']> | null;
  loyaltyUserName?: string | null;
  sterlingId?: string | null;
  student?: boolean;
  discounts?: Record<string, unknown>[];
}

interface ProfileRow {
  profile_id: string;
  email: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  gender: string | null;
  phone: string | null;
  extra: Extra;
  default_shipping_address_id: string | null;
  default_payment_id: string | null;
}

/** Query options of GET /me. */
export interface ProfileView {
  /** `loyalty=true`: include the loyalty summary (null for non-members). */
  readonly loyalty: boolean;
  /** `privacyInfo=true`: include privacyLocations (the site's country) and privacyOptOutLocations. */
  readonly privacyInfo: boolean;
  readonly site: SandboxSite;
}

/** Reads a query flag: 'true' or '1' is true. */
export const queryFlag = (value: string | undefined) => value === 'true' || value === '1';

/** The profile of `profileId` as ProfileDto. Error: 404 NOT_FOUND when the profile is gone. */
export async function getProfile(db: Db, profileId: string, view: ProfileView): Promise<ProfileDto> {
  const [row] = await db.query<ProfileRow>(
    `select profile_id, email, first_name, last_name, date_of_birth, gender, phone, extra, default_shipping_address_id, default_payment_id
       from customer where profile_id = $1`,
    [profileId],
  );
  if (!row) throw new ApiError(404, 'NOT_FOUND', `No profile ${profileId}`);
  const x = row.extra ?? {};
  const profile: ProfileDto = {
    profileId: row.profile_id,
    emailAddress: row.email,
    name: { first: row.first_name, last: row.last_name },
    dateOfBirth: row.date_of_birth,
    defaultPaymentId: row.default_payment_id,
    defaultShippingAddressId: row.default_shipping_address_id,
    discounts: x.discounts ?? [],
    employee: x.employee ?? null,
    externalIds: { salesforceContactId: x.externalIds?.salesforceContactId ?? null },
    gender: row.gender,
    membership: x.membership ?? null,
    membershipRenewalEligible: x.membershipRenewalEligible ?? false,
    sterlingId: x.sterlingId ?? null,
    student: x.student ?? false,
    phone: row.phone ? { number: row.phone } : null,
    loyaltyUserName: x.loyaltyUserName ?? null,
    deliveryPassMember: (await db.query('select 1 from delivery_pass where profile_id = $1', [profileId])).length > 0,
  };
  if (view.loyalty) profile.loyalty = x.loyalty ?? null;
  if (view.privacyInfo) {
    profile.privacyLocations = [...(PRIVACY_LOCATIONS[view.site.country] ?? [])];
    profile.privacyOptOutLocations = (await readPreferences(db, profileId))?.global.privacyOptOutLocations ?? [];
  }
  return profile;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nameOk = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0 && v.trim().length <= 100;
const isIsoDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

async function isOwnAddress(db: Db, profileId: string, addressId: string): Promise<boolean> {
  const rows = await db.query('select 1 from customer_address where profile_id = $1 and address_id = $2', [profileId, addressId]);
  return rows.length > 0;
}

/**
 * PUT /me: the writable fields of the body replace the stored ones — name (required), emailAddress
 * (required), dateOfBirth, gender, phone (stored as digits only, shell-and-account.md §5),
 * defaultShippingAddressId (one of the profile's addresses), defaultPaymentId; a field left out is
 * kept; read-only fields (profileId, employee, loyalty, membership, …) are ignored. Resolves with the
 * stored profile. Errors: 400 INVALID_REQUEST (details.fields), 409 EMAIL_IN_USE.
 */
export async function putProfile(db: Db, profileId: string, body: Record<string, unknown>, view: ProfileView, now: number): Promise<ProfileDto> {
  const bad: string[] = [];
  const name = isObject(body.name) ? body.name : {};
  if (!nameOk(name.first)) bad.push('name.first');
  if (!nameOk(name.last)) bad.push('name.last');
  if (!isEmailAddress(body.emailAddress)) bad.push('emailAddress');
  if (body.dateOfBirth !== undefined && body.dateOfBirth !== null && !isIsoDate(body.dateOfBirth)) bad.push('dateOfBirth');
  if (body.gender !== undefined && body.gender !== null && !(typeof body.gender === 'string' && body.gender.length <= 30)) bad.push('gender');
  const phone = body.phone === undefined ? undefined : body.phone === null ? null : isObject(body.phone) && typeof body.phone.number === 'string' ? body.phone.number.replace(/\D/g, '') : false;
  if (phone === false || (typeof phone === 'string' && (phone.length < 7 || phone.length > 15))) bad.push('phone.number');
  const ship = body.defaultShippingAddressId;
  if (ship !== undefined && ship !== null && !(typeof ship === 'string' && (await isOwnAddress(db, profileId, ship)))) bad.push('defaultShippingAddressId');
  const pay = body.defaultPaymentId;
  if (pay !== undefined && pay !== null && !(typeof pay === 'string' && pay.trim() !== '')) bad.push('defaultPaymentId');
  if (bad.length > 0) throw invalidRequest(`Invalid profile fields: ${bad.join(', ')}`, { fields: bad });

  const email = normalizeEmail(body.emailAddress as string);
  const taken = await db.query('select 1 from customer where email = $1 and profile_id <> $2', [email, profileId]);
  if (taken.length > 0) throw new ApiError(409, 'EMAIL_IN_USE', 'An account with that email already exists');
  const keep = (v: unknown) => (v === undefined ? 'keep' : 'set');
  await db.query(
    `update customer set first_name = $2, last_name = $3, email = $4,
            date_of_birth = case when $5 = 'keep' then date_of_birth else $6 end,
            gender = case when $7 = 'keep' then gender else $8 end,
            phone = case when $9 = 'keep' then phone else $10 end,
            default_shipping_address_id = case when $11 = 'keep' then default_shipping_address_id else $12 end,
            default_payment_id = case when $13 = 'keep' then default_payment_id else $14 end,
            updated_at = $15
      where profile_id = $1`,
    [
      profileId,
      (name.first as string).trim(),
      (name.last as string).trim(),
      email,
      keep(body.dateOfBirth),
      body.dateOfBirth ?? null,
      keep(body.gender),
      body.gender ?? null,
      keep(phone),
      phone ?? null,
      keep(ship),
      ship ?? null,
      keep(pay),
      pay ?? null,
      new Date(now),
    ],
  );
  return getProfile(db, profileId, view);
}

const PATCH_COLUMNS = {
  '/defaultShippingAddressId': 'default_shipping_address_id',
  '/defaultPaymentId': 'default_payment_id',
  '/name/first': 'first_name',
  '/name/last': 'last_name',
} as const;

/**
 * PATCH /me with replace operations on /defaultShippingAddressId (one of the profile's addresses,
 * or null), /defaultPaymentId (an id or null), /name/first and /name/last (non-empty, at most 100
 * characters). All or nothing. Resolves with the stored profile. Error: 400 INVALID_REQUEST (not a
 * non-empty array, another op or path, an invalid value; details.index).
 */
export async function patchProfile(db: Db, profileId: string, operations: unknown, view: ProfileView, now: number): Promise<ProfileDto> {
  if (!Array.isArray(operations) || operations.length === 0) throw invalidRequest('The body must be a non-empty array of operations');
  const changes: [string, string | null][] = [];
  for (const [index, raw] of operations.entries()) {
    if (!isObject(raw) || raw.op !== 'replace') throw invalidRequest("Only 'replace' operations are allowed", { index, fields: ['op'] });
    const column = PATCH_COLUMNS[raw.path as keyof typeof PATCH_COLUMNS];
    if (!column) throw invalidRequest(`path must be one of ${Object.keys(PATCH_COLUMNS).join(', ')}`, { index, fields: ['path'] });
    const value = raw.value;
    const valid =
      column === 'first_name' || column === 'last_name'
        ? nameOk(value)
        : value === null || (typeof value === 'string' && value.trim() !== '' && (column !== 'default_shipping_address_id' || (await isOwnAddress(db, profileId, value))));
    if (!valid) throw invalidRequest(`Invalid value for ${String(raw.path)}`, { index, fields: ['value'] });
    changes.push([column, typeof value === 'string' ? value.trim() : null]);
  }
  await db.transaction(async (tx) => {
    for (const [column, value] of changes) await tx.query(`update customer set ${column} = $2, updated_at = $3 where profile_id = $1`, [profileId, value, new Date(now)]);
  });
  return getProfile(db, profileId, view);
}
