export * from './domain/email-capture.js';
export * from './domain/loyalty-gate.js';
