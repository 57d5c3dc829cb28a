import { SITE_PREFERENCE_COOKIES, type CookieJar, type CreatePreferencesError, type Logger, type Preferences, type PreferenceSeed, type ProfileGateway, type Result, type SiteContext } from '@vitrine/core';

/**
 * Loading preferences with the spec's fallbacks (shell-and-account.md §4 "Preferences", §8):
 * reading them answers 404 → they are created from the language, country and currency cookies or
 * the site's values; a 409 on create is logged and rethrown; other create failures return an error.
 */

/** Names of the first-party cookies the seed is read from: core's, which site select writes (decision 0343). */
export const PREFERENCE_COOKIES = SITE_PREFERENCE_COOKIES;

/**
 * The seed for new preferences: language (2 letters, lower-cased) and country (2 letters,
 * upper-cased) from their cookies when those hold a valid value, else from the site; the currency
 * is the site's (ISO 4217): every site sells in one currency, so a currency cookie that disagrees
 * with it (a choice made on another site) is ignored rather than sent, and one that agrees is the
 * same value (decision 0304). Never throws.
 */
export function preferenceSeedFrom(jar: Pick<CookieJar, 'get'>, site: Pick<SiteContext, 'language' | 'country' | 'currency'>): PreferenceSeed {
  const read = (name: string, pattern: RegExp, fallback: string, norm: (v: string) => string) => {
    const value = jar.get(name)?.trim();
    return value !== undefined && pattern.test(value) ? norm(value) : fallback;
  };
  return {
    language: read(PREFERENCE_COOKIES.language, /^[A-Za-z]{2}$/, site.language, (v) => v.toLowerCase()),
    country: read(PREFERENCE_COOKIES.country, /^[A-Za-z]{2}$/, site.country, (v) => v.toUpperCase()),
    currency: site.currency,
  };
}

/** Thrown by {@link loadPreferences} when creating preferences answered 409 (after logging it). */
export class PreferencesExistError extends Error {
  override readonly name = 'PreferencesExistError';
  readonly code = 'PROFILE.PREFERENCES_EXIST';
  constructor(readonly error: CreatePreferencesError) {
    super(error.message);
  }
}

/** Logged (error level) when creating preferences answers 409. */
export const PREFERENCES_EXIST_LOG = '[profile] preferences already exist (409 on create)';

/**
 * Reads the preferences; when there are none (404), creates them from `seed()` (call
 * {@link preferenceSeedFrom} there). Resolves ok with the preferences, or with
 * PROFILE.PREFERENCES_CREATE_FAILED when creating was refused otherwise. A 409 on create is logged
 * and thrown as {@link PreferencesExistError}; transport faults are thrown as they come.
 */
export async function loadPreferences(profiles: Pick<ProfileGateway, 'getPreferences' | 'createPreferences'>, seed: () => PreferenceSeed, logger: Logger): Promise<Result<Preferences, CreatePreferencesError>> {
  const existing = await profiles.getPreferences();
  if (existing !== null) return { ok: true, value: existing };
  const created = await profiles.createPreferences(seed());
  if (!created.ok && created.error.code === 'PROFILE.PREFERENCES_EXIST') {
    logger.error(PREFERENCES_EXIST_LOG, { ...created.error.details });
    throw new PreferencesExistError(created.error);
  }
  return created;
}
