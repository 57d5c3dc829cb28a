import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDateFromIso,
  cartLineGiftCardKind,
  calendarDateToIso,
  egiftDeliveryWindow,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  GIFT_CARD_NAME_MAX_LENGTH,
  giftCardKind,
  giftCardProblems,
  sameGiftCardInfo,
  utcCalendarDate,
  validateGiftCardInfo,
  type CalendarDate,
} from '@vitrine/core';

const today: CalendarDate = { year: 2026, month: 3, day: 10 };
const window = egiftDeliveryWindow(today);
/** A year ahead (decision 0282). */
const EGIFT_DELIVERY_WINDOW_DAYS = 365;
const egift = { name: 'Maya Chen', emailAddress: 'maya@example.com', message: 'Happy birthday', deliveryDate: today };

describe('calendar dates', () => {
  it('knows real days, leap years included', () => {
    expect(calendarDateFromIso('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(calendarDateFromIso('2027-02-29')).toBeNull();
    expect(calendarDateFromIso('2026-13-01')).toBeNull();
  });
  it('round-trips ISO texts', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }), (d) => {
        const date = utcCalendarDate(d.getTime());
        expect(calendarDateFromIso(calendarDateToIso(date))).toEqual(date);
      }),
    );
    expect(calendarDateFromIso('2026-02-30')).toBeNull();
    expect(calendarDateFromIso('26-2-3')).toBeNull();
  });
  it('gives the UTC day of an instant', () => {
    expect(utcCalendarDate(Date.UTC(2026, 0, 31, 23, 59))).toEqual({ year: 2026, month: 1, day: 31 });
  });
});

describe('egiftDeliveryWindow (decision 0282)', () => {
  it('runs from today to a year ahead', () => {
    expect(window).toEqual({ earliest: today, latest: { year: 2027, month: 3, day: 10 } });
  });
  it('widens both ends by the zone slack', () => {
    expect(egiftDeliveryWindow({ year: 2026, month: 3, day: 1 }, 1)).toEqual({ earliest: { year: 2026, month: 2, day: 28 }, latest: { year: 2027, month: 3, day: 2 } });
  });
});

describe('the e-gift card email check', () => {
  const problem = (emailAddress: string) => {
    const r = validateGiftCardInfo({ ...egift, emailAddress }, 'egift', window);
    return r.ok ? null : giftCardProblems(r.error).emailAddress;
  };
  it.each(['a@b.co', 'maya.chen+gift@example.co.uk'])('accepts %s', (e) => expect(problem(e)).toBeNull());
  it.each(['maya', 'maya@', '@example.com', 'maya@example', 'maya@@example.com', 'maya chen@example.com', 'maya@example..com', 'maya@example.c', `${'m'.repeat(250)}@example.com`])('refuses %j', (e) =>
    expect(problem(e)).toBe('GIFT_CARD.EMAIL_INVALID'),
  );
  it('asks for a missing one', () => expect(problem('  ')).toBe('GIFT_CARD.EMAIL_REQUIRED'));
  it('refuses a non-object date without throwing', () => {
    const r = validateGiftCardInfo({ ...egift, deliveryDate: '2026-03-10' }, 'egift', window);
    expect(!r.ok && giftCardProblems(r.error).deliveryDate).toBe('GIFT_CARD.DELIVERY_DATE_INVALID');
  });
});

