import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { PERSONALIZATION_RETRY_DELAY_MS, personalizationIgnoring403, withPersonalizationRetry } from '@vitrine/core';
import { aLogger, FakeScheduler } from '../../mothers/core/fakes.js';

class NetworkError extends Error {}
const isNetwork = (e: unknown) => e instanceof NetworkError;
const flush = () => new Promise((r) => setImmediate(r));

describe('personalization retry (shopping §4: once after 500 ms on a network error)', () => {
  it('returns the first success without waiting', async () => {
    const timer = new FakeScheduler();
    await expect(withPersonalizationRetry(async () => 'ok', isNetwork, timer)).resolves.toBe('ok');
    expect(timer.pending).toBe(0);
  });
  it('retries once after 500 ms on a network error', async () => {
    const timer = new FakeScheduler();
    const call = vi.fn().mockRejectedValueOnce(new NetworkError()).mockResolvedValueOnce('second');
    const p = withPersonalizationRetry(call, isNetwork, timer);
    await flush();
    timer.advance(PERSONALIZATION_RETRY_DELAY_MS - 1);
    expect(call).toHaveBeenCalledTimes(1);
    timer.advance(1);
    await expect(p).resolves.toBe('second');
    expect(call).toHaveBeenCalledTimes(2);
  });
  it('rethrows a second failure and other errors', async () => {
    const timer = new FakeScheduler();
    const twice = vi.fn().mockRejectedValue(new NetworkError('down'));
    const p = withPersonalizationRetry(twice, isNetwork, timer);
    await flush();
    timer.advance(500);
    await expect(p).rejects.toThrow('down');
    await expect(withPersonalizationRetry(() => Promise.reject(new Error('500')), isNetwork, timer)).rejects.toThrow('500');
  });
  it('a 403 is a warning only', async () => {
    const log = aLogger();
    await expect(personalizationIgnoring403(() => Promise.reject(new Error('forbidden')), () => 403, log)).resolves.toBeNull();
    expect(log.warn).toHaveBeenCalledOnce();
    await expect(personalizationIgnoring403(async () => 1, () => null, log)).resolves.toBe(1);
    await expect(personalizationIgnoring403(() => Promise.reject(new Error('x')), () => 500, log)).rejects.toThrow('x');
  });
  it('property: the call runs at most twice, and twice only after a network error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('ok', 'net', 'other'), { minLength: 2, maxLength: 2 }), async (outcomes) => {
        const timer = new FakeScheduler();
        let calls = 0;
        const call = async () => {
          const o = outcomes[calls++]!;
          if (o === 'net') throw new NetworkError();
          if (o === 'other') throw new Error('other');
          return o;
        };
        const p = withPersonalizationRetry(call, isNetwork, timer).catch(() => 'failed');
        await flush();
        timer.advance(500);
        await p;
        expect(calls).toBe(outcomes[0] === 'net' ? 2 : 1);
      }),
    );
  });
});
