import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD, ChunkLoadError, loadChunk, missingModule, type ChunkTimer } from '../../../core/src/index.js';

/** Chunk loading (shell-and-account.md §8, §9; decision 0441). */

/** A timer that records what is scheduled and fires on demand. */
function manualTimer() {
  const pending: { ms: number; run: () => void; cancelled: boolean }[] = [];
  const timer: ChunkTimer = (ms, run) => {
    const entry = { ms, run, cancelled: false };
    pending.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  return { timer, pending };
}

/** The kind of the ChunkLoadError when every attempt fails with `error`. */
async function kindOf(error: unknown) {
  return ((await loadChunk(() => Promise.reject(error), manualTimer().timer).catch((e: unknown) => e)) as ChunkLoadError).kind;
}

describe('the kind of a chunk failure', () => {
  it('tells a stylesheet, a missing module and a script chunk apart', async () => {
    expect(await kindOf(new Error('Unable to preload CSS for /assets/product.route-a1.css'))).toBe('stylesheet');
    expect(await kindOf('the stylesheet did not load')).toBe('stylesheet');
    expect(await kindOf(new Error("Cannot find module './cart.route'"))).toBe('missing-module');
    expect(await kindOf(new SyntaxError("The requested module './x.js' does not provide an export named 'y'"))).toBe('missing-module');
    expect(await kindOf(missingModule('default'))).toBe('missing-module');
    expect(await kindOf(new TypeError('Failed to fetch dynamically imported module: http://x/assets/cart.route-b2.js'))).toBe('script');
  });
});

describe('loadChunk', () => {
  it('resolves at the first attempt and cancels its 120 s timeout', async () => {
    const { timer, pending } = manualTimer();
    await expect(loadChunk(async () => 'module', timer)).resolves.toBe('module');
    expect(pending.map((p) => [p.ms, p.cancelled])).toEqual([[CHUNK_LOAD.timeoutMs, true]]);
  });

  it('retries a failed attempt twice and resolves with the third', async () => {
    const { timer } = manualTimer();
    const attempt = vi.fn(async (n: number) => {
      if (n < 2) throw new TypeError('Failed to fetch dynamically imported module');
      return n;
    });
    await expect(loadChunk(attempt, timer)).resolves.toBe(2);
    expect(attempt.mock.calls.map((c) => c[0])).toEqual([0, 1, 2]);
  });

  it('fails with a ChunkLoadError of the last failure after 1 + 2 attempts', async () => {
    const { timer } = manualTimer();
    const attempt = vi.fn(async (n: number) => {
      throw n === 2 ? new Error('Unable to preload CSS for /assets/a.css') : new TypeError('Failed to fetch');
    });
    const error = await loadChunk(attempt, timer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', kind: 'stylesheet', attempts: 3 });
    expect((error as ChunkLoadError).message).toBe('Chunk load failed (stylesheet) after 3 attempts: Unable to preload CSS for /assets/a.css');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('counts an attempt that does not settle within 120 s as failed', async () => {
    const { timer, pending } = manualTimer();
    const never = new Promise<string>(() => undefined);
    const attempt = vi.fn((n: number) => (n === 0 ? never : Promise.resolve('late but loaded')));
    const loading = loadChunk(attempt, timer);
    await Promise.resolve();
    pending[0]!.run();
    await expect(loading).resolves.toBe('late but loaded');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('reports a thrown non-Error by its string form', async () => {
    const { timer, pending } = manualTimer();
    const loading = loadChunk(() => new Promise<never>(() => undefined), timer);
    for (let i = 0; i < 3; i += 1) {
      await vi.waitFor(() => expect(pending.length).toBe(i + 1));
      pending[i]!.run();
    }
    await expect(loading).rejects.toMatchObject({ kind: 'script', attempts: 3, message: 'Chunk load failed (script) after 3 attempts: timeout loading chunk after 120000 ms' });
    const plain = await loadChunk(() => Promise.reject('offline'), manualTimer().timer).catch((e: unknown) => e as ChunkLoadError);
    expect(plain.message).toBe('Chunk load failed (script) after 3 attempts: offline');
  });
});
