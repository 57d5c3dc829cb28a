export * from './domain/stores.js';
export * from './domain/store.js';
export * from './ports/store-gateway.port.js';
export * from './application/store-search.use-case.js';
export * from './application/default-store.js';
