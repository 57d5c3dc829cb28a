import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStoredEntryExpired, readStoredEntry, storageEntryFor } from '@vitrine/core';

describe('local storage with TTL (shopping §5)', () => {
  it('needs a key and a numeric ttl', () => {
    expect(storageEntryFor('k', 1, 1000, 50)).toEqual({ ok: true, value: { key: 'k', entry: { value: 1, expiresAt: 1050 } } });
    const r = storageEntryFor('', 1, '60', 0);
    expect(!r.ok && r.error).toEqual({ code: 'STORAGE.INVALID_WRITE', message: 'Invalid parameters passed to setItemWithTtl', details: { fields: ['key', 'ttl'] } });
    expect(storageEntryFor('k', 1, -1, 0).ok).toBe(false);
    expect(storageEntryFor('k', 1, Number.POSITIVE_INFINITY, 0).ok).toBe(false);
  });
  it('entries expire by timestamp', () => {
    expect(isStoredEntryExpired({ expiresAt: 100 }, 99)).toBe(false);
    expect(isStoredEntryExpired({ expiresAt: 100 }, 100)).toBe(true);
  });
  it('reads fresh entries and drops expired or malformed ones', () => {
    expect(readStoredEntry({ value: 'v', expiresAt: 10 }, 5)).toBe('v');
    expect(readStoredEntry({ value: 'v', expiresAt: 10 }, 10)).toBeNull();
    expect(readStoredEntry({ value: 'v', expiresAt: 'never' }, 0)).toBeNull();
    expect(readStoredEntry({ value: 'v' }, 0)).toBeNull();
    expect(readStoredEntry({ expiresAt: 10 }, 0)).toBeNull();
    expect(readStoredEntry(null, 0)).toBeNull();
    expect(readStoredEntry('x', 0)).toBeNull();
  });
  it('property: a written entry reads back until exactly now + ttl', () => {
    fc.assert(fc.property(fc.nat(1e6), fc.nat(1e6), fc.nat(2e6), (now, ttl, later) => {
      const r = storageEntryFor('k', 'v', ttl, now);
      expect(r.ok).toBe(true);
      if (r.ok) expect(readStoredEntry(r.value.entry, now + later)).toBe(later < ttl ? 'v' : null);
    }));
  });
});