describe('validateGiftCardInfo (shopping.md §3, §5; decision 0283)', () => {
  it('accepts and trims an e-gift card', () => {
    expect(validateGiftCardInfo({ ...egift, name: ' Maya Chen ', emailAddress: ' maya@example.com' }, 'egift', window)).toEqual({ ok: true, value: egift });
  });
  it('reduces a physical card to name and message', () => {
    expect(validateGiftCardInfo(egift, 'physical', window)).toEqual({ ok: true, value: { name: 'Maya Chen', message: 'Happy birthday' } });
    expect(validateGiftCardInfo({ name: 'Sam' }, 'physical', window)).toEqual({ ok: true, value: { name: 'Sam', message: '' } });
  });
  it('names every refused field with its problem, in form order', () => {
    const r = validateGiftCardInfo({ name: 'x'.repeat(GIFT_CARD_NAME_MAX_LENGTH + 1), emailAddress: '', message: 'm'.repeat(GIFT_CARD_MESSAGE_MAX_LENGTH + 1) }, 'egift', window);
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'CART.INVALID_ITEM',
        message: 'Invalid parameters passed to addToCart: giftCard.name, giftCard.emailAddress, giftCard.message, giftCard.deliveryDate',
        details: {
          fields: ['giftCard.name', 'giftCard.emailAddress', 'giftCard.message', 'giftCard.deliveryDate'],
          problems: {
            'giftCard.name': 'GIFT_CARD.NAME_TOO_LONG',
            'giftCard.emailAddress': 'GIFT_CARD.EMAIL_REQUIRED',
            'giftCard.message': 'GIFT_CARD.MESSAGE_TOO_LONG',
            'giftCard.deliveryDate': 'GIFT_CARD.DELIVERY_DATE_REQUIRED',
          },
        },
      },
    });
  });
  it('tells a past, a too late and an impossible day apart', () => {
    const problem = (deliveryDate: unknown) => {
      const r = validateGiftCardInfo({ ...egift, deliveryDate }, 'egift', window);
      return r.ok ? null : giftCardProblems(r.error).deliveryDate;
    };
    expect(problem({ year: 2026, month: 3, day: 9 })).toBe('GIFT_CARD.DELIVERY_DATE_PAST');
    expect(problem({ year: 2027, month: 3, day: 10 })).toBeNull();
    expect(problem({ year: 2027, month: 3, day: 11 })).toBe('GIFT_CARD.DELIVERY_DATE_TOO_LATE');
    expect(problem({ year: 2026, month: 2, day: 30 })).toBe('GIFT_CARD.DELIVERY_DATE_INVALID');
    expect(problem({ year: 2026, month: 3.5, day: 10 })).toBe('GIFT_CARD.DELIVERY_DATE_INVALID');
    expect(problem({ year: '2026', month: 3, day: 10 })).toBe('GIFT_CARD.DELIVERY_DATE_INVALID');
  });
  it('property: an e-gift card is accepted exactly when its delivery day is inside the window', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 800 }), (offset) => {
        const d = utcCalendarDate(Date.UTC(2026, 2, 10) + offset * 86_400_000);
        expect(validateGiftCardInfo({ ...egift, deliveryDate: d }, 'egift', window).ok).toBe(offset >= 0 && offset <= EGIFT_DELIVERY_WINDOW_DAYS);
      }),
    );
  });
  it('never throws on untrusted input', () => {
    fc.assert(fc.property(fc.anything(), fc.constantFrom('egift' as const, 'physical' as const), (input, kind) => void validateGiftCardInfo(input, kind, window)));
  });
});

describe('giftCardKind and giftCardProblems', () => {
  it('reads the product flags, e-gift first', () => {
    expect(giftCardKind({ isGiftCard: true, isEgiftCard: true })).toBe('egift');
    expect(giftCardKind({ isGiftCard: true, isEgiftCard: false })).toBe('physical');
    expect(giftCardKind({ isGiftCard: false, isEgiftCard: false })).toBeNull();
  });
  it('keeps only gift card problems of known fields', () => {
    expect(giftCardProblems({ code: 'CART.INVALID_ITEM', message: '', details: { problems: { 'giftCard.emailAddress': 'GIFT_CARD.EMAIL_INVALID', giftCard: 'GIFT_CARD.INFO_REQUIRED', x: 1 } } })).toEqual({
      emailAddress: 'GIFT_CARD.EMAIL_INVALID',
    });
    expect(giftCardProblems(null)).toEqual({});
  });
});

describe('cartLineGiftCardKind and sameGiftCardInfo (decision 0364)', () => {
  it('reads a line’s kind from its flag and info: e-gift info has an email and a date, a classic card’s at most a name and message', () => {
    expect(cartLineGiftCardKind({ flags: ['GIFT_CARD_ITEM'], giftCard: egift })).toBe('egift');
    expect(cartLineGiftCardKind({ flags: ['GIFT_CARD_ITEM'], giftCard: { name: 'Maya Chen', message: '' } })).toBe('physical');
    expect(cartLineGiftCardKind({ flags: ['GIFT_CARD_ITEM'] })).toBe('physical');
    expect(cartLineGiftCardKind({ flags: ['HAS_PROMO_LABEL'] })).toBeNull();
  });
  it('compares infos field by field, whatever the key order; two absent infos are the same', () => {
    const reordered = { deliveryDate: { day: 10, month: 3, year: 2026 }, message: 'Happy birthday', emailAddress: 'maya@example.com', name: 'Maya Chen' };
    expect(sameGiftCardInfo(egift, reordered)).toBe(true);
    expect(sameGiftCardInfo(egift, { ...egift, deliveryDate: { year: 2026, month: 3, day: 11 } })).toBe(false);
    expect(sameGiftCardInfo(egift, { ...egift, message: 'Love, Ana' })).toBe(false);
    expect(sameGiftCardInfo(egift, { name: 'Maya Chen', message: 'Happy birthday' })).toBe(false);
    expect(sameGiftCardInfo({ name: 'Maya Chen', message: '' }, { name: 'Maya Chen', message: '', emailAddress: '' })).toBe(true);
    expect(sameGiftCardInfo(undefined, null)).toBe(true);
    expect(sameGiftCardInfo(egift, undefined)).toBe(false);
  });
});
