import type { GlobalPreferencesDto, PreferencesDto } from '@vitrine/contract';
import { ApiError, invalidRequest } from '../api/api-error.js';
import type { Db } from '../db/db.js';
import type { SandboxSite } from '../sites/sites.js';

/**
 * Preferences (shell-and-account.md §3 "Preferences", §7, §8; decision 0075): one record per
 * profile, `{ global: { language, country, currency, favoriteStores, profilePhoto,
 * privacyOptOutLocations }, web: { interstitialDeclined } }`.
 */

type Stored = PreferencesDto & { global: GlobalPreferencesDto & { privacyOptOutLocations: string[] } };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringList = (v: unknown, max: number): v is string[] => Array.isArray(v) && v.length <= max && v.every((s) => typeof s === 'string' && s.trim() !== '' && s.length <= 64);

/** The values a site would create: its default language, its country and currency. */
export function siteDefaults(site: SandboxSite): Stored {
  return {
    global: { language: site.languages[0]!, country: site.country, currency: site.currency, favoriteStores: [], profilePhoto: null, privacyOptOutLocations: [] },
    web: { interstitialDeclined: false },
  };
}

/**
 * Checks a (partial, when `partial`) global section and returns the fields it sets. Errors: 400
 * INVALID_REQUEST with details.fields (language: 2 lower-case letters; country: 2 upper-case; currency:
 * 3 upper-case; favoriteStores: up to 50 ids; profilePhoto: a string or null; privacyOptOutLocations:
 * up to 100 codes).
 */
export function validGlobal(value: unknown, partial: boolean): Partial<Stored['global']> {
  if (!isObject(value)) throw invalidRequest('global must be an object', { fields: ['global'] });
  const bad: string[] = [];
  const out: Partial<Stored['global']> = {};
  const check = <K extends keyof Stored['global']>(key: K, ok: (v: unknown) => boolean, required: boolean) => {
    const v = value[key];
    if (v === undefined) {
      if (required && !partial) bad.push(key);
      return;
    }
    if (ok(v)) out[key] = v as Stored['global'][K];
    else bad.push(key);
  };
  check('language', (v) => typeof v === 'string' && /^[a-z]{2}$/.test(v), true);
  check('country', (v) => typeof v === 'string' && /^[A-Z]{2}$/.test(v), true);
  check('currency', (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v), true);
  check('favoriteStores', (v) => isStringList(v, 50), false);
  check('profilePhoto', (v) => v === null || (typeof v === 'string' && v.length <= 2048), false);
  check('privacyOptOutLocations', (v) => isStringList(v, 100), false);
  if (bad.length > 0) throw invalidRequest(`Invalid preferences: ${bad.map((b) => `global.${b}`).join(', ')}`, { fields: bad.map((b) => `global.${b}`) });
  return out;
}

/** A whole global section from validated fields (language, country and currency present): defaults [] and null. */
const completeGlobal = (g: Partial<Stored['global']>, optOut: string[]): Stored['global'] => ({
  language: g.language!,
  country: g.country!,
  currency: g.currency!,
  favoriteStores: g.favoriteStores ?? [],
  profilePhoto: g.profilePhoto ?? null,
  privacyOptOutLocations: g.privacyOptOutLocations ?? optOut,
});

const validWeb = (value: unknown): { interstitialDeclined: boolean } => {
  if (!isObject(value) || typeof value.interstitialDeclined !== 'boolean') throw invalidRequest('interstitialDeclined must be true or false', { fields: ['interstitialDeclined'] });
  return { interstitialDeclined: value.interstitialDeclined };
};

/** The stored preferences of a profile, or null. */
export async function readPreferences(db: Db, profileId: string): Promise<Stored | null> {
  const [row] = await db.query<{ preferences: Stored }>('select preferences from customer_preferences where profile_id = $1', [profileId]);
  return row ? row.preferences : null;
}

async function write(db: Db, profileId: string, preferences: Stored, now: number): Promise<Stored> {
  await db.query(
    `insert into customer_preferences (profile_id, preferences, created_at, updated_at) values ($1, $2::jsonb, $3, $3)
     on conflict (profile_id) do update set preferences = excluded.preferences, updated_at = excluded.updated_at`,
    [profileId, JSON.stringify(preferences), new Date(now)],
  );
  return preferences;
}

