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
  type TokenScope,
} from '@vitrine/core';
import { HttpError } from '../http/http-error.js';
import type { InMemoryAccount } from './in-memory-auth.js';

/** Who is signed in, as {@link InMemoryProfile} needs it (an InMemoryAuth fits). */
export interface ProfileSessionSource {
  readonly accounts: readonly InMemoryAccount[];
  current(): { readonly scope: TokenScope; readonly profileId: string | null } | null;
}

/** Options of {@link InMemoryProfile}. */
export interface InMemoryProfileOptions {
  /** The site values used when PUT/PATCH create missing preferences; default en / US / USD. */
  readonly site?: PreferenceSeed;
  /** Profiles by id, overriding those built from the accounts. */
  readonly profiles?: readonly Profile[];
  /** Preferences already stored, by profile id. */
  readonly preferences?: Readonly<Record<string, Preferences>>;
}

/** A profile with only the account's facts (no address, loyalty or membership). */
export function profileOfAccount(account: InMemoryAccount): Profile {
  return {
    profileId: account.profileId,
    emailAddress: account.email,
    name: { first: account.firstName, last: account.lastName },
    dateOfBirth: null,
    defaultPaymentId: null,
    defaultShippingAddressId: null,
    discounts: [],
    employee: account.role === 'CALL_CENTER' ? { employeeId: 'E0001', name: `${account.firstName} ${account.lastName}` } : null,
    externalIds: { salesforceContactId: null },
    gender: null,
    loyalty: null,
    membership: null,
    membershipRenewalEligible: false,
    deliveryPassMember: false,
    privacyLocations: [],
    privacyOptOutLocations: [],
    sterlingId: null,
    student: false,
    phone: null,
    loyaltyUserName: null,
  };
}

const READ: readonly TokenScope[] = ['REGISTERED', 'AUTHORIZED', 'CALL_CENTER'];
const WRITE: readonly TokenScope[] = ['AUTHORIZED', 'CALL_CENTER'];

/**
 * ProfileGateway in memory with the sandbox's rules (docs/identity.md): reads and preferences need
 * a REGISTERED, AUTHORIZED or agent session, profile writes AUTHORIZED (else it throws the
 * HttpError the HTTP gateway throws on 403 SCOPE_REQUIRED); preferences read null until created, create answers
 * PROFILE.PREFERENCES_EXIST when they exist; PUT/PATCH create them from the site values; the
 * privacy opt-outs added by PATCH show on the profile. `failCreate` makes the next create fail with
 * PROFILE.PREFERENCES_CREATE_FAILED (status 500).
 */
export class InMemoryProfile implements ProfileGateway {
  private readonly profiles = new Map<string, Profile>();
  private readonly prefs = new Map<string, Preferences & { optOut: string[] }>();
  /** Set to make the next createPreferences fail (PROFILE.PREFERENCES_CREATE_FAILED). */
  failCreate = false;
  readonly calls: string[] = [];

  constructor(
    private readonly session: ProfileSessionSource,
    private readonly options: InMemoryProfileOptions = {},
  ) {
    for (const p of options.profiles ?? []) this.profiles.set(p.profileId, p);
    for (const [id, p] of Object.entries(options.preferences ?? {})) this.prefs.set(id, { ...p, optOut: [] });
  }

  private id(scopes: readonly TokenScope[]): string {
    const s = this.session.current();
    if (!s || s.profileId === null || !scopes.includes(s.scope)) {
      // What the HTTP gateway throws on 403 SCOPE_REQUIRED (docs/identity.md).
      throw new HttpError({ kind: 'http', status: 403, code: 'SCOPE_REQUIRED', message: `This call needs a ${scopes[0]} token`, details: { requiredScope: scopes[0] }, method: 'GET', url: '/profile' });
    }
    return s.profileId;
  }

  /** The profile a write may change (AUTHORIZED or CALL_CENTER), or null. */
  private writer(): string | null {
    const s = this.session.current();
    return s && s.profileId !== null && WRITE.includes(s.scope) ? s.profileId : null;
  }

  /** A profile write's refusal without the step-up, as the HTTP gateway answers it. */
  private signInRequired(): ProfileWriteError {
    return domainError('PROFILE.SIGN_IN_REQUIRED', `This call needs a ${WRITE[0]} token`, { code: 'SCOPE_REQUIRED', status: 403, requiredScope: WRITE[0] });
  }

  private stored(id: string): Profile {
    const existing = this.profiles.get(id);
    if (existing) return existing;
    const account = this.session.accounts.find((a) => a.profileId === id);
    if (!account) throw new Error(`NOT_FOUND: no profile ${id}`);
    const built = profileOfAccount(account);
    this.profiles.set(id, built);
    return built;
  }

  private view(id: string, options: { loyalty?: boolean; privacyInfo?: boolean }): Profile {
    const p = this.stored(id);
    return { ...p, loyalty: options.loyalty ? p.loyalty : null, privacyOptOutLocations: options.privacyInfo ? (this.prefs.get(id)?.optOut ?? []) : [], privacyLocations: options.privacyInfo ? p.privacyLocations : [] };
  }

