import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  globalPreferencesAfterSiteChoice,
  preferenceSeedOfSite,
  siteChoiceCookies,
  sitesOf,
  siteSwitchOf,
  SITE_CURRENCY_COOKIE_MAX_AGE_S,
  SITE_PREFERENCE_COOKIES,
  SITE_SWITCH_COOKIE,
  SITE_SWITCH_SUPPRESS_COOKIE,
  type GlobalPreferences,
  type SiteContext,
} from '@vitrine/core';

const an = sitesOf('an');
const site = (locale: string): SiteContext => an.find((s) => s.locale === locale)!;
const US = site('en-US');
const FR = site('fr-FR');
const EN_CA = site('en-CA');
const FR_CA = site('fr-CA');

describe('siteChoiceCookies (shopping.md §9; decision 0343)', () => {
  it('writes the site currency preference cookie for 15552000 s, with country and language, and the switch as a session cookie', () => {
    expect(siteChoiceCookies(US, FR)).toEqual({
      set: [
        { name: SITE_PREFERENCE_COOKIES.currency, value: 'EUR', maxAgeSeconds: 15_552_000 },
        { name: SITE_PREFERENCE_COOKIES.country, value: 'FR', maxAgeSeconds: 15_552_000 },
        { name: SITE_PREFERENCE_COOKIES.language, value: 'fr', maxAgeSeconds: 15_552_000 },
        { name: SITE_SWITCH_COOKIE, value: 'en-US:fr-FR' },
      ],
      remove: [SITE_SWITCH_SUPPRESS_COOKIE],
    });
    expect(SITE_PREFERENCE_COOKIES.currency).toBe('vitrine_currency');
  });

  it('writes no switch (and clears an old one) when the site stays the same, e.g. en-CA to fr-CA', () => {
    const cookies = siteChoiceCookies(EN_CA, FR_CA);
    expect(cookies.set.map((c) => c.name)).not.toContain(SITE_SWITCH_COOKIE);
    expect(cookies.set.find((c) => c.name === SITE_PREFERENCE_COOKIES.language)?.value).toBe('fr');
    expect(cookies.remove).toEqual([SITE_SWITCH_COOKIE]);
  });

  it('for any two sites: the currency cookie is the chosen site’s for 180 days, and a switch is written exactly when the site id changes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...an), fc.constantFrom(...an), (from, to) => {
        const cookies = siteChoiceCookies(from, to);
        expect(cookies.set.find((c) => c.name === SITE_PREFERENCE_COOKIES.currency)).toEqual({ name: 'vitrine_currency', value: to.currency, maxAgeSeconds: SITE_CURRENCY_COOKIE_MAX_AGE_S });
        expect(cookies.set.some((c) => c.name === SITE_SWITCH_COOKIE)).toBe(from.siteId !== to.siteId);
      }),
    );
  });
});

describe('preferences after a site choice (shell-and-account.md §3, §4)', () => {
  const current: GlobalPreferences = { language: 'en', country: 'US', currency: 'USD', favoriteStores: ['12'], profilePhoto: 'https://img/p.jpg' };

  it('puts the chosen site’s language, country and currency and keeps the other fields', () => {
    expect(globalPreferencesAfterSiteChoice(current, FR)).toEqual({ language: 'fr', country: 'FR', currency: 'EUR', favoriteStores: ['12'], profilePhoto: 'https://img/p.jpg' });
  });

  it('has nothing to write when they already match', () => {
    expect(globalPreferencesAfterSiteChoice(current, US)).toBeNull();
  });

  it('seeds new preferences from the chosen site', () => {
    expect(preferenceSeedOfSite(FR)).toEqual({ language: 'fr', country: 'FR', currency: 'EUR' });
  });
});

describe('siteSwitchOf (shell-and-account.md §2 "Site-switch banner shows from cookies unless suppressed")', () => {
  const input = (switchCookie?: string, suppressCookie?: string, suppressQuery: string | null = null) => ({ switchCookie, suppressCookie, suppressQuery });

  it('tells the switch on the site it led to', () => {
    expect(siteSwitchOf(input('en-US:fr-FR'), FR)).toEqual({ from: US, to: FR });
  });

  it('is null without a cookie, on another site, or for a cookie that is not a switch between two served sites', () => {
    expect(siteSwitchOf(input(), FR)).toBeNull();
    expect(siteSwitchOf(input('en-US:fr-FR'), US)).toBeNull();
    expect(siteSwitchOf(input('en-US:de-DE'), FR)).toBeNull();
    expect(siteSwitchOf(input('xx-XX:fr-FR'), FR)).toBeNull();
    expect(siteSwitchOf(input('fr-CA:en-CA'), EN_CA)).toBeNull();
    expect(siteSwitchOf(input('en-US:fr-FR:x'), FR)).toBeNull();
    expect(siteSwitchOf(input('garbage'), FR)).toBeNull();
  });

  it('is suppressed by the dismissed value or the query flag, but not by an older dismissal or a false flag', () => {
    expect(siteSwitchOf(input('en-US:fr-FR', 'en-US:fr-FR'), FR)).toBeNull();
    expect(siteSwitchOf(input('en-US:fr-FR', 'de-DE:fr-FR'), FR)).toEqual({ from: US, to: FR });
    expect(siteSwitchOf(input('en-US:fr-FR', undefined, ''), FR)).toBeNull();
    expect(siteSwitchOf(input('en-US:fr-FR', undefined, 'true'), FR)).toBeNull();
    expect(siteSwitchOf(input('en-US:fr-FR', undefined, 'false'), FR)).toEqual({ from: US, to: FR });
    expect(siteSwitchOf(input('en-US:fr-FR', undefined, '0'), FR)).toEqual({ from: US, to: FR });
  });

  it('for any choice between sites of the brand, the written switch is told on the chosen site exactly when the site changed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...an), fc.constantFrom(...an), (from, to) => {
        const written = siteChoiceCookies(from, to).set.find((c) => c.name === SITE_SWITCH_COOKIE)?.value;
        expect(siteSwitchOf(input(written), to)).toEqual(from.siteId === to.siteId ? null : { from, to });
      }),
    );
  });
});
