import { describe, expect, it } from 'vitest';
import { dbThreadFromEnv } from '../../../sandbox/src/db/open-db.js';

/** VITRINE_DB_THREAD picks the embedded database's thread (decision 0457). */
describe('dbThreadFromEnv', () => {
  it('is the main thread unless the worker is asked for, and refuses anything else', () => {
    expect(dbThreadFromEnv({})).toBe('main');
    expect(dbThreadFromEnv({ VITRINE_DB_THREAD: '' })).toBe('main');
    expect(dbThreadFromEnv({ VITRINE_DB_THREAD: ' worker ' })).toBe('worker');
    expect(dbThreadFromEnv({ VITRINE_DB_THREAD: 'main' })).toBe('main');
    expect(() => dbThreadFromEnv({ VITRINE_DB_THREAD: 'both' })).toThrow('VITRINE_DB_THREAD must be worker or main (got both)');
  });
});
