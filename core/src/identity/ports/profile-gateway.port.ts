import type { DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';

/**
 * The profile and preferences calls of shell-and-account.md §7 (all under
 * /profile/v0/{siteId}/me, preferences PATCH under /profile/v1/{siteId}/me/preferences), with the
 * entities of §3. Shapes the spec does not show (discounts, loyalty) are kept as opaque records.
 */

/** An employee's identification (shell-and-account.md §3, §6). */
export interface EmployeeInfo {
  readonly employeeId: string;
  readonly name: string;
}

/** A membership group membership (shell-and-account.md §3, §6). */
export interface MembershipInfo {
  readonly group: string;
  readonly memberId: string;
  /** ISO date (YYYY-MM-DD) or null when it does not expire. */
  readonly expirationDate: string | null;
  readonly type: string;
}

/** The profile fields the client keeps (shell-and-account.md §3 "Profile"). */
export interface Profile {
  readonly profileId: string;
  readonly emailAddress: string;
  readonly name: { readonly first: string; readonly last: string };
  /** ISO date (YYYY-MM-DD) or null. */
  readonly dateOfBirth: string | null;
  readonly defaultPaymentId: string | null;
  readonly defaultShippingAddressId: string | null;
  /** Discounts the profile carries; their shape is not shown. */
  readonly discounts: readonly Readonly<Record<string, unknown>>[];
  readonly employee: EmployeeInfo | null;
  readonly externalIds: { readonly salesforceContactId: string | null };
  readonly gender: string | null;
  /** Loyalty summary as the API sends it (GET with `loyalty=true`); shape not shown. */
  readonly loyalty: Readonly<Record<string, unknown>> | null;
  readonly membership: MembershipInfo | null;
  readonly membershipRenewalEligible: boolean;
  /** The delivery-pass member flag (shell-and-account.md §3 customer data, §6; decision 0261). */
  readonly deliveryPassMember: boolean;
  /** Country codes with privacy rules (read with `privacyInfo=true`). */
  readonly privacyLocations: readonly string[];
  /** Country codes where the customer opted out. */
  readonly privacyOptOutLocations: readonly string[];
  readonly sterlingId: string | null;
  readonly student: boolean;
  readonly phone: { readonly number: string } | null;
  readonly loyaltyUserName: string | null;
}

/** Global preferences (shell-and-account.md §3 "Preferences"). */
export interface GlobalPreferences {
  /** Language code ('en'). */
  readonly language: string;
  /** ISO 3166-1 alpha-2 country code ('US'). */
  readonly country: string;
  /** ISO 4217 currency code ('USD'). */
  readonly currency: string;
  /** Store ids. */
  readonly favoriteStores: readonly string[];
  /** Image URL or null. */
  readonly profilePhoto: string | null;
}

/** Preferences: global and web (shell-and-account.md §3). */
export interface Preferences {
  readonly global: GlobalPreferences;
  readonly web: { readonly interstitialDeclined: boolean };
}

/** What creating preferences sends: language, country and currency from the cookies, else the site's values (shell-and-account.md §4). */
export type PreferenceSeed = Pick<GlobalPreferences, 'language' | 'country' | 'currency'>;

/** One replace operation of PATCH /profile/v0/{siteId}/me (shell-and-account.md §7). */
export interface ProfilePatchOperation {
  readonly op: 'replace';
  readonly path: '/defaultShippingAddressId' | '/defaultPaymentId' | '/name/first' | '/name/last';
  readonly value: string;
}

/** One add operation of PATCH /profile/v1/{siteId}/me/preferences (shell-and-account.md §7). */
export type PreferencesPatchOperation =
  | { readonly op: 'add'; readonly path: '/global'; readonly value: Partial<GlobalPreferences> }
  | { readonly op: 'add'; readonly path: '/global/privacyOptOutLocations'; readonly value: readonly string[] };

/**
 * Creating preferences refused: PROFILE.PREFERENCES_EXIST for the 409 (logged and rethrown by the
 * caller, shell-and-account.md §8), PROFILE.PREFERENCES_CREATE_FAILED for any other refusal (returned
 * as an error, §8), with `details.status` (the HTTP status).
 */
export type CreatePreferencesError = DomainError<'PROFILE.PREFERENCES_EXIST' | 'PROFILE.PREFERENCES_CREATE_FAILED'>;

/**
 * A profile write refused for the token's scope: PUT and PATCH /me need the AUTHORIZED step-up, and
 * the API answers 403 SCOPE_REQUIRED when it lapsed on an open page (shell-and-account.md §6, §7).
 * PROFILE.SIGN_IN_REQUIRED, with `details.code` 'SCOPE_REQUIRED', `details.status` 403 and the
 * API's `details.requiredScope`: the refusal the UI's sign-in retry signs in for (decision 0185).
 */
export type ProfileWriteError = DomainError<'PROFILE.SIGN_IN_REQUIRED'>;

/**
 * Port: the signed-in customer's profile and preferences (shell-and-account.md §3, §4, §7, §8).
 * Every call needs a REGISTERED or AUTHORIZED token (reads) or AUTHORIZED (writes) and throws on
 * transport faults and on refusals not listed here (a read's 403 SCOPE_REQUIRED included; the
 * profile writes answer theirs as PROFILE.SIGN_IN_REQUIRED).
 */
export interface ProfileGateway {
  /**
   * GET /profile/v0/{siteId}/me with the query `loyalty` and `privacyInfo` ('true' when asked).
   * Resolves with the profile; throws when it cannot be read (the caller logs it and the app goes on, §8).
   */
  getProfile(options?: { readonly loyalty?: boolean; readonly privacyInfo?: boolean }): Promise<Profile>;

  /**
   * PUT /profile/v0/{siteId}/me with the profile body. Resolves ok with the stored profile, or
   * PROFILE.SIGN_IN_REQUIRED when the token lacks the AUTHORIZED step-up (403 SCOPE_REQUIRED);
   * throws on every other failure.
   */
  putProfile(profile: Profile): Promise<Result<Profile, ProfileWriteError>>;

  /**
   * PATCH /profile/v0/{siteId}/me with replace operations. Resolves ok with the stored profile, or
   * PROFILE.SIGN_IN_REQUIRED when the token lacks the AUTHORIZED step-up (403 SCOPE_REQUIRED);
   * throws on every other failure.
   */
  patchProfile(operations: readonly ProfilePatchOperation[]): Promise<Result<Profile, ProfileWriteError>>;

  /**
   * GET /profile/v0/{siteId}/me/preferences. Resolves with the preferences, or null when the API
   * answers 404 (none yet: the caller creates them, §4).
   */
  getPreferences(): Promise<Preferences | null>;

  /**
   * POST /profile/v0/{siteId}/me/preferences with `{ global: seed }`. Resolves ok with the created
   * preferences; errors PROFILE.PREFERENCES_EXIST (409) and PROFILE.PREFERENCES_CREATE_FAILED (any
   * other 4xx/5xx answer, `details.status`). Throws on transport faults.
   */
  createPreferences(seed: PreferenceSeed): Promise<Result<Preferences, CreatePreferencesError>>;

  /** PUT /me/preferences/global with the global preferences. Resolves with the stored preferences. */
  putGlobalPreferences(global: GlobalPreferences): Promise<Preferences>;

  /** PUT /me/preferences/web with `{ interstitialDeclined }`. Resolves with the stored preferences. */
  putWebPreferences(web: { readonly interstitialDeclined: boolean }): Promise<Preferences>;

  /**
   * PATCH /profile/v1/{siteId}/me/preferences with add operations on /global and
   * /global/privacyOptOutLocations (privacy opt-out sync for logged-in users, §4). Resolves with
   * the stored preferences.
   */
  patchPreferences(operations: readonly PreferencesPatchOperation[]): Promise<Preferences>;
}
export const ProfileGateway = token<ProfileGateway>('ProfileGateway');
