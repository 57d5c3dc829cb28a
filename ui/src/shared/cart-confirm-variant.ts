import { coerceExperimentValue, CookieJar } from '@vitrine/core';
import type { Services } from './services';

/** The cookie an experiment tool sets with the shopper's cartConfirmVariant bucket (decision 0223). */
export const CART_CONFIRM_VARIANT_COOKIE = 'cartConfirmVariant';

/** cartConfirmVariant of this browser, coerced to 0/1/2 by core (shopping.md §5); 0 without the cookie. */
export function cartConfirmVariant(services: Services): number {
  const raw = services.has(CookieJar) ? services.get(CookieJar).get(CART_CONFIRM_VARIANT_COOKIE) : undefined;
  return coerceExperimentValue('cartConfirmVariant', raw);
}
