import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { HASH_MODALS, type HashModal, type ModalStyleType } from '@vitrine/core';
import type { ModalApi } from '../../shared/modal-stack/modal-types';
import { loadLoginHashModals } from '../identity';

/** A modal rendered for an app event (a hash name): its content component, loaded on demand. */
export type EventModalView = LazyExoticComponent<ComponentType<{ api: ModalApi }>>;

const view = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): EventModalView =>
  lazy(async () => ({ default: (await load())[name] as ComponentType<{ api: ModalApi }> }));

/**
 * Every hash-triggered modal of shell-and-account.md §2, by hash name: the event a hash launches
 * renders this view (each its own chunk). The login hashes share the login modal.
 */
export const HASH_MODAL_VIEWS: Readonly<Record<HashModal, EventModalView>> = {
  'order-inquiry': view(() => import('./order-inquiry-modal'), 'OrderInquiryModal'),
  'forgot-password': view(loadLoginHashModals, 'ForgotPasswordHashModal'),
  'sign-in': view(loadLoginHashModals, 'SignInHashModal'),
  'sign-up': view(loadLoginHashModals, 'SignUpHashModal'),
  'email-sign-up': view(() => import('./email-sign-up-modal'), 'EmailSignUpModal'),
  'giftcard-balance': view(() => import('./giftcard-balance-modal'), 'GiftCardBalanceModal'),
  'contact-us': view(() => import('./contact-us-modal'), 'ContactUsModal'),
  'request-catalog': view(() => import('./catalog-request-modal'), 'CatalogRequestModal'),
  quickshop: view(() => import('./quickshop-modal'), 'QuickshopModal'),
  'site-select': view(() => import('./site-select-modal'), 'SiteSelectModal'),
  'sms-sign-up': view(() => import('./sms-sign-up-modal'), 'SmsSignUpModal'),
  'loyalty-signup': view(() => import('./loyalty-signup-modal'), 'LoyaltySignupModal'),
  giveaway: view(() => import('./giveaway-modal'), 'GiveawayModal'),
};

/** The style type each hash modal launches with (shell-and-account.md §5 style types). */
export const HASH_MODAL_STYLES: Readonly<Record<HashModal, ModalStyleType>> = {
  'order-inquiry': 'small',
  'forgot-password': 'small',
  'sign-in': 'small',
  'sign-up': 'small',
  'email-sign-up': 'small',
  'giftcard-balance': 'small',
  'contact-us': 'large',
  'request-catalog': 'large',
  quickshop: 'large',
  'site-select': 'large',
  'sms-sign-up': 'small',
  'loyalty-signup': 'small',
  giveaway: 'small',
};

/** True for one of core's HASH_MODALS (each has a registered view above). */
export function isHashModal(event: string | undefined): event is HashModal {
  return event !== undefined && (HASH_MODALS as readonly string[]).includes(event);
}
