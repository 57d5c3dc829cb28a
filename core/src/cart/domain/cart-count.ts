/**
 * Header cart count (shopping.md §4 "Header cart state", §2 "Cart count").
 * null means unknown (the count starts unknown).
 */
export type CartCount = number | null;

/** The initial count: unknown. */
export const UNKNOWN_CART_COUNT: CartCount = null;

/** Sets the count; only non-negative integers are taken, anything else keeps the current count. */
export function setCartCount(current: CartCount, next: number): CartCount {
  return Number.isInteger(next) && next >= 0 ? next : current;
}

/** Increases the count by a positive integer amount; an unknown count counts as 0. Others are ignored. */
export function increaseCartCount(current: CartCount, by: number): CartCount {
  return Number.isInteger(by) && by > 0 ? (current ?? 0) + by : current;
}

/** Display cap of the cart count: above it the badge shows '99+'. */
export const CART_COUNT_CAP = 99;

/**
 * What the cart link shows: null (hidden) when unknown or 0, '99+' above 99, else the number as
 * digits. The UI localises digits through Intl when needed.
 */
export function cartCountBadge(count: CartCount): string | null {
  if (count === null || count <= 0) return null;
  return count > CART_COUNT_CAP ? `${CART_COUNT_CAP}+` : String(count);
}
