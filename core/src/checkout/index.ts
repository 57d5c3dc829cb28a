export * from './payments/domain/card.js';
export * from './payments/domain/payment-methods.js';
