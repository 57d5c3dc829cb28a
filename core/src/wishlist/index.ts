export * from './domain/wishlist.js';
