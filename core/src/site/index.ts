export * from './site.js';
export * from './site-configuration.js';
export * from './ports/site-configuration-gateway.port.js';
