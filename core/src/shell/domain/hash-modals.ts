/**
 * Hash-triggered modals (shell-and-account.md §2 "Hash-triggered modals").
 */

/** Hash names that open a modal, verbatim. */
export const HASH_MODALS = [
  'order-inquiry',
  'forgot-password',
  'sign-in',
  'sign-up',
  'email-sign-up',
  'giftcard-balance',
  'contact-us',
  'request-catalog',
  'quickshop',
  'site-select',
  'sms-sign-up',
  'loyalty-signup',
  'giveaway',
] as const;
export type HashModal = (typeof HASH_MODALS)[number];

/** Modal ids follow the pattern hash name plus '-modal' ('sign-in' → 'sign-in-modal'); a leading '#' is ignored. */
export function modalIdOfHash(hash: string): string {
  return `${hash.replace(/^#/, '')}-modal`;
}

/** Site features that gate hash modals. */
export interface HashModalFeatures {
  /** The site-select feature is on. */
  readonly siteSelect: boolean;
  /** The site has SMS opt-in enabled. */
  readonly smsOptIn: boolean;
}

/**
 * The modal a URL hash opens ('#sign-in' → {hash: 'sign-in', modalId: 'sign-in-modal'}), or null
 * when the hash opens none: unknown names, #site-select without the site-select feature, and
 * #sms-sign-up on sites without SMS opt-in. Query parameters after the hash name
 * ('#quickshop?slug=x') are ignored here.
 */
export function hashModalToOpen(hash: string, features: HashModalFeatures): { hash: HashModal; modalId: string } | null {
  const name = hash.replace(/^#/, '').split('?', 1)[0]!;
  if (!(HASH_MODALS as readonly string[]).includes(name)) return null;
  if (name === 'site-select' && !features.siteSelect) return null;
  if (name === 'sms-sign-up' && !features.smsOptIn) return null;
  return { hash: name as HashModal, modalId: modalIdOfHash(name) };
}
