// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LocalStorageKeyValueStore } from '../../../adapters/src/browser/local-storage-key-value-store.js';
import { FixedClock } from '../../../adapters/src/in-memory/index.js';

const SIXTY_DAYS = 5184e6;

afterEach(() => localStorage.clear());

describe('LocalStorageKeyValueStore', () => {
  it('stores a value with its expiry and reads it back until it expires', () => {
    const clock = new FixedClock(1_000);
    const store = new LocalStorageKeyValueStore(clock);
    expect(store.set('defaultBopisStore', { storeNumber: '0042' }, SIXTY_DAYS)).toEqual({ ok: true, value: undefined });
    expect(JSON.parse(localStorage.getItem('defaultBopisStore')!)).toEqual({ value: { storeNumber: '0042' }, expiresAt: 1_000 + SIXTY_DAYS });
    clock.advance(SIXTY_DAYS - 1);
    expect(store.get('defaultBopisStore')).toEqual({ storeNumber: '0042' });
    clock.advance(1);
    expect(store.get('defaultBopisStore')).toBeUndefined();
    expect(localStorage.getItem('defaultBopisStore')).toBeNull();
  });

  it.each([
    ['', 1000, ['key']],
    ['k', -5, ['ttl']],
    ['k', Number.NaN, ['ttl']],
    ['k', Number.POSITIVE_INFINITY, ['ttl']],
    ['', '60' as unknown as number, ['key', 'ttl']],
  ])('refuses key %j with ttl %j through core storageEntryFor (STORAGE.INVALID_WRITE)', (key, ttl, fields) => {
    const store = new LocalStorageKeyValueStore(new FixedClock());
    expect(store.set(key, 1, ttl)).toEqual({ ok: false, error: { code: 'STORAGE.INVALID_WRITE', message: 'Invalid parameters passed to setItemWithTtl', details: { fields } } });
    expect(localStorage.length).toBe(0);
  });

  it('treats a ttl of 0 as already expired', () => {
    const store = new LocalStorageKeyValueStore(new FixedClock());
    expect(store.set('k', 1, 0)).toEqual({ ok: true, value: undefined });
    expect(store.get('k')).toBeUndefined();
  });

  it('refuses a value JSON cannot hold', () => {
    const looped: Record<string, unknown> = {};
    looped['self'] = looped;
    const store = new LocalStorageKeyValueStore(new FixedClock());
    expect(store.set('k', looped, 1000)).toMatchObject({ ok: false, error: { code: 'STORAGE.INVALID_WRITE' } });
    expect(store.set('k', undefined, 1000)).toMatchObject({ ok: false, error: { code: 'STORAGE.INVALID_WRITE' } });
    expect(localStorage.length).toBe(0);
  });

  it('ignores entries it did not write and unreadable JSON', () => {
    localStorage.setItem('foreign', 'plain text');
    localStorage.setItem('other', JSON.stringify({ value: 1 }));
    const store = new LocalStorageKeyValueStore(new FixedClock());
    expect(store.get('foreign')).toBeUndefined();
    expect(store.get('other')).toBeUndefined();
    expect(localStorage.getItem('foreign')).toBe('plain text');
  });

  it('reports STORAGE.UNAVAILABLE when storage refuses or is missing, and never throws', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const store = new LocalStorageKeyValueStore(new FixedClock(), () => refusing);
    expect(store.set('k', 1, 1000)).toMatchObject({ ok: false, error: { code: 'STORAGE.UNAVAILABLE' } });
    expect(store.get('k')).toBeUndefined();
    expect(() => store.remove('k')).not.toThrow();
    const missing = new LocalStorageKeyValueStore(new FixedClock(), () => {
      throw new Error('disabled');
    });
    expect(missing.set('k', 1, 1000)).toMatchObject({ ok: false, error: { code: 'STORAGE.UNAVAILABLE' } });
    expect(missing.get('k')).toBeUndefined();
    expect(missing.purgeExpired()).toEqual([]);
  });

  it('purges expired entries it wrote, leaving the rest', () => {
    const clock = new FixedClock(0);
    const store = new LocalStorageKeyValueStore(clock);
    store.set('short', 1, 10);
    store.set('long', 2, 1000);
    localStorage.setItem('foreign', 'x');
    clock.advance(10);
    expect(store.purgeExpired()).toEqual(['short']);
    expect(Object.keys(localStorage).sort()).toEqual(['foreign', 'long']);
  });
});
