export * from './domain/experiment-values.js';
export * from './domain/listing-experiments.js';
