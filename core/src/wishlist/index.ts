export * from './domain/wishlist.js';
export * from './domain/wishlist-model.js';
export * from './ports/wishlist-gateway.port.js';
export * from './ports/likes-gateway.port.js';
export * from './application/toggle-heart.use-case.js';
export * from './application/move-to-cart.use-case.js';
export * from './application/request-back-in-stock.use-case.js';
