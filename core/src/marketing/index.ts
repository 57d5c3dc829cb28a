export * from './domain/email-capture.js';
export * from './domain/loyalty-gate.js';
export * from './machines/email-capture.machine.js';
