import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Default locations the sandbox reads and writes (docs/sandbox.md "Environment").
 * Everything it writes lives under `.data/` at the repository root, which git ignores.
 */

/** Absolute path of the repository root (this file is sandbox/src/config/paths.ts). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** PGlite data directory of `npm start` / `npm run sandbox` (VITRINE_DATA_DIR overrides). */
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data', 'pglite');

/** Resized-image cache of the image service. */
export const DEFAULT_IMAGE_CACHE_DIR = path.join(REPO_ROOT, '.data', 'images');

/** The full shared sample data, `../shared/data` seen from the repository root (VITRINE_SAMPLE_DATA overrides). */
export const DEFAULT_SAMPLE_DATA_DIR = path.resolve(REPO_ROOT, '..', 'shared', 'data');

/**
 * The small subset of the sample data committed in the repository (decision 0120), written by
 * scripts/make-sample-subset.ts in the same layout. Tests always seed from it; `npm start` and
 * `npm run seed` fall back to it when the full data is missing.
 */
export const SAMPLE_SUBSET_DIR = path.join(REPO_ROOT, 'sandbox', 'sample-data');

/** The built SPA served when it exists (VITRINE_STATIC_DIR overrides). */
export const DEFAULT_STATIC_DIR = path.join(REPO_ROOT, 'dist', 'ui');

/** Directory holding this package's SQL migrations. */
export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');

/** Directory holding the seed code (hashed into the seed fingerprint). */
export const SEED_SOURCE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed');
