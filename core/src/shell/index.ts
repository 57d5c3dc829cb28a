export * from './domain/modal-stack.js';
export * from './domain/hash-modals.js';
export * from './domain/toasts.js';
export * from './domain/routing.js';
export * from './domain/header.js';
export * from './machines/machine-log.js';
export * from './machines/modal-stack.machine.js';
