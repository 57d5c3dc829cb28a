export * from './domain/acting-for-cookie.js';
export * from './domain/agent.js';
export * from './ports/agent-gateway.port.js';
export * from './application/find-customers.use-case.js';
