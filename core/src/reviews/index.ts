export * from './domain/reviews.js';
