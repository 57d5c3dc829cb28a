/** Platform ports: what core needs from the browser (cookies, storage with TTL, connectivity). */
export * from './cookie-jar.port.js';
export * from './key-value-store.port.js';
export * from './connectivity.port.js';
