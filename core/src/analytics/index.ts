export * from './domain/analytics-queue.js';
export * from './domain/analytics-dispatcher.js';
export * from './domain/personalization-retry.js';
export * from './domain/web-vitals.js';
export * from './ports/tag-manager.port.js';
export * from './ports/social-proof-gateway.port.js';
