export * from './domain/privacy.js';
export * from './application/privacy-opt-out.use-case.js';
