export * from './domain/invalid-parameters.js';
export * from './domain/forms.js';
export * from './domain/storage.js';
export * from './domain/postal-regions.js';
