import type { RecTray } from '../domain/rec-trays.js';
import type { DatasetEvent, PersonalizationGateway } from '../ports/personalization-gateway.port.js';

/**
 * Use case: the recommendation trays of a page (shopping.md §3, §6 "Marketing personalization
 * requires marketing consent"; decision 0400). When `personalizationAllowed` (core's
 * isPersonalizationAllowed of the shopper's consent), the dataset call to the personalization
 * provider answers them, with the page event, the anonymous user and the cart; otherwise the
 * content service answers the same placements unpersonalized, from the page's products only, and
 * nothing about the shopper is sent. Trays without products are left out. A page that asks no
 * tray (a listing's hold-out variant; decision 0424) still sends its dataset event with consent
 * (the page view and the campaign stats) and makes no content-service call. Throws what the gateway
 * throws (the tray logs it and shows nothing; shopping.md §8).
 */
export async function loadRecTrays(gateway: PersonalizationGateway, event: DatasetEvent, personalizationAllowed: boolean): Promise<readonly RecTray[]> {
  if (!personalizationAllowed && event.placements.length === 0) return [];
  const trays = personalizationAllowed
    ? await gateway.sendDataset(event)
    : await gateway.getRecTrays({ placements: event.placements, productIds: event.productIds, strategyVariant: event.strategyVariant, ...(event.campaignVariant !== undefined ? { campaignVariant: event.campaignVariant } : {}) }, false);
  return trays.filter((tray) => tray.products.length > 0);
}
