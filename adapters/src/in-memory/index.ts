/**
 * In-memory fakes of every port, for UI tests, stories and offline demos (architecture.md
 * "Adapters"). They keep the rules of the real adapters and the sandbox, without I/O.
 */
export * from './fixed-clock.js';
export * from './memory-logger.js';
export * from './in-memory-connectivity.js';
export * from './in-memory-cookie-jar.js';
export * from './in-memory-key-value-store.js';
export * from './in-memory-session.js';
export * from './in-memory-site-configuration.js';
export * from './product-tile-of.js';
export * from './in-memory-catalog.js';
export * from './in-memory-navigation.js';
export * from './in-memory-cart.js';
export * from './in-memory-search.js';
export * from './in-memory-auth.js';
export * from './in-memory-profile.js';
export * from './in-memory-payment-key.js';
export * from './in-memory-checkout-rules.js';
export * from './in-memory-address-book.js';
export * from './in-memory-saved-payments.js';
export * from './in-memory-orders.js';
export * from './in-memory-stores.js';
export * from './in-memory-shipments.js';
export * from './sample-wallets.js';
export * from './in-memory-checkout.js';
export * from './in-memory-registry.js';
export * from './sample-data.js';
export * from './in-memory-reviews.js';
export * from './in-memory-storefront-pages.js';
export * from './in-memory-credentials.js';
export * from './in-memory-marketing.js';
export * from './in-memory-loyalty.js';
export * from './in-memory-aftercare.js';
export * from './in-memory-wishlists.js';
export * from './in-memory-likes.js';
export * from './in-memory-bundles.js';
export * from './in-memory-threshold-banner.js';
export * from './in-memory-content.js';
export * from './in-memory-styles.js';
export * from './in-memory-membership.js';
export * from './in-memory-social-proof.js';
export * from './in-memory-agent.js';
export * from './in-memory-client-reports.js';
export * from './in-memory-size-guides.js';
export * from './in-memory-galleries.js';
export * from './in-memory-localized-texts.js';
