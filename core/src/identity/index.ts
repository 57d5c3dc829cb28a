export * from './token-scope.js';
export * from './ports/session-gateway.port.js';
