import type { LoyaltyShopper } from '@vitrine/core';
import { isLoggedIn } from '@vitrine/core';
import { useSessionView } from '../identity';

/**
 * The shopper as core's loyalty gates see them (shell-and-account.md §4 "Loyalty flows"): logged
 * in (registered or authorized) and the profile's loyalty id (`profile.loyalty.loyaltyId`, null for
 * non-members). `ready` is false while a logged-in shopper's profile is still loading.
 */
export function useLoyaltyShopper(): LoyaltyShopper & { readonly ready: boolean } {
  const view = useSessionView();
  const loggedIn = isLoggedIn(view.scope);
  const loyaltyId = view.profile?.loyalty?.['loyaltyId'];
  return { loggedIn, loyaltyId: typeof loyaltyId === 'string' && loyaltyId !== '' ? loyaltyId : null, ready: !loggedIn || view.profileReady };
}
