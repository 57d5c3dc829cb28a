import {
  domainError,
  err,
  ok,
  type CreatePreferencesError,
  type GlobalPreferences,
  type Preferences,
  type PreferencesPatchOperation,
  type PreferenceSeed,
  type Profile,
  type ProfileGateway,
  type ProfilePatchOperation,
  type ProfileWriteError,
  type Result,
  type SiteContext,
} from '@vitrine/core';
import type { HttpClient } from './client.js';
import type { CreatePreferencesRequestDto, GlobalPreferencesDto, PreferencesDto, PreferencesPatchOperationDto, ProfileDto, ProfilePatchOperationDto, ProfilePutRequestDto } from '@vitrine/contract';
import { isHttpError } from './http-error.js';
import { normalizePreferences, normalizeProfile } from './normalizers/identity.normalizer.js';

/**
 * ProfileGateway over HTTP (shell-and-account.md §3, §7, §8; docs/identity.md): the profile under
 * /profile/v0/{siteId}/me, preferences under /me/preferences (PATCH under /profile/v1). Calls renew
 * the token on a token 401 like every other call. A 404 on reading preferences resolves null; a 409
 * on creating them is PROFILE.PREFERENCES_EXIST and any other refusal PROFILE.PREFERENCES_CREATE_FAILED
 * (details.status, code); a profile write's 403 SCOPE_REQUIRED is PROFILE.SIGN_IN_REQUIRED (decision
 * 0185); everything else throws HttpError (a read's 403 included).
 */
export class KyProfileGateway implements ProfileGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private path(suffix: string, version: 'v0' | 'v1' = 'v0'): string {
    return `/profile/${version}/${encodeURIComponent(this.site.siteId)}/me${suffix}`;
  }

  /** GET /me?loyalty=true&privacyInfo=true (each only when asked). */
  async getProfile(options: { readonly loyalty?: boolean; readonly privacyInfo?: boolean } = {}): Promise<Profile> {
    const searchParams = { ...(options.loyalty ? { loyalty: 'true' } : {}), ...(options.privacyInfo ? { privacyInfo: 'true' } : {}) };
    return normalizeProfile(await this.http.get<ProfileDto>(this.path(''), Object.keys(searchParams).length > 0 ? { searchParams } : {}));
  }

  /** PUT /me with the writable fields of the profile (the server ignores read-only ones). */
  async putProfile(profile: Profile): Promise<Result<Profile, ProfileWriteError>> {
    const body: ProfilePutRequestDto = {
      name: { first: profile.name.first, last: profile.name.last },
      emailAddress: profile.emailAddress,
      dateOfBirth: profile.dateOfBirth,
      gender: profile.gender,
      phone: profile.phone === null ? null : { number: profile.phone.number.replace(/\D/g, '') },
      defaultShippingAddressId: profile.defaultShippingAddressId,
      defaultPaymentId: profile.defaultPaymentId,
    };
    return this.write(() => this.http.put<ProfileDto>(this.path(''), { json: body }));
  }

  /** PATCH /me with replace operations. */
  async patchProfile(operations: readonly ProfilePatchOperation[]): Promise<Result<Profile, ProfileWriteError>> {
    const body: ProfilePatchOperationDto[] = operations.map((o) => ({ op: o.op, path: o.path, value: o.value }));
    return this.write(() => this.http.patch<ProfileDto>(this.path(''), { json: body }));
  }

  /** Runs a PUT or PATCH of /me: ok with the stored profile, PROFILE.SIGN_IN_REQUIRED on 403 SCOPE_REQUIRED, else throws. */
  private async write(call: () => Promise<ProfileDto>): Promise<Result<Profile, ProfileWriteError>> {
    try {
      return ok(normalizeProfile(await call()));
    } catch (error) {
      if (isHttpError(error) && error.kind === 'http' && error.status === 403 && error.code === 'SCOPE_REQUIRED') {
        return err(domainError('PROFILE.SIGN_IN_REQUIRED', error.message, { ...error.details, code: error.code, status: error.status }));
      }
      throw error;
    }
  }

  /** GET /me/preferences; null on 404 (none yet). */
  async getPreferences(): Promise<Preferences | null> {
    try {
      return normalizePreferences(await this.http.get<PreferencesDto>(this.path('/preferences')));
    } catch (error) {
      if (isHttpError(error) && error.is(404)) return null;
      throw error;
    }
  }

  /** POST /me/preferences `{ global: seed }` (201). */
  async createPreferences(seed: PreferenceSeed): Promise<Result<Preferences, CreatePreferencesError>> {
    const body: CreatePreferencesRequestDto = { global: { language: seed.language, country: seed.country, currency: seed.currency } };
    try {
      return ok(normalizePreferences(await this.http.post<PreferencesDto>(this.path('/preferences'), { json: body })));
    } catch (error) {
      if (!isHttpError(error) || error.kind !== 'http') throw error;
      const details = { status: error.status, code: error.code };
      return err(
        error.status === 409
          ? domainError('PROFILE.PREFERENCES_EXIST', error.message, details)
          : domainError('PROFILE.PREFERENCES_CREATE_FAILED', error.message, details),
      );
    }
  }

  /** PUT /me/preferences/global. */
  async putGlobalPreferences(global: GlobalPreferences): Promise<Preferences> {
    const body: GlobalPreferencesDto = {
      language: global.language,
      country: global.country,
      currency: global.currency,
      favoriteStores: [...global.favoriteStores],
      profilePhoto: global.profilePhoto,
    };
    return normalizePreferences(await this.http.put<PreferencesDto>(this.path('/preferences/global'), { json: body }));
  }

  /** PUT /me/preferences/web `{ interstitialDeclined }`. */
  async putWebPreferences(web: { readonly interstitialDeclined: boolean }): Promise<Preferences> {
    return normalizePreferences(await this.http.put<PreferencesDto>(this.path('/preferences/web'), { json: { interstitialDeclined: web.interstitialDeclined } }));
  }

  /** PATCH /profile/v1/{siteId}/me/preferences with add operations. */
  async patchPreferences(operations: readonly PreferencesPatchOperation[]): Promise<Preferences> {
    const body = operations.map((o) => (o.path === '/global' ? { op: 'add', path: '/global', value: { ...o.value } } : { op: 'add', path: o.path, value: [...o.value] })) as PreferencesPatchOperationDto[];
    return normalizePreferences(await this.http.patch<PreferencesDto>(this.path('/preferences', 'v1'), { json: body }));
  }
}
