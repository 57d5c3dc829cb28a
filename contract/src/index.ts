/**
 * @vitrine/contract: the HTTP contract between the adapters and the sandbox (docs/api.md). Every
 * JSON body and query is a zod schema, and its type is inferred from it under the same name
 * (decision 0125). Only adapters/src/http and sandbox import this package (lint enforces it).
 */
export * from './common.schema.js';
export * from './catalog.schema.js';
export * from './cart.schema.js';
export * from './search.schema.js';
export * from './identity.schema.js';
export * from './checkout.schema.js';
export * from './sandbox.schema.js';
export * from './reviews.schema.js';
export * from './storefront-pages.schema.js';
export * from './account.schema.js';
export * from './marketing.schema.js';
export * from './aftercare.schema.js';
export * from './product-depth.schema.js';
export * from './stores.schema.js';
export * from './registry.schema.js';
export * from './style.schema.js';
export * from './order-care.schema.js';
export * from './membership.schema.js';
export * from './content.schema.js';
export * from './sku-lookup.schema.js';
export * from './agent.schema.js';
export * from './client-reports.schema.js';
export * from './personalization.schema.js';
export * from './size-guide.schema.js';
export * from './shell-content.schema.js';
export * from './gallery.schema.js';