/** GET …/me/preferences. Error: 404 PREFERENCES_NOT_FOUND when none were created. */
export async function getPreferences(db: Db, profileId: string): Promise<PreferencesDto> {
  const stored = await readPreferences(db, profileId);
  if (!stored) throw new ApiError(404, 'PREFERENCES_NOT_FOUND', 'No preferences yet for this profile');
  return stored;
}

/**
 * POST …/me/preferences `{ global: { language, country, currency, favoriteStores?, profilePhoto? },
 * web? }`. Errors: 400 INVALID_REQUEST, 409 PREFERENCES_EXIST when they already exist.
 */
export async function createPreferences(db: Db, profileId: string, body: Record<string, unknown>, now: number): Promise<PreferencesDto> {
  const global = validGlobal(body.global, false);
  const web = body.web === undefined ? { interstitialDeclined: false } : validWeb(body.web);
  return db.transaction(async (tx) => {
    if (await readPreferences(tx, profileId)) throw new ApiError(409, 'PREFERENCES_EXIST', 'Preferences already exist for this profile');
    return write(tx, profileId, { global: completeGlobal(global, []), web }, now);
  });
}

/**
 * PUT …/me/preferences/global with the whole global section (language, country, currency required;
 * favoriteStores and profilePhoto default to [] and null; privacyOptOutLocations kept unless given).
 * Creates the preferences when missing (web from the defaults). Error: 400 INVALID_REQUEST.
 */
export async function putGlobalPreferences(db: Db, profileId: string, site: SandboxSite, body: Record<string, unknown>, now: number): Promise<PreferencesDto> {
  const global = validGlobal(body, false);
  return db.transaction(async (tx) => {
    const current = (await readPreferences(tx, profileId)) ?? siteDefaults(site);
    return write(tx, profileId, { global: completeGlobal(global, current.global.privacyOptOutLocations ?? []), web: current.web }, now);
  });
}

/** PUT …/me/preferences/web `{ interstitialDeclined }`; creates the preferences from the site's values when missing. Error: 400 INVALID_REQUEST. */
export async function putWebPreferences(db: Db, profileId: string, site: SandboxSite, body: Record<string, unknown>, now: number): Promise<PreferencesDto> {
  const web = validWeb(body);
  return db.transaction(async (tx) => {
    const current = (await readPreferences(tx, profileId)) ?? siteDefaults(site);
    return write(tx, profileId, { global: current.global, web }, now);
  });
}

/**
 * PATCH /profile/v1/{siteId}/me/preferences with `add` operations (shell-and-account.md §7):
 * `/global` merges the given fields into the global section; `/global/privacyOptOutLocations`
 * adds one code or a list (kept once, compared case-insensitively, in order). Preferences missing
 * are created from the site's values first. All or nothing. Error: 400 INVALID_REQUEST (not an
 * array, another op or path, an invalid value; details.index).
 */
export async function patchPreferences(db: Db, profileId: string, site: SandboxSite, operations: unknown, now: number): Promise<PreferencesDto> {
  if (!Array.isArray(operations) || operations.length === 0) throw invalidRequest('The body must be a non-empty array of operations');
  const changes = operations.map((raw, index) => {
    if (!isObject(raw) || raw.op !== 'add') throw invalidRequest("Only 'add' operations are allowed", { index, fields: ['op'] });
    if (raw.path === '/global') return { kind: 'global' as const, value: validGlobal(raw.value, true) };
    if (raw.path === '/global/privacyOptOutLocations') {
      const list = typeof raw.value === 'string' ? [raw.value] : raw.value;
      if (!isStringList(list, 100)) throw invalidRequest('value must be a location code or a list of them', { index, fields: ['value'] });
      return { kind: 'optOut' as const, value: list.map((l) => l.trim()) };
    }
    throw invalidRequest("path must be '/global' or '/global/privacyOptOutLocations'", { index, fields: ['path'] });
  });
  return db.transaction(async (tx) => {
    const current = (await readPreferences(tx, profileId)) ?? siteDefaults(site);
    let global: Stored['global'] = { ...current.global, privacyOptOutLocations: current.global.privacyOptOutLocations ?? [] };
    for (const change of changes) {
      if (change.kind === 'global') {
        global = { ...global, ...change.value };
      } else {
        const known = new Set(global.privacyOptOutLocations.map((l) => l.toUpperCase()));
        const added = change.value.filter((l) => !known.has(l.toUpperCase()) && known.add(l.toUpperCase()));
        global = { ...global, privacyOptOutLocations: [...global.privacyOptOutLocations, ...added] };
      }
    }
    return write(tx, profileId, { global, web: current.web }, now);
  });
}
