/** The personalized content's public surface (decision 0001): the lazily loaded promotion slot and notifications of a page (decisions 0407, 0408). */
export { PromotionSlot } from './promotion-slot';
