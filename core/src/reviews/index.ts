export * from './domain/reviews.js';
export * from './domain/review-filters.js';
export * from './ports/reviews-gateway.port.js';
