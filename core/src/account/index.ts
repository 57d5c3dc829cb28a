export * from './domain/email-masking.js';
export * from './application/save-card.use-case.js';
export * from './ports/credentials-gateway.port.js';
export * from './ports/membership-gateway.port.js';
export * from './domain/membership-account.js';
export * from './domain/delivery-pass.js';
