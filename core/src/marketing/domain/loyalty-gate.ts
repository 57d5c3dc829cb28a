import { TOAST_KEYS } from '../../shell/domain/toasts.js';

/**
 * Loyalty flows (shell-and-account.md §4 "Loyalty flows"; shopping.md §4 "Modal stack", §6, §8
 * toast keys).
 */

/** The shopper as the loyalty gates see them. */
export interface LoyaltyShopper {
  /** Token scope is registered or authorized. */
  readonly loggedIn: boolean;
  /** The profile's loyalty id; null or '' when not a member. */
  readonly loyaltyId: string | null;
}

/** What a loyalty entry point does next. */
export type LoyaltyGateDecision =
  | { readonly kind: 'login' }
  | { readonly kind: 'toast'; readonly message: string; readonly messageType: 'error' }
  | { readonly kind: 'open-modal'; readonly modalId: string }
  | { readonly kind: 'proceed' }
  | { readonly kind: 'unavailable' };

const isMember = (s: LoyaltyShopper) => Boolean(s.loyaltyId);

/**
 * Loyalty sign-up: a guest logs in first; a logged-in member with a loyalty id gets the
 * 'already a member' error toast (loyalty_sign_up_modal-existing-member); otherwise the sign-up
 * modal (loyalty-signup-modal) opens.
 */
export function decideLoyaltySignUp(shopper: LoyaltyShopper): LoyaltyGateDecision {
  if (!shopper.loggedIn) return { kind: 'login' };
  if (isMember(shopper)) return { kind: 'toast', message: TOAST_KEYS.loyaltyExistingMember, messageType: 'error' };
  return { kind: 'open-modal', modalId: 'loyalty-signup-modal' };
}

/**
 * Giveaways (behind a feature flag) require a loyalty account: flag off → unavailable; a guest
 * logs in first; a non-member gets the giveaways-require-loyalty toast; a member opens the
 * giveaway modal (giveaway-modal).
 */
export function decideGiveaway(shopper: LoyaltyShopper, featureEnabled: boolean): LoyaltyGateDecision {
  if (!featureEnabled) return { kind: 'unavailable' };
  if (!shopper.loggedIn) return { kind: 'login' };
  if (!isMember(shopper)) return { kind: 'toast', message: TOAST_KEYS.giveawaysRequireLoyalty, messageType: 'error' };
  return { kind: 'open-modal', modalId: 'giveaway-modal' };
}

/**
 * Store rewards require a loyalty account: a guest logs in first; a non-member gets the
 * rewards-account-required toast; a member proceeds.
 */
export function decideStoreRewards(shopper: LoyaltyShopper): LoyaltyGateDecision {
  if (!shopper.loggedIn) return { kind: 'login' };
  if (!isMember(shopper)) return { kind: 'toast', message: TOAST_KEYS.rewardsAccountRequired, messageType: 'error' };
  return { kind: 'proceed' };
}
