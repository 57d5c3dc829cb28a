import { describe, expect, it } from 'vitest';
import { lazyPort } from '../../../adapters/src/http/lazy-port.js';

describe('lazyPort (decision 0201)', () => {
  it('loads once on the first call, forwards calls, and is not a thenable', async () => {
    let loads = 0;
    const port = lazyPort(async () => {
      loads += 1;
      return { greet: async (name: string) => `hi ${name}` };
    });
    expect((port as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(port)).toBe(port);
    expect(loads).toBe(0);
    expect(await port.greet('a')).toBe('hi a');
    expect(await port.greet('b')).toBe('hi b');
    expect(loads).toBe(1);
  });
});
