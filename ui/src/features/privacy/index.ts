/**
 * The privacy feature's public surface (decision 0001): the shopper's stored consent choice, read by
 * the recommendation trays to decide whether personalization is allowed (decision 0400); the
 * privacy layer's slot in the page shell and its preloadable chunk (decision 0466).
 */
export { consentAsked, readConsentChoice, type ConsentChoice } from './consent-choice';
export { LazyPrivacyLayer, PrivacyLayerSlot } from './privacy-layer-slot';
