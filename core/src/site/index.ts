export * from './site.js';
export * from './site-configuration.js';
export * from './ports/site-configuration-gateway.port.js';
export * from './domain/locale.js';
export * from './domain/sub-brands.js';
export * from './domain/membership.js';
export * from './domain/device-info.js';
