import { describe, expect, it } from 'vitest';
import {
  chooseSite,
  dismissSiteSwitch,
  domainError,
  SITE_CHOICE_SYNC_FAILED_LOG,
  SITE_SWITCH_COOKIE,
  SITE_SWITCH_SUPPRESS_COOKIE,
  sitesOf,
  type SiteChoiceProfiles,
  type CookieOptions,
  type CreatePreferencesError,
  type Preferences,
  type PreferenceSeed,
  type Result,
} from '@vitrine/core';

const US = sitesOf('an').find((s) => s.locale === 'en-US')!;
const FR = sitesOf('an').find((s) => s.locale === 'fr-FR')!;

/** A cookie jar that remembers values and write options. */
function jar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const options = new Map<string, CookieOptions>();
  return {
    values,
    options,
    get: (name: string) => values.get(name),
    set: (name: string, value: string, opts: CookieOptions = {}) => {
      values.set(name, value);
      options.set(name, opts);
    },
    remove: (name: string) => {
      values.delete(name);
    },
  };
}

/** Logs kept by level. */
function logs() {
  const entries: { level: string; message: string }[] = [];
  const at = (level: string) => (message: string) => entries.push({ level, message });
  return { entries, logger: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') } };
}

/** A profile gateway holding `stored` preferences (null: none yet, the read answers 404). */
function profiles(stored: Preferences | null, options: { createRefused?: CreatePreferencesError; putFails?: boolean } = {}) {
  const calls: string[] = [];
  let current = stored;
  return {
    calls,
    current: () => current,
    gateway: {
      getPreferences: async () => {
        calls.push('get');
        return current;
      },
      createPreferences: async (seed: PreferenceSeed): Promise<Result<Preferences, CreatePreferencesError>> => {
        calls.push(`create ${seed.language}/${seed.country}/${seed.currency}`);
        if (options.createRefused) return { ok: false, error: options.createRefused };
        current = { global: { ...seed, favoriteStores: [], profilePhoto: null }, web: { interstitialDeclined: false } };
        return { ok: true, value: current };
      },
      putGlobalPreferences: async (global: Preferences['global']) => {
        calls.push(`put ${global.language}/${global.country}/${global.currency}`);
        if (options.putFails) throw new Error('503');
        current = { global, web: current?.web ?? { interstitialDeclined: false } };
        return current;
      },
    } satisfies SiteChoiceProfiles,
  };
}

const stored: Preferences = { global: { language: 'en', country: 'US', currency: 'USD', favoriteStores: ['7'], profilePhoto: null }, web: { interstitialDeclined: true } };

describe('chooseSite (decision 0343)', () => {
  it('for a guest writes the cookies only: the currency preference for 15552000 s and the switch for the session', async () => {
    const cookies = jar({ [SITE_SWITCH_SUPPRESS_COOKIE]: 'de-DE:en-US' });
    await expect(chooseSite({ cookies, signedInProfiles: async () => null, logger: logs().logger }, US, FR)).resolves.toBe('skipped');
    expect(cookies.values.get('vitrine_currency')).toBe('EUR');
    expect(cookies.options.get('vitrine_currency')).toEqual({ maxAgeSeconds: 15_552_000 });
    expect(cookies.values.get(SITE_SWITCH_COOKIE)).toBe('en-US:fr-FR');
    expect(cookies.options.get(SITE_SWITCH_COOKIE)).toEqual({});
    expect(cookies.values.has(SITE_SWITCH_SUPPRESS_COOKIE)).toBe(false);
  });

  it('for a signed-in customer puts global language, country and currency, keeping the other fields', async () => {
    const profile = profiles(stored);
    await expect(chooseSite({ cookies: jar(), signedInProfiles: async () => profile.gateway, logger: logs().logger }, US, FR)).resolves.toBe('updated');
    expect(profile.calls).toEqual(['get', 'put fr/FR/EUR']);
    expect(profile.current()?.global).toEqual({ language: 'fr', country: 'FR', currency: 'EUR', favoriteStores: ['7'], profilePhoto: null });
  });

  it('creates the preferences from the chosen site when reading them answers 404 (shell-and-account.md §4)', async () => {
    const profile = profiles(null);
    await expect(chooseSite({ cookies: jar(), signedInProfiles: async () => profile.gateway, logger: logs().logger }, US, FR)).resolves.toBe('created');
    expect(profile.calls).toEqual(['get', 'create fr/FR/EUR']);
  });

  it('writes nothing to the profile when the preferences already match', async () => {
    const profile = profiles(stored);
    await expect(chooseSite({ cookies: jar(), signedInProfiles: async () => profile.gateway, logger: logs().logger }, FR, US)).resolves.toBe('unchanged');
    expect(profile.calls).toEqual(['get']);
  });

  it('logs and resolves failed when the profile refuses or fails; the cookies are written anyway', async () => {
    for (const profile of [profiles(stored, { putFails: true }), profiles(null, { createRefused: domainError('PROFILE.PREFERENCES_CREATE_FAILED', 'no', { status: 500 }) }), profiles(null, { createRefused: domainError('PROFILE.PREFERENCES_EXIST', 'exists', { status: 409 }) })]) {
      const cookies = jar();
      const log = logs();
      await expect(chooseSite({ cookies, signedInProfiles: async () => profile.gateway, logger: log.logger }, US, FR)).resolves.toBe('failed');
      expect(cookies.values.get('vitrine_currency')).toBe('EUR');
      expect(log.entries.some((e) => e.level === 'warn' && e.message === SITE_CHOICE_SYNC_FAILED_LOG)).toBe(true);
    }
  });

  it('resolves failed (logged) when finding who is signed in fails, after writing the cookies', async () => {
    const cookies = jar();
    const log = logs();
    await expect(chooseSite({ cookies, signedInProfiles: () => Promise.reject(new Error('chunk')), logger: log.logger }, US, FR)).resolves.toBe('failed');
    expect(cookies.values.get('vitrine_currency')).toBe('EUR');
    expect(log.entries.map((e) => e.message)).toEqual([SITE_CHOICE_SYNC_FAILED_LOG]);
  });
});

describe('dismissSiteSwitch (decision 0343)', () => {
  it('suppresses the current switch for the session', () => {
    const cookies = jar({ [SITE_SWITCH_COOKIE]: 'en-US:fr-FR' });
    dismissSiteSwitch(cookies);
    expect(cookies.values.get(SITE_SWITCH_SUPPRESS_COOKIE)).toBe('en-US:fr-FR');
    expect(cookies.options.get(SITE_SWITCH_SUPPRESS_COOKIE)).toEqual({});
  });

  it('writes nothing without a switch', () => {
    const cookies = jar();
    dismissSiteSwitch(cookies);
    expect(cookies.values.size).toBe(0);
  });
});
