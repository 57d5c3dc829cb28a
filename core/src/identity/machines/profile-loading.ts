import type { Logger } from '../../shared/logger.js';
import { ok, type Result } from '../../shared/result.js';
import type { CreatePreferencesError, PreferenceSeed, Preferences, ProfileGateway } from '../ports/profile-gateway.port.js';
import type { ProfileLoad } from './session.machine.js';

/**
 * Loading the signed-in customer's profile and preferences (shell-and-account.md §4
 * "Preferences", §8 "409 on create-preferences", "Failed loads of profile"; decision 0060).
 */

/** Log texts of profile loading (the spec shows none; decision 0060). */
export const PROFILE_LOG_MESSAGES = {
  preferencesExist: 'Preferences already exist',
  preferencesNotCreated: 'Could not create the preferences',
  preferencesNotLoaded: 'Could not load the preferences',
} as const;

/** The preference values the language, country and currency cookies hold, each undefined when absent. */
export interface PreferenceCookies {
  readonly language?: string | undefined;
  readonly country?: string | undefined;
  readonly currency?: string | undefined;
}

/**
 * What new preferences are created from (shell-and-account.md §4): each of language, country and
 * currency from its cookie when it is set and not blank, otherwise the site's value.
 */
export function preferenceSeed(cookies: PreferenceCookies, site: PreferenceSeed): PreferenceSeed {
  const pick = (cookie: string | undefined, fallback: string) => (cookie !== undefined && cookie.trim() !== '' ? cookie : fallback);
  return { language: pick(cookies.language, site.language), country: pick(cookies.country, site.country), currency: pick(cookies.currency, site.currency) };
}

/** Thrown when creating preferences answers 409 (they already exist): logged, then rethrown (shell-and-account.md §8). */
export class PreferencesConflictError extends Error {
  /** `error` is the gateway's PROFILE.PREFERENCES_EXIST refusal. */
  constructor(readonly error: CreatePreferencesError) {
    super(PROFILE_LOG_MESSAGES.preferencesExist);
    this.name = 'PreferencesConflictError';
  }
}

/**
 * Reads the preferences; when there are none (404) creates them from `seed()` (cookies or site
 * values). Resolves ok with the preferences, or with the PROFILE.PREFERENCES_CREATE_FAILED error of
 * any other failed creation. A 409 (PROFILE.PREFERENCES_EXIST) is logged as an error and thrown as
 * {@link PreferencesConflictError}. Transport faults of the gateway are thrown as they come.
 */
export async function loadPreferences(gateway: Pick<ProfileGateway, 'getPreferences' | 'createPreferences'>, seed: () => PreferenceSeed, logger: Logger): Promise<Result<Preferences, CreatePreferencesError>> {
  const existing = await gateway.getPreferences();
  if (existing) return ok(existing);
  const created = await gateway.createPreferences(seed());
  if (created.ok || created.error.code !== 'PROFILE.PREFERENCES_EXIST') return created;
  logger.error(PROFILE_LOG_MESSAGES.preferencesExist, { code: created.error.code });
  throw new PreferencesConflictError(created.error);
}

/**
 * The session machine's profile load: the profile (GET me with loyalty and privacy info), then
 * {@link loadPreferences}. A preferences failure (created with an error, the 409 rethrown, a fault)
 * is logged and leaves `preferences` null: the profile still loads and the app continues (§8).
 * Rejects when the profile itself cannot be read (the machine logs it and marks the profile ready).
 */
export async function loadProfileAndPreferences(gateway: ProfileGateway, seed: () => PreferenceSeed, logger: Logger): Promise<ProfileLoad> {
  const profile = await gateway.getProfile({ loyalty: true, privacyInfo: true });
  try {
    const preferences = await loadPreferences(gateway, seed, logger);
    if (preferences.ok) return { profile, preferences: preferences.value };
    logger.error(PROFILE_LOG_MESSAGES.preferencesNotCreated, { code: preferences.error.code, ...preferences.error.details });
  } catch (error) {
    if (!(error instanceof PreferencesConflictError)) logger.error(PROFILE_LOG_MESSAGES.preferencesNotLoaded, { error: String(error) });
  }
  return { profile, preferences: null };
}
