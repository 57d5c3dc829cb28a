import type { DatasetRequestDto, NotificationCampaignDto } from '@vitrine/contract';
import { FREE_SHIPPING_THRESHOLD } from '../checkout/delivery-methods.js';
import type { Currency } from '../sites/sites.js';

/** The token scopes of a signed-in customer (shell-and-account.md §4: registered or authorized). */
const SIGNED_IN = new Set(['REGISTERED', 'AUTHORIZED']);

/**
 * The notification campaigns of one dataset call (shell-and-account.md §3 notificationCampaigns;
 * decision 0408), in this order:
 * - welcome-back: the user attributes name a signed-in customer (customer_auth_status REGISTERED
 *   or AUTHORIZED) with a customer_profile_id;
 * - free-shipping-nudge: the cart's subtotal (cart.singleLine.Product, unit price in major units ×
 *   quantity) is above 0 and below the site currency's free standard shipping threshold
 *   (FREE_SHIPPING_THRESHOLD, the checkout's rule); `remaining` is the difference in minor units.
 * Never fails.
 */
export function notificationCampaigns(body: Pick<DatasetRequestDto, 'user' | 'cart'>, currency: Currency): NotificationCampaignDto[] {
  const campaigns: NotificationCampaignDto[] = [];
  const attributes = body.user.attributes;
  if (SIGNED_IN.has(String(attributes['customer_auth_status'])) && typeof attributes['customer_profile_id'] === 'string') {
    campaigns.push({
      campaignId: 'notification-welcome-back',
      experienceId: 'welcome-back-signed-in',
      campaignName: 'Welcome back',
      payload: { templateId: 'notification', kind: 'welcome-back', experience: 'welcome-back-signed-in', userGroup: 'returning-customer' },
    });
  }
  const subtotal = (body.cart?.singleLine.Product ?? []).reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
  const threshold = FREE_SHIPPING_THRESHOLD[currency];
  if (subtotal > 0 && subtotal < threshold) {
    campaigns.push({
      campaignId: 'notification-free-shipping',
      experienceId: 'free-shipping-nudge',
      campaignName: 'Free shipping nudge',
      payload: { templateId: 'notification', kind: 'free-shipping-nudge', experience: 'free-shipping-nudge', userGroup: 'cart-below-threshold', remaining: { amount: threshold - subtotal, currency } },
    });
  }
  return campaigns;
}
