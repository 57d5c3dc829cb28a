import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { membershipMarketOf, postalCodeMatches, type MembershipGroup } from '@vitrine/core';

const groups: MembershipGroup[] = [
  { name: 'Market-A', newEnrollmentClosed: false, postalCodes: ['10001-10299', '94103'] },
  { name: 'Market-B', newEnrollmentClosed: true, postalCodes: ['60601-60699'] },
  { name: 'Market-C', newEnrollmentClosed: false, postalCodes: ['SW1A-SW9Z'] },
];
const none = { cookie: undefined, queryParam: null, postalCode: null };

describe('postalCodeMatches', () => {
  it('matches single codes and inclusive numeric ranges', () => {
    expect(postalCodeMatches('94103', '94103')).toBe(true);
    expect(postalCodeMatches('10001', '10001-10299')).toBe(true);
    expect(postalCodeMatches('10299', '10001-10299')).toBe(true);
    expect(postalCodeMatches('10300', '10001-10299')).toBe(false);
  });
  it('compares equal-length alphanumeric ranges as text', () => {
    expect(postalCodeMatches('sw5b', 'SW1A-SW9Z')).toBe(true);
    expect(postalCodeMatches('SW5', 'SW1A-SW9Z')).toBe(false);
  });
  it('rejects malformed entries', () => {
    expect(postalCodeMatches('1', '1-2-3')).toBe(false);
    expect(postalCodeMatches('1', '-2')).toBe(false);
  });
  it('property: inclusive bounds (catches < for <=)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10000, max: 99999 }), fc.integer({ min: 10000, max: 99999 }), fc.integer({ min: 10000, max: 99999 }), (code, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(postalCodeMatches(String(code), `${lo}-${hi}`)).toBe(code >= lo && code <= hi);
      }),
    );
  });
});

describe('membershipMarketOf (shell §6)', () => {
  it('the query parameter wins, then the cookie', () => {
    expect(membershipMarketOf(groups, { cookie: 'market-a', queryParam: 'Market-B', postalCode: null })?.name).toBe('Market-B');
    expect(membershipMarketOf(groups, { ...none, cookie: ' market-b ' })?.name).toBe('Market-B');
  });
  it('falls back to a postal-code match among open groups', () => {
    expect(membershipMarketOf(groups, { ...none, postalCode: '10100' })?.name).toBe('Market-A');
    expect(membershipMarketOf(groups, { ...none, postalCode: '60610' })).toBeNull();
  });
  it('ignores unknown names and gives null without signals', () => {
    expect(membershipMarketOf(groups, { ...none, queryParam: 'Nope', cookie: 'Nope' })).toBeNull();
    expect(membershipMarketOf(groups, none)).toBeNull();
  });
});
