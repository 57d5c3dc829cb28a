export * from './domain/suggestions.js';
export * from './ports/search-suggestions.port.js';
export * from './application/search-as-you-type.js';
