export * from './domain/aftercare.js';
export * from './ports/returns-gateway.port.js';
export * from './ports/claims-gateway.port.js';
export * from './machines/aftercare-steps.js';
export * from './machines/returns.machine.js';
export * from './machines/returns.actors.js';
export * from './machines/claims.machine.js';
export * from './machines/claims.actors.js';
