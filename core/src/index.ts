/**
 * @vitrine/core: the framework-free business rules, ports and machines of Vitrine.
 * The one public entry point (architecture.md "Core").
 */
export * from './shared/index.js';
export * from './site/index.js';
export * from './catalog/index.js';
export * from './cart/index.js';
export * from './identity/index.js';
export * from './platform/index.js';
