/**
 * Header cart count (shopping.md §4 "Header cart state", §2 "Cart count").
 * null means unknown (the count starts unknown).
 */
export type CartCount = number | null;

/** The initial count: unknown. */
export const UNKNOWN_CART_COUNT: CartCount = null;

/** Sets the count; only non-negative safe integers are taken, anything else keeps the current count. */
export function setCartCount(current: CartCount, next: number): CartCount {
  return Number.isSafeInteger(next) && next >= 0 ? next : current;
}

/**
 * Increases the count by a positive integer amount; an unknown count counts as 0. Other amounts,
 * and a sum past Number.MAX_SAFE_INTEGER (it would stop being a whole number), are ignored.
 */
export function increaseCartCount(current: CartCount, by: number): CartCount {
  if (!Number.isSafeInteger(by) || by <= 0) return current;
  const next = (current ?? 0) + by;
  return Number.isSafeInteger(next) ? next : current;
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
