import { ChunkLoadError, loadChunk, Logger, missingModule, type ChunkTimer } from '@vitrine/core';
import type { Services } from '../shared/services';

/** The chunk timer of the browser and the server: `setTimeout`, cancelled with `clearTimeout`. */
const timer: ChunkTimer = (ms, run) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/**
 * A route module's import made resilient (shell-and-account.md §8, §9; decision 0441): core's
 * `loadChunk` retries a failed import twice (each attempt times out after 120 s); a module without
 * its default export counts as a missing module. The final failure — a script chunk, a stylesheet
 * chunk ("Unable to preload CSS …") or a missing module — is reported to the Logger ('Chunk load
 * failed' with its kind and attempts) and rethrown as a `ChunkLoadError`, which the route's error
 * element shows with the reload offer ({@link ChunkLoadFailure}).
 */
export function retryingImport<M extends { readonly default?: unknown }>(services: Services, load: () => Promise<M>): () => Promise<M> {
  return () =>
    loadChunk(async () => {
      const mod = await load();
      if (!mod.default) throw missingModule('default');
      return mod;
    }, timer).catch((error: unknown) => {
      if (error instanceof ChunkLoadError) {
        const context = { kind: error.kind, attempts: error.attempts, message: error.message };
        if (services.has(Logger)) services.get(Logger).error('Chunk load failed', context);
        else console.error('Chunk load failed', context);
      }
      throw error;
    });
}
