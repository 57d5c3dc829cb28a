export * from './domain/rec-trays.js';
export * from './domain/customer-data.js';
export * from './ports/personalization-gateway.port.js';
export * from './application/load-rec-trays.use-case.js';
export * from './domain/personalized-content.js';
export * from './ports/personalized-content-gateway.port.js';
export * from './application/load-personalized-content.use-case.js';
