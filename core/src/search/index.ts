export * from './domain/suggestions.js';
export * from './ports/search-suggestions.port.js';
