export * from './domain/email-masking.js';
export * from './application/save-card.use-case.js';
export * from './ports/credentials-gateway.port.js';
