export * from './token-scope.js';
export * from './ports/session-gateway.port.js';
export * from './domain/access-guard.js';
export * from './domain/login-modal.js';
export * from './ports/auth-gateway.port.js';
export * from './ports/profile-gateway.port.js';
