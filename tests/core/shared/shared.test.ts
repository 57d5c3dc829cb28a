import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_LOOKUP_POLICY,
  domainError,
  err,
  isFiniteNumber,
  isNonEmptyString,
  isRecord,
  missingStringFields,
  money,
  moneyFromMajor,
  multiplyMoney,
  nextPollStep,
  ok,
  parseInteger,
  sleep,
  sumMoney,
  token,
} from '@vitrine/core';
import { FakeScheduler } from '../../mothers/core/fakes.js';

describe('result and domain errors', () => {
  it('wraps values and errors', () => {
    expect(ok(1)).toEqual({ ok: true, value: 1 });
    expect(err('x')).toEqual({ ok: false, error: 'x' });
    expect(domainError('A.B', 'msg')).toEqual({ code: 'A.B', message: 'msg' });
    expect(domainError('A.B', 'msg', { f: 1 })).toEqual({ code: 'A.B', message: 'msg', details: { f: 1 } });
  });
  it('tokens share a global symbol per name', () => {
    expect(token('X').key).toBe(token('X').key);
    expect(token('X').description).toBe('X');
  });
});

describe('money (minor units)', () => {
  it('builds, converts, sums and multiplies', () => {
    expect(money(5200, 'USD')).toEqual({ amount: 5200, currency: 'USD' });
    expect(() => money(1.5, 'USD')).toThrow(RangeError);
    expect(moneyFromMajor(52.5, 'USD')).toEqual({ amount: 5250, currency: 'USD' });
    expect(moneyFromMajor(-0.005, 'USD').amount).toBe(-1);
    expect(moneyFromMajor(1200, 'JPY', 0).amount).toBe(1200);
    expect(sumMoney([money(1, 'EUR'), money(2, 'EUR')], 'EUR')).toEqual(money(3, 'EUR'));
    expect(sumMoney([], 'EUR')).toEqual(money(0, 'EUR'));
    expect(() => sumMoney([money(1, 'USD')], 'EUR')).toThrow(RangeError);
    expect(multiplyMoney(money(250, 'GBP'), 3)).toEqual(money(750, 'GBP'));
  });
  it('property: converting whole cents round-trips', () => {
    fc.assert(fc.property(fc.integer({ min: -1e7, max: 1e7 }), (cents) => {
      expect(moneyFromMajor(cents / 100, 'USD').amount).toBe(cents);
    }));
  });
});

describe('guards', () => {
  it('checks strings, numbers and records', () => {
    expect([isNonEmptyString('a'), isNonEmptyString(' '), isNonEmptyString(1)]).toEqual([true, false, false]);
    expect([isFiniteNumber(1), isFiniteNumber(Number.NaN), isFiniteNumber('1')]).toEqual([true, false, false]);
    expect([isRecord({}), isRecord([]), isRecord(null)]).toEqual([true, false, false]);
    expect(missingStringFields({ a: 'x', b: '' } as Record<string, unknown>, ['a', 'b', 'c'])).toEqual(['b', 'c']);
  });
  it('parses whole numbers from numbers and digit strings', () => {
    expect([parseInteger(3), parseInteger(3.5), parseInteger(' -4 '), parseInteger('1e3'), parseInteger(''), parseInteger(null)]).toEqual([3, null, -4, null, null, null]);
  });
  it('property: parseInteger round-trips integer text', () => {
    fc.assert(fc.property(fc.integer(), (n) => {
      expect(parseInteger(String(n))).toBe(n);
    }));
  });
});

describe('scheduler helpers', () => {
  it('sleeps on the scheduler', async () => {
    const timer = new FakeScheduler();
    let done = false;
    const p = sleep(timer, 100).then(() => (done = true));
    timer.advance(99);
    await Promise.resolve();
    expect(done).toBe(false);
    timer.advance(1);
    await p;
    expect(done).toBe(true);
  });
  it('decides polling steps (consent lookups: 10 attempts 1 s apart)', () => {
    expect(CONSENT_LOOKUP_POLICY).toEqual({ maxTries: 10, intervalMs: 1000 });
    expect(nextPollStep(1, true, CONSENT_LOOKUP_POLICY)).toEqual({ kind: 'ready' });
    expect(nextPollStep(9, false, CONSENT_LOOKUP_POLICY)).toEqual({ kind: 'wait', delayMs: 1000 });
    expect(nextPollStep(10, false, CONSENT_LOOKUP_POLICY)).toEqual({ kind: 'give-up' });
  });
  it('property: gives up exactly at maxTries', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), (tries, maxTries) => {
      expect(nextPollStep(tries, false, { maxTries, intervalMs: 5 }).kind).toBe(tries >= maxTries ? 'give-up' : 'wait');
    }));
  });
});
