export * from './domain/registry.js';
export * from './domain/registry-use-cases.js';
export * from './ports/registry-gateway.port.js';
