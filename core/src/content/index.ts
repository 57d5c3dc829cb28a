export * from './domain/countdown.js';
export * from './domain/slider.js';
export * from './domain/banner-details.js';
export * from './domain/banners.js';
export * from './domain/markdown.js';
export * from './domain/content-cache.js';
export * from './ports/markdown-renderer.port.js';
export * from './ports/content-gateway.port.js';
