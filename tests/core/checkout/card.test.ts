import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarMonthOf, cardTypeCode, cardTypeOfCode, CARD_TYPE_CODES, formatCardExpiry, isCardExpired, parseCardExpiry } from '@vitrine/core';

describe('isCardExpired (shell §5)', () => {
  const today = { year: 2026, monthIndex: 10 }; // November 2026
  it('is expired when the year is before the current year', () => {
    expect(isCardExpired({ month: 12, year: 2025 }, today)).toBe(true);
  });
  it('is expired in the same year with an earlier month', () => {
    expect(isCardExpired({ month: 10, year: 2026 }, today)).toBe(true);
  });
  it('is valid through its expiry month (zero-based compare)', () => {
    expect(isCardExpired({ month: 11, year: 2026 }, today)).toBe(false);
  });
  it('is valid later in the year and in later years', () => {
    expect(isCardExpired({ month: 12, year: 2026 }, today)).toBe(false);
    expect(isCardExpired({ month: 1, year: 2027 }, today)).toBe(false);
  });
  it('January and December edges', () => {
    expect(isCardExpired({ month: 1, year: 2027 }, { year: 2027, monthIndex: 0 })).toBe(false);
    expect(isCardExpired({ month: 12, year: 2026 }, { year: 2027, monthIndex: 0 })).toBe(true);
  });
  it('reads today from a Date in local time', () => {
    expect(calendarMonthOf(new Date(2026, 10, 22))).toEqual({ year: 2026, monthIndex: 10 });
  });
  it('property: expired exactly when the expiry month ends before the current month starts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 0, max: 11 }), (year, month, ty, tm) => {
        const expiryOrdinal = year * 12 + (month - 1);
        const todayOrdinal = ty * 12 + tm;
        expect(isCardExpired({ month, year }, { year: ty, monthIndex: tm })).toBe(expiryOrdinal < todayOrdinal);
      }),
    );
  });
});

describe('parseCardExpiry (shell §5 "MM/YY, the year becomes 20YY")', () => {
  it('parses MM/YY', () => {
    expect(parseCardExpiry('04/27')).toEqual({ ok: true, value: { month: 4, year: 2027 } });
    expect(parseCardExpiry(' 12 / 30 ')).toEqual({ ok: true, value: { month: 12, year: 2030 } });
  });
  it.each(['4/27', '13/27', '00/27', '04-27', '04/2027', ''])('rejects %j', (text) => {
    const r = parseCardExpiry(text);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe('CARD.EXPIRY_INVALID');
  });
  it('property: format and parse round-trip for every month and two-digit year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }), (month, yy) => {
        const text = formatCardExpiry({ month, year: 2000 + yy });
        expect(text).toMatch(/^\d{2}\/\d{2}$/);
        expect(parseCardExpiry(text)).toEqual({ ok: true, value: { month, year: 2000 + yy } });
      }),
    );
  });
});

describe('card type codes (shell §9)', () => {
  it('maps every card type to its code', () => {
    expect(Object.values(CARD_TYPE_CODES)).toEqual(['VISA', 'AMEX', 'DCI', 'JCB', 'DISC', 'MC', 'MSTRO', 'CUP']);
    expect(cardTypeCode(' Visa ')).toBe('VISA');
    expect(cardTypeCode('american-express')).toBe('AMEX');
    expect(cardTypeCode('toString')).toBeNull();
    expect(cardTypeCode('laser')).toBeNull();
  });
  it('maps codes back to types', () => {
    expect(cardTypeOfCode('mstro')).toBe('maestro');
    expect(cardTypeOfCode('XYZ')).toBeNull();
  });
  it('property: code and type round-trip', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(CARD_TYPE_CODES) as (keyof typeof CARD_TYPE_CODES)[])), (type) => {
        expect(cardTypeOfCode(cardTypeCode(type)!)).toBe(type);
      }),
    );
  });
});
