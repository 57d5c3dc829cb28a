/** DTO -> domain normalizers. Only adapters/src/http uses them (architecture.md "Adapters"). */
export * from './money.normalizer.js';
export * from './image.normalizer.js';
export * from './badge.normalizer.js';
export * from './price.normalizer.js';
export * from './product.normalizer.js';
export * from './tile.normalizer.js';
export * from './navigation.normalizer.js';
export * from './cart.normalizer.js';
export * from './site-configuration.normalizer.js';
export * from './session.normalizer.js';
export * from './identity.normalizer.js';
export * from './checkout.normalizer.js';
export * from './registry.normalizer.js';
