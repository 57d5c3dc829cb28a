import { describe, expect, it } from 'vitest';
import { err, ok, type Preferences, type PreferenceSeed } from '@vitrine/core';
import { loadPreferences, PREFERENCE_COOKIES, PREFERENCES_EXIST_LOG, PreferencesExistError, preferenceSeedFrom } from '../../../adapters/src/http/preferences-loader.js';
import { InMemoryCookieJar, MemoryLogger } from '../../../adapters/src/in-memory/index.js';
import { aSite } from '../../mothers/site.mother.js';

/** Preferences: 404 → create from cookies or site values; 409 logged and rethrown (shell-and-account.md §4, §8). */

const prefs = (seed: PreferenceSeed): Preferences => ({ global: { ...seed, favoriteStores: [], profilePhoto: null }, web: { interstitialDeclined: false } });

function gateway(stored: Preferences | null, create: 'ok' | 'exists' | 'fails') {
  const seen: PreferenceSeed[] = [];
  return {
    seen,
    getPreferences: async () => stored,
    createPreferences: async (seed: PreferenceSeed) => {
      seen.push(seed);
      if (create === 'ok') return ok(prefs(seed));
      return err({ code: create === 'exists' ? ('PROFILE.PREFERENCES_EXIST' as const) : ('PROFILE.PREFERENCES_CREATE_FAILED' as const), message: 'no', details: { status: create === 'exists' ? 409 : 500 } });
    },
  };
}

describe('preferenceSeedFrom', () => {
  it('takes valid language and country cookies, normalized, and the site for the rest', () => {
    const jar = new InMemoryCookieJar();
    jar.set(PREFERENCE_COOKIES.language, 'FR');
    jar.set(PREFERENCE_COOKIES.country, 'France');
    expect(preferenceSeedFrom(jar, aSite())).toEqual({ language: 'fr', country: 'US', currency: 'USD' });
    jar.set(PREFERENCE_COOKIES.country, ' ca ');
    expect(preferenceSeedFrom(jar, aSite())).toEqual({ language: 'fr', country: 'CA', currency: 'USD' });
    expect(preferenceSeedFrom(new InMemoryCookieJar(), aSite())).toEqual({ language: 'en', country: 'US', currency: 'USD' });
  });

  it("sends the site's currency: a currency cookie that disagrees with the site is ignored (decision 0304)", () => {
    const jar = new InMemoryCookieJar();
    jar.set(PREFERENCE_COOKIES.currency, 'eur');
    expect(preferenceSeedFrom(jar, aSite()).currency).toBe('USD');
    expect(preferenceSeedFrom(jar, aSite({ siteId: 'an-fr', country: 'FR', currency: 'EUR' })).currency).toBe('EUR');
  });
});

describe('loadPreferences', () => {
  const seed = { language: 'en', country: 'US', currency: 'USD' };

  it('returns stored preferences without creating', async () => {
    const g = gateway(prefs(seed), 'ok');
    await expect(loadPreferences(g, () => seed, new MemoryLogger())).resolves.toEqual({ ok: true, value: prefs(seed) });
    expect(g.seen).toEqual([]);
  });

  it('creates them from the seed when reading found none', async () => {
    const g = gateway(null, 'ok');
    await expect(loadPreferences(g, () => seed, new MemoryLogger())).resolves.toEqual({ ok: true, value: prefs(seed) });
    expect(g.seen).toEqual([seed]);
  });

  it('logs a 409 and rethrows it', async () => {
    const logger = new MemoryLogger();
    await expect(loadPreferences(gateway(null, 'exists'), () => seed, logger)).rejects.toBeInstanceOf(PreferencesExistError);
    expect(logger.messages('error')).toEqual([PREFERENCES_EXIST_LOG]);
  });

  it('returns other create failures as an error', async () => {
    const logger = new MemoryLogger();
    await expect(loadPreferences(gateway(null, 'fails'), () => seed, logger)).resolves.toMatchObject({ ok: false, error: { code: 'PROFILE.PREFERENCES_CREATE_FAILED' } });
    expect(logger.messages('error')).toEqual([]);
  });
});
