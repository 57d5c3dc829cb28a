export * from './domain/email-capture.js';
export * from './domain/loyalty-gate.js';
export * from './domain/loyalty-programme.js';
export * from './machines/email-capture.machine.js';
export * from './ports/marketing-gateway.port.js';
export * from './ports/loyalty-gateway.port.js';
