import { parseTokenScope, type Preferences, type Profile, type Recognition, type TokenScope } from '@vitrine/core';
import type { AuthPayloadDto, PreferencesDto, ProfileDto, RecognitionDto } from '@vitrine/contract';

/**
 * Identity DTOs → core types (docs/auth-api.md; shell-and-account.md §3), and the readable auth
 * payload cookie.
 */

/** The auth payload cookie, parsed (docs/identity.md "Cookies"). */
export interface AuthPayload {
  /** The scope the token was issued with ('AUTHORIZED' stays in the cookie after the step-up lapsed). */
  readonly scope: TokenScope;
  /** Epoch ms. */
  readonly expiresAt: number;
  /** Epoch ms when the AUTHORIZED step-up lapses; null when not stepped up. */
  readonly authorizedUntil: number | null;
  readonly profileId: string | null;
  readonly firstName: string | null;
}

const numberOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const stringOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * Parses the `vitrine_auth` cookie value (JSON of {@link AuthPayloadDto}); undefined when missing,
 * not JSON, or with an unknown scope or no numeric expiry. Never throws.
 */
export function parseAuthPayload(raw: string | undefined): AuthPayload | undefined {
  if (raw === undefined) return undefined;
  let dto: Partial<AuthPayloadDto>;
  try {
    dto = JSON.parse(raw) as Partial<AuthPayloadDto>;
  } catch {
    return undefined;
  }
  if (typeof dto !== 'object' || dto === null) return undefined;
  const scope = parseTokenScope(dto.scope);
  const expiresAt = numberOrNull(dto.expiresAt);
  if (scope === null || expiresAt === null) return undefined;
  return { scope, expiresAt, authorizedUntil: numberOrNull(dto.authorizedUntil), profileId: stringOrNull(dto.profileId), firstName: stringOrNull(dto.firstName) };
}

/**
 * The scope a token answers with at `now` (epoch ms), as the sandbox decides it (decision 0072):
 * AUTHORIZED turns REGISTERED when `authorizedUntil` has passed (or is missing); an expired token is
 * null (no usable token); otherwise the payload's scope.
 */
export function effectiveScope(payload: AuthPayload | undefined, now: number): TokenScope | null {
  if (!payload || payload.expiresAt <= now) return null;
  if (payload.scope === 'AUTHORIZED' && (payload.authorizedUntil === null || payload.authorizedUntil <= now)) return 'REGISTERED';
  return payload.scope;
}

/** RecognitionDto → Recognition (missing names become null). */
export function normalizeRecognition(dto: RecognitionDto): Recognition {
  return dto.recognized === true
    ? { recognized: true, firstName: stringOrNull(dto.firstName), emailMasked: stringOrNull(dto.emailMasked) }
    : { recognized: false, firstName: null, emailMasked: null };
}

/**
 * ProfileDto → Profile: fields the API leaves out (loyalty without `loyalty=true`, the privacy lists
 * without `privacyInfo=true`) become null and [].
 */
export function normalizeProfile(dto: ProfileDto): Profile {
  return {
    profileId: dto.profileId,
    emailAddress: dto.emailAddress,
    name: { first: dto.name.first, last: dto.name.last },
    dateOfBirth: dto.dateOfBirth ?? null,
    defaultPaymentId: dto.defaultPaymentId ?? null,
    defaultShippingAddressId: dto.defaultShippingAddressId ?? null,
    discounts: dto.discounts ?? [],
    employee: dto.employee ?? null,
    externalIds: { salesforceContactId: dto.externalIds?.salesforceContactId ?? null },
    gender: dto.gender ?? null,
    loyalty: dto.loyalty ?? null,
    membership: dto.membership ?? null,
    membershipRenewalEligible: dto.membershipRenewalEligible ?? false,
    deliveryPassMember: dto.deliveryPassMember ?? false,
    privacyLocations: dto.privacyLocations ?? [],
    privacyOptOutLocations: dto.privacyOptOutLocations ?? [],
    sterlingId: dto.sterlingId ?? null,
    student: dto.student ?? false,
    phone: dto.phone ?? null,
    loyaltyUserName: dto.loyaltyUserName ?? null,
  };
}

/** PreferencesDto → Preferences (the global opt-out list is read through the profile, so it is dropped here). */
export function normalizePreferences(dto: PreferencesDto): Preferences {
  return {
    global: {
      language: dto.global.language,
      country: dto.global.country,
      currency: dto.global.currency,
      favoriteStores: dto.global.favoriteStores ?? [],
      profilePhoto: dto.global.profilePhoto ?? null,
    },
    web: { interstitialDeclined: dto.web?.interstitialDeclined ?? false },
  };
}
