export * from './domain/email-masking.js';
