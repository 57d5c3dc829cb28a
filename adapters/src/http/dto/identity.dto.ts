import type { TokenResponseDto } from './common.dto.js';

/**
 * JSON shapes of the identity and profile calls (docs/auth-api.md; shell-and-account.md §3, §7;
 * docs/identity.md). The sandbox and the adapters compile against these.
 */

/** Body of POST /auth/v0/{siteId}/tokens, by grant. */
export type TokenRequestDto =
  | { grantType: 'guest' }
  | { grantType: 'password'; email: string; password: string }
  | { grantType: 'upgrade'; password: string }
  | { grantType: 'refresh' }
  | { grantType: 'downgrade' };

/**
 * A token answer with the identity fields (decision 0072). `authorizedUntil` (epoch ms, when the
 * AUTHORIZED step-up lapses) and `firstName` are left out when null, so a guest's answer is
 * exactly a TokenResponseDto.
 */
export interface IdentityTokenResponseDto extends TokenResponseDto {
  authorizedUntil?: number;
  firstName?: string;
}

/**
 * The readable `vitrine_auth` cookie (the spec's auth payload): JSON of the token answer, with
 * `profileId` left out for a guest. A REGISTERED token stepped up answers AUTHORIZED until
 * `authorizedUntil`; the cookie keeps `scope: 'AUTHORIZED'`, so readers compare it with the clock.
 */
export interface AuthPayloadDto {
  scope: string;
  expiresAt: number;
  authorizedUntil?: number;
  profileId?: string;
  firstName?: string;
}

/** Answer of GET /auth/v0/{siteId}/recognition. */
export interface RecognitionDto {
  recognized: boolean;
  firstName?: string;
  /** 'r*******t@example.com'. */
  emailMasked?: string;
}

/** Body of POST /profile/v0/{siteId}/accounts. */
export interface CreateAccountRequestDto {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Body of POST /profile/v0/{siteId}/credentials/password-resets (answer: 202, empty). */
export interface PasswordResetRequestDto {
  email: string;
}

/** Body of PUT /profile/v0/{siteId}/credentials/password (answer: 204). */
export interface ResetPasswordRequestDto {
  resetToken: string;
  password: string;
}

/** Body of PUT /profile/v0/{siteId}/me/credentials/password (answer: 204). */
export interface ChangePasswordRequestDto {
  currentPassword: string;
  password: string;
}

/** An address body (shell-and-account.md §3 "Payment" address, "Address"). */
export interface AddressBodyDto {
  address1: string;
  address2: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  name: { first: string; last: string };
  /** Digits only. */
  phoneNumber: string;
  postalCode: string;
  /** Region code ('IL', 'ON') or '' when the country has none. */
  region: string;
}

/**
 * GET /profile/v0/{siteId}/me (shell-and-account.md §3 "Profile"). `loyalty` only with
 * `loyalty=true`; `privacyLocations` and `privacyOptOutLocations` only with `privacyInfo=true`.
 */
export interface ProfileDto {
  profileId: string;
  emailAddress: string;
  name: { first: string; last: string };
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  defaultPaymentId: string | null;
  defaultShippingAddressId: string | null;
  discounts: Record<string, unknown>[];
  employee: { employeeId: string; name: string } | null;
  externalIds: { salesforceContactId: string | null };
  gender: string | null;
  loyalty?: { loyaltyId: string; tier: string; points: number } | null;
  membership: { group: string; memberId: string; expirationDate: string | null; type: string } | null;
  membershipRenewalEligible: boolean;
  /** Location codes with privacy rules in the customer's country ('US-CA'). */
  privacyLocations?: string[];
  /** Location codes the customer opted out in (kept in the preferences' global section). */
  privacyOptOutLocations?: string[];
  sterlingId: string | null;
  student: boolean;
  /** Digits only. */
  phone: { number: string } | null;
  loyaltyUserName: string | null;
}

/** PUT /profile/v0/{siteId}/me body: the profile as GET gives it; read-only fields are ignored. */
export type ProfilePutRequestDto = Partial<ProfileDto> & { name: { first: string; last: string }; emailAddress: string };

/** PATCH /profile/v0/{siteId}/me body: an array of these. */
export interface ProfilePatchOperationDto {
  op: 'replace';
  path: '/defaultShippingAddressId' | '/defaultPaymentId' | '/name/first' | '/name/last';
  value: string | null;
}

/** Global preferences (shell-and-account.md §3 "Preferences"). */
export interface GlobalPreferencesDto {
  language: string;
  country: string;
  currency: string;
  favoriteStores: string[];
  profilePhoto: string | null;
  /** Location codes opted out of (added by PATCH v1 /global/privacyOptOutLocations). */
  privacyOptOutLocations?: string[];
}

/** GET/POST /profile/v0/{siteId}/me/preferences answer. */
export interface PreferencesDto {
  global: GlobalPreferencesDto;
  web: { interstitialDeclined: boolean };
}

/** POST /profile/v0/{siteId}/me/preferences body (missing global fields take defaults). */
export interface CreatePreferencesRequestDto {
  global: Partial<GlobalPreferencesDto> & { language: string; country: string; currency: string };
  web?: { interstitialDeclined: boolean };
}

/** PATCH /profile/v1/{siteId}/me/preferences body: an array of these. */
export type PreferencesPatchOperationDto =
  | { op: 'add'; path: '/global'; value: Partial<GlobalPreferencesDto> }
  | { op: 'add'; path: '/global/privacyOptOutLocations'; value: string[] | string };

/** One message of the sandbox's test mailbox (GET /__sandbox/mailbox?to=). */
export interface MailboxMessageDto {
  to: string;
  subject: string;
  body: string;
  /** The link the message carries ('/password/reset?token=…'), or null. */
  link: string | null;
  /** Epoch ms. */
  sentAt: number;
}

/** GET /__sandbox/mailbox answer, oldest first. */
export interface MailboxResponseDto {
  messages: MailboxMessageDto[];
}
