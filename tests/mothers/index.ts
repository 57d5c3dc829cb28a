/** Object mothers: valid domain objects for tests (DTO mothers are in ./dto, for adapter tests only). */
export * from './site.mother.js';
export * from './product.mother.js';
export * from './tile.mother.js';
export * from './cart.mother.js';
export * from './navigation.mother.js';
export * from './site-configuration.mother.js';
export * from './session.mother.js';
