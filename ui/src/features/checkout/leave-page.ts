import { token } from '@vitrine/core';
import type { Services } from '../../shared/services';

/**
 * Loads a page outside the app (a redirect payment method's page or 3-D Secure; docs/checkout-api.md
 * "Redirect methods and 3-D Secure"): a full page load of the absolute `url`. Tests bind a spy;
 * the browser default is `window.location.assign(url)`.
 */
export type LeavePage = (url: string) => void;
export const LeavePage = token<LeavePage>('CheckoutLeavePage');

/** The bound LeavePage, else `window.location.assign`. */
export function leavePageOf(services: Services): LeavePage {
  return services.has(LeavePage) ? services.get(LeavePage) : (url) => window.location.assign(url);
}
