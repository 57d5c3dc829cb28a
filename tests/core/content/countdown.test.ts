import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdown, formatCountdown } from '@vitrine/core';

const S = 1000;
describe('countdown (shell §4: days:hours:minutes:seconds, padded to two digits)', () => {
  it('pads each part', () => {
    const c = countdown((1 * 86_400 + 2 * 3600 + 3 * 60 + 4) * S, 0);
    expect(formatCountdown(c)).toBe('01:02:03:04');
    expect(c.ended).toBe(false);
  });
  it('rounds partial seconds down', () => {
    expect(formatCountdown(countdown(59_999, 0))).toBe('00:00:00:59');
  });
  it('keeps more than two digits of days', () => {
    expect(countdown(123 * 86_400 * S, 0).days).toBe('123');
  });
  it('ends at zero', () => {
    expect(countdown(5000, 5000)).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00', ended: true });
    expect(countdown(5000, 9000).ended).toBe(true);
  });
  it('property: every part has at least two digits and the parts add back up to the whole seconds left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 86_400 * S }), fc.integer({ min: 0, max: 1_000_000 }), (left, now) => {
        const c = countdown(now + left, now);
        for (const part of [c.days, c.hours, c.minutes, c.seconds]) expect(part.length).toBeGreaterThanOrEqual(2);
        expect(Number(c.hours)).toBeLessThan(24);
        expect(Number(c.minutes)).toBeLessThan(60);
        expect(Number(c.seconds)).toBeLessThan(60);
        const total = Number(c.days) * 86_400 + Number(c.hours) * 3600 + Number(c.minutes) * 60 + Number(c.seconds);
        expect(total).toBe(Math.floor(left / S));
      }),
    );
  });
});
