import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_COUNT_CAP, cartCountBadge, increaseCartCount, setCartCount, UNKNOWN_CART_COUNT, type CartCount } from '@vitrine/core';

describe('cart count (shopping §4 "Header cart state")', () => {
  it('starts unknown', () => {
    expect(UNKNOWN_CART_COUNT).toBeNull();
  });
  it('is set to a non-negative whole number', () => {
    expect(setCartCount(null, 0)).toBe(0);
    expect(setCartCount(3, 7)).toBe(7);
  });
  it('ignores negative, fractional and non-finite values', () => {
    expect(setCartCount(4, -1)).toBe(4);
    expect(setCartCount(4, 1.5)).toBe(4);
    expect(setCartCount(null, Number.NaN)).toBeNull();
  });
  it('increases by a positive amount; unknown counts as 0', () => {
    expect(increaseCartCount(null, 2)).toBe(2);
    expect(increaseCartCount(5, 1)).toBe(6);
  });
  it('ignores zero, negative and fractional increases', () => {
    expect(increaseCartCount(5, 0)).toBe(5);
    expect(increaseCartCount(5, -2)).toBe(5);
    expect(increaseCartCount(Number.MAX_SAFE_INTEGER - 1, 5)).toBe(Number.MAX_SAFE_INTEGER - 1);
    expect(increaseCartCount(5, 1.7976931348623125e308)).toBe(5);
    expect(setCartCount(3, 2 ** 60)).toBe(3);
    expect(increaseCartCount(null, 0.5)).toBeNull();
  });
});

describe('cartCountBadge (shell §2 "Cart count: hidden at zero, shown as 99+ above 99")', () => {
  it('is hidden when unknown or 0', () => {
    expect(cartCountBadge(null)).toBeNull();
    expect(cartCountBadge(0)).toBeNull();
  });
  it('shows the number up to and including 99', () => {
    expect(cartCountBadge(1)).toBe('1');
    expect(cartCountBadge(99)).toBe('99');
  });
  it('shows 99+ above 99', () => {
    expect(cartCountBadge(100)).toBe('99+');
  });
  it('hides an impossible negative count', () => {
    expect(cartCountBadge(-3)).toBeNull();
  });
});

describe('cart count properties', () => {
  const op = fc.oneof(
    fc.record({ kind: fc.constant('set' as const), n: fc.oneof(fc.integer({ min: -50, max: 200 }), fc.double({ noNaN: false })) }),
    fc.record({ kind: fc.constant('inc' as const), n: fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double({ noNaN: false })) }),
  );
  it('the count is never negative and stays a whole number after any operations', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let count: CartCount = UNKNOWN_CART_COUNT;
        for (const o of ops) count = o.kind === 'set' ? setCartCount(count, o.n) : increaseCartCount(count, o.n);
        if (count !== null) {
          expect(count).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(count)).toBe(true);
        }
      }),
    );
  });
  it('the badge is hidden exactly at 0, the number up to 99 and 99+ above', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (n) => {
        const badge = cartCountBadge(n);
        if (n === 0) expect(badge).toBeNull();
        else if (n <= CART_COUNT_CAP) expect(badge).toBe(String(n));
        else expect(badge).toBe('99+');
      }),
    );
  });
});
