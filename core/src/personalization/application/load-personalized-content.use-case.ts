import type { PersonalizedContent } from '../domain/personalized-content.js';
import type { PersonalizedContentEvent, PersonalizedContentGateway } from '../ports/personalized-content-gateway.port.js';

/** What decides the personalized content's path (decisions 0400, 0407, 0408). */
export interface PersonalizedContentGates {
  /** core's isPersonalizationAllowed of the shopper's consent (shopping.md §6). */
  readonly personalizationAllowed: boolean;
  /** core's notificationsEnabled: the site's `notifications` flag and the consent. */
  readonly notificationsEnabled: boolean;
}

/**
 * Use case: the bandit promotions and notification campaigns of a page (shell-and-account.md §3,
 * §6; shopping.md §3, §6; decisions 0407, 0408). With personalization allowed, the dataset call
 * answers the bandit's choices (reporting the pending campaign stats) and, when notifications are
 * enabled, the notification campaigns; without it the content service answers each placement's
 * default creative, nothing about the shopper is sent and no notification shows. Throws what the
 * gateway throws (the caller logs it and shows nothing; shopping.md §8).
 */
export async function loadPersonalizedContent(
  gateway: PersonalizedContentGateway,
  event: Omit<PersonalizedContentEvent, 'notifications'>,
  gates: PersonalizedContentGates,
): Promise<PersonalizedContent> {
  if (!gates.personalizationAllowed) {
    const banditPromotions = event.promotionPlacements.length > 0 ? await gateway.getDefaultPromotions(event.promotionPlacements) : [];
    return { banditPromotions, notificationCampaigns: [] };
  }
  const content = await gateway.sendContentDataset({ ...event, notifications: gates.notificationsEnabled });
  return { banditPromotions: content.banditPromotions, notificationCampaigns: gates.notificationsEnabled ? content.notificationCampaigns : [] };
}
