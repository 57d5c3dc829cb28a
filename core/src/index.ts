/**
 * @vitrine/core: the framework-free business rules, ports and machines of Vitrine.
 * The one public entry point (architecture.md "Core"); the test tooling (path generation and replay), the machines'
 * paths and their samples are in `@vitrine/core/testing` (decision 0135).
 */
export * from './shared/index.js';
export * from './site/index.js';
export * from './catalog/index.js';
export * from './cart/index.js';
export * from './identity/index.js';
export * from './platform/index.js';
export * from './checkout/index.js';
export * from './experiments/index.js';
export * from './marketing/index.js';
export * from './shell/index.js';
export * from './content/index.js';
export * from './registry/index.js';
export * from './privacy/index.js';
export * from './analytics/index.js';
export * from './http-policy/index.js';
export * from './validation/index.js';
export * from './reviews/index.js';
export * from './stores/index.js';
export * from './wishlist/index.js';
export * from './search/index.js';
export * from './account/index.js';
export * from './aftercare/index.js';
export * from './agent/index.js';
export * from './personalization/index.js';
