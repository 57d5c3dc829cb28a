/** Browser adapters: cookies, storage with TTL, connectivity, console logging. */
export * from './cookie-jar-document.js';
export * from './auth-cookie.js';
export * from './local-storage-key-value-store.js';
export * from './navigator-connectivity.js';
export * from './console-logger.js';
export * from './data-layer-tag-manager.js';
export * from './device-detection.js';
