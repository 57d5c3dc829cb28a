/**
 * The privacy feature's public surface (decision 0001): the shopper's stored consent choice, read by
 * the recommendation trays to decide whether personalization is allowed (decision 0400).
 */
export { readConsentChoice, type ConsentChoice } from './consent-choice';