  private prefsOf(id: string): Preferences & { optOut: string[] } {
    const site = this.options.site ?? { language: 'en', country: 'US', currency: 'USD' };
    return this.prefs.get(id) ?? { global: { ...site, favoriteStores: [], profilePhoto: null }, web: { interstitialDeclined: false }, optOut: [] };
  }

  private save(id: string, p: Preferences & { optOut: string[] }): Preferences {
    this.prefs.set(id, p);
    return { global: p.global, web: p.web };
  }

  async getProfile(options: { readonly loyalty?: boolean; readonly privacyInfo?: boolean } = {}): Promise<Profile> {
    this.calls.push('getProfile');
    return this.view(this.id(READ), options);
  }

  async putProfile(profile: Profile): Promise<Result<Profile, ProfileWriteError>> {
    this.calls.push('putProfile');
    const id = this.writer();
    if (id === null) return err(this.signInRequired());
    const p = this.stored(id);
    this.profiles.set(id, {
      ...p,
      name: { ...profile.name },
      emailAddress: profile.emailAddress.trim().toLowerCase(),
      dateOfBirth: profile.dateOfBirth,
      gender: profile.gender,
      phone: profile.phone === null ? null : { number: profile.phone.number.replace(/\D/g, '') },
      defaultShippingAddressId: profile.defaultShippingAddressId,
      defaultPaymentId: profile.defaultPaymentId,
    });
    return ok(this.view(id, {}));
  }

  async patchProfile(operations: readonly ProfilePatchOperation[]): Promise<Result<Profile, ProfileWriteError>> {
    this.calls.push('patchProfile');
    const id = this.writer();
    if (id === null) return err(this.signInRequired());
    let p = this.stored(id);
    for (const o of operations) {
      if (o.path === '/name/first') p = { ...p, name: { ...p.name, first: o.value } };
      else if (o.path === '/name/last') p = { ...p, name: { ...p.name, last: o.value } };
      else if (o.path === '/defaultShippingAddressId') p = { ...p, defaultShippingAddressId: o.value };
      else p = { ...p, defaultPaymentId: o.value };
    }
    this.profiles.set(id, p);
    return ok(this.view(id, {}));
  }

  /**
   * Changes the signed-in customer's stored profile with `change` (the credentials fake's phone,
   * username and employee changes) and answers the profile; throws like a write without AUTHORIZED.
   */
  amend(change: (profile: Profile) => Profile): Profile {
    const id = this.id(WRITE);
    this.profiles.set(id, change(this.stored(id)));
    return this.view(id, {});
  }

  async getPreferences(): Promise<Preferences | null> {
    this.calls.push('getPreferences');
    const p = this.prefs.get(this.id(READ));
    return p ? { global: p.global, web: p.web } : null;
  }

  async createPreferences(seed: PreferenceSeed): Promise<Result<Preferences, CreatePreferencesError>> {
    this.calls.push('createPreferences');
    const id = this.id(READ);
    if (this.failCreate) {
      this.failCreate = false;
      return err(domainError('PROFILE.PREFERENCES_CREATE_FAILED', 'Internal error', { status: 500, code: 'INTERNAL_ERROR' }));
    }
    if (this.prefs.has(id)) return err(domainError('PROFILE.PREFERENCES_EXIST', 'Preferences already exist for this profile', { status: 409, code: 'PREFERENCES_EXIST' }));
    return ok(this.save(id, { global: { ...seed, favoriteStores: [], profilePhoto: null }, web: { interstitialDeclined: false }, optOut: [] }));
  }

  async putGlobalPreferences(global: GlobalPreferences): Promise<Preferences> {
    this.calls.push('putGlobalPreferences');
    const id = this.id(READ);
    const p = this.prefsOf(id);
    return this.save(id, { ...p, global: { ...global, favoriteStores: [...global.favoriteStores] } });
  }

  async putWebPreferences(web: { readonly interstitialDeclined: boolean }): Promise<Preferences> {
    this.calls.push('putWebPreferences');
    const id = this.id(READ);
    return this.save(id, { ...this.prefsOf(id), web: { interstitialDeclined: web.interstitialDeclined } });
  }

  async patchPreferences(operations: readonly PreferencesPatchOperation[]): Promise<Preferences> {
    this.calls.push('patchPreferences');
    const id = this.id(READ);
    let p = this.prefsOf(id);
    for (const o of operations) {
      if (o.path === '/global') {
        p = { ...p, global: { ...p.global, ...o.value } };
      } else {
        const known = new Set(p.optOut.map((l) => l.toUpperCase()));
        const added = o.value.filter((l) => !known.has(l.toUpperCase()) && known.add(l.toUpperCase()));
        p = { ...p, optOut: [...p.optOut, ...added] };
      }
    }
    return this.save(id, p);
  }
}
