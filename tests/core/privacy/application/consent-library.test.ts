import { describe, expect, it, vi } from 'vitest';
import { CONSENT_LOOKUP_POLICY, waitForConsentLibrary, type Scheduler } from '@vitrine/core';

/** A scheduler that runs each timer at once and records its delay. */
function instantScheduler(): Scheduler & { delays: number[] } {
  const delays: number[] = [];
  return {
    delays,
    setTimer(callback, delayMs) {
      delays.push(delayMs);
      queueMicrotask(callback);
      return () => undefined;
    },
  };
}

describe('waitForConsentLibrary (shell-and-account §8 "Consent library not loaded after 10 attempts of 1 s: warning", §9)', () => {
  it('answers at once when the library is there', async () => {
    const scheduler = instantScheduler();
    const warn = vi.fn();
    expect(await waitForConsentLibrary(() => ({ marketing: true }), { scheduler, logger: { warn } })).toEqual({ marketing: true });
    expect(scheduler.delays).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('looks again every second until the library answers', async () => {
    const scheduler = instantScheduler();
    let looks = 0;
    const found = await waitForConsentLibrary(() => (++looks === 4 ? 'loaded' : null), { scheduler, logger: { warn: vi.fn() } });
    expect(found).toBe('loaded');
    expect(scheduler.delays).toEqual([1000, 1000, 1000]);
  });

  it('gives up after 10 looks 1 s apart with the warning, resolving null', async () => {
    const scheduler = instantScheduler();
    const warn = vi.fn();
    const lookUp = vi.fn(() => null);
    expect(await waitForConsentLibrary(lookUp, { scheduler, logger: { warn } }, CONSENT_LOOKUP_POLICY)).toBeNull();
    expect(lookUp).toHaveBeenCalledTimes(10);
    expect(scheduler.delays).toEqual(Array(9).fill(1000));
    expect(warn).toHaveBeenCalledWith('Consent library not loaded after 10 attempts of 1 s', { tries: 10 });
  });
});
