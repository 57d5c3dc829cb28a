export * from './domain/product.js';
export * from './domain/inventory.js';
export * from './domain/selection.js';
export * from './domain/price.js';
export * from './ports/product-catalog.port.js';
export * from './ports/navigation-gateway.port.js';
export * from './ports/product-search.port.js';
export * from './domain/badges.js';
