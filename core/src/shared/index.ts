export * from './result.js';
export * from './domain-error.js';
export * from './token.js';
export * from './money.js';
export * from './clock.js';
export * from './logger.js';
export * from './guards.js';
export * from './scheduler.js';
