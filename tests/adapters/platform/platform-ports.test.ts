import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CookieJar, Connectivity, FIRST_PARTY_COOKIE_PREFIX, KeyValueStore, thirdPartyCookieNames } from '@vitrine/core';

/** core/src/platform: the ports' tokens and the first-party cookie prefix (owned by the adapters engineer). */

describe('platform port tokens', () => {
  it('share the port names', () => {
    expect([CookieJar.description, KeyValueStore.description, Connectivity.description]).toEqual(['CookieJar', 'KeyValueStore', 'Connectivity']);
    expect(CookieJar.key).toBe(Symbol.for('vitrine:CookieJar'));
  });
});

describe('FIRST_PARTY_COOKIE_PREFIX with core thirdPartyCookieNames', () => {
  it('keeps every vitrine_ cookie and lists every other name', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.array(fc.string()), (ours, others) => {
        const own = ours.map((rest) => FIRST_PARTY_COOKIE_PREFIX + rest);
        const foreign = others.filter((n) => !n.startsWith(FIRST_PARTY_COOKIE_PREFIX));
        expect(thirdPartyCookieNames([...own, ...foreign], FIRST_PARTY_COOKIE_PREFIX)).toEqual(foreign);
      }),
    );
  });
});
