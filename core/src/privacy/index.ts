export * from './domain/privacy.js';
export * from './application/privacy-opt-out.use-case.js';
export * from './application/consent-library.use-case.js';
