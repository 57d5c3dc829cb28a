export * from './domain/cart.js';
export * from './domain/cart-count.js';
export * from './domain/add-to-cart.js';
export * from './ports/cart-gateway.port.js';
export * from './domain/cart-summary.js';
export * from './domain/threshold-banner.js';
