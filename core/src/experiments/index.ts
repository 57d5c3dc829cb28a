export * from './domain/experiment-values.js';
