export * from './domain/stores.js';
