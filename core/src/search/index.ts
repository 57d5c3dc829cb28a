export * from './domain/suggestions.js';
