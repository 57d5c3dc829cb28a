export * from './domain/rec-trays.js';
export * from './domain/customer-data.js';
export * from './ports/personalization-gateway.port.js';
export * from './application/load-rec-trays.use-case.js';
