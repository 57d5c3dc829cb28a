import { describe, expect, it, vi } from 'vitest';
import {
  DISMISSED_NOTIFICATIONS_KEY,
  loadPersonalizedContent,
  notificationKey,
  notificationsEnabled,
  parseDismissedNotifications,
  promotionPlacementOf,
  promotionStatOf,
  shownNotifications,
  withDismissedNotification,
  type BanditPromotion,
  type NotificationCampaign,
  type PersonalizedContentEvent,
  type PersonalizedContentGateway,
} from '@vitrine/core';

const promotion: BanditPromotion = {
  campaignId: 'bandit-promotion-home-page-promotion',
  experienceId: 'gift-wrap',
  campaignName: 'Home page promotion',
  placement: 'home-page-promotion',
  headline: 'Free gift wrap on every order',
  body: 'Choose it at checkout.',
  ctaLabel: 'Find a gift',
  ctaUrl: '/search?q=bag',
};
const welcome: NotificationCampaign = { campaignId: 'notification-welcome-back', experienceId: 'welcome-back-signed-in', campaignName: 'Welcome back', kind: 'welcome-back', experience: 'welcome-back-signed-in', userGroup: 'returning-customer', remaining: null };
const nudge: NotificationCampaign = { ...welcome, campaignId: 'notification-free-shipping', experienceId: 'free-shipping-nudge', kind: 'free-shipping-nudge', remaining: { amount: 5900, currency: 'USD' } };

const event: Omit<PersonalizedContentEvent, 'notifications'> = {
  locale: 'en-US',
  url: 'http://localhost/',
  pageType: 'home',
  action: 'View Home',
  userId: 'visitor',
  attributes: { uuid: 'visitor' },
  cartLines: [],
  campaignStats: [promotionStatOf('Clickthrough', promotion)],
  promotionPlacements: ['home-page-promotion'],
};

function gateway(): PersonalizedContentGateway & { sendContentDataset: ReturnType<typeof vi.fn>; getDefaultPromotions: ReturnType<typeof vi.fn> } {
  return {
    sendContentDataset: vi.fn(async () => ({ banditPromotions: [promotion], notificationCampaigns: [welcome] })),
    getDefaultPromotions: vi.fn(async () => [promotion]),
  };
}

describe('bandit promotions (decision 0407)', () => {
  it('names the placement of each page and the campaign stats of a promotion', () => {
    expect(promotionPlacementOf('home')).toBe('home-page-promotion');
    expect(promotionPlacementOf('cart')).toBe('cart-page-promotion');
    expect(promotionStatOf('Impression', promotion)).toEqual({ campaignId: 'bandit-promotion-home-page-promotion', experienceId: 'gift-wrap', stat: 'Impression' });
  });
});

describe('notifications gates and dismissal (decision 0408)', () => {
  it('needs the feature flag and the consent', () => {
    expect(notificationsEnabled({ notifications: true }, true)).toBe(true);
    expect(notificationsEnabled({ notifications: true }, false)).toBe(false);
    expect(notificationsEnabled({ notifications: false }, true)).toBe(false);
    expect(notificationsEnabled({}, true)).toBe(false);
  });

  it('reads the stored dismissals, tolerating anything malformed', () => {
    expect(DISMISSED_NOTIFICATIONS_KEY).toBe('vitrine_dismissed_notifications');
    expect(parseDismissedNotifications(null)).toEqual([]);
    expect(parseDismissedNotifications('not json')).toEqual([]);
    expect(parseDismissedNotifications('{"a":1}')).toEqual([]);
    expect(parseDismissedNotifications('["a:b", 3, "c:d"]')).toEqual(['a:b', 'c:d']);
  });

  it('remembers a dismissal once, most recent last, at most 20, and hides dismissed campaigns', () => {
    expect(notificationKey(welcome)).toBe('notification-welcome-back:welcome-back-signed-in');
    const once = withDismissedNotification([], welcome);
    expect(withDismissedNotification([...once, 'x:y'], welcome)).toEqual(['x:y', notificationKey(welcome)]);
    const many = Array.from({ length: 25 }, (_, i) => `c${i}:e`);
    const kept = withDismissedNotification(many, nudge);
    expect(kept).toHaveLength(20);
    expect(kept.at(-1)).toBe(notificationKey(nudge));
    expect(shownNotifications([welcome, nudge], once)).toEqual([nudge]);
  });
});

describe('loadPersonalizedContent (decisions 0407, 0408)', () => {
  it('asks the dataset call with consent, notifications as the gate says', async () => {
    const g = gateway();
    expect(await loadPersonalizedContent(g, event, { personalizationAllowed: true, notificationsEnabled: true })).toEqual({ banditPromotions: [promotion], notificationCampaigns: [welcome] });
    expect(g.sendContentDataset).toHaveBeenCalledWith({ ...event, notifications: true });
    expect(await loadPersonalizedContent(g, event, { personalizationAllowed: true, notificationsEnabled: false })).toEqual({ banditPromotions: [promotion], notificationCampaigns: [] });
    expect(g.sendContentDataset).toHaveBeenLastCalledWith({ ...event, notifications: false });
    expect(g.getDefaultPromotions).not.toHaveBeenCalled();
  });

  it('without consent shows the default creatives and no notification, sending nothing about the shopper', async () => {
    const g = gateway();
    expect(await loadPersonalizedContent(g, event, { personalizationAllowed: false, notificationsEnabled: false })).toEqual({ banditPromotions: [promotion], notificationCampaigns: [] });
    expect(g.getDefaultPromotions).toHaveBeenCalledWith(['home-page-promotion']);
    expect(await loadPersonalizedContent(g, { ...event, promotionPlacements: [] }, { personalizationAllowed: false, notificationsEnabled: false })).toEqual({ banditPromotions: [], notificationCampaigns: [] });
    expect(g.getDefaultPromotions).toHaveBeenCalledTimes(1);
    expect(g.sendContentDataset).not.toHaveBeenCalled();
  });
});
