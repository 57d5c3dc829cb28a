export * from './domain/privacy.js';
