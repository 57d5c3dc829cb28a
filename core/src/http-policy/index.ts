export * from './domain/http-policies.js';
