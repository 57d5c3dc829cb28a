import { describe, expect, it } from 'vitest';
import {
  FixedClock,
  InMemoryConnectivity,
  InMemoryCookieJar,
  InMemoryKeyValueStore,
  InMemorySession,
  InMemorySiteConfiguration,
  MemoryLogger,
} from '../../../adapters/src/in-memory/index.js';
import { aSiteConfiguration } from '../../mothers/site-configuration.mother.js';

describe('FixedClock', () => {
  it('stands still until moved', () => {
    const clock = new FixedClock(100);
    expect(clock.now()).toBe(100);
    clock.advance(50);
    expect(clock.now()).toBe(150);
    clock.set(7);
    expect(clock.now()).toBe(7);
  });
});

describe('InMemoryKeyValueStore', () => {
  it('expires entries by timestamp and copies values', () => {
    const clock = new FixedClock(0);
    const store = new InMemoryKeyValueStore(clock);
    const value = { storeNumber: '0042' };
    expect(store.set('defaultBopisStore', value, 1000)).toEqual({ ok: true, value: undefined });
    value.storeNumber = 'changed';
    clock.advance(999);
    expect(store.get('defaultBopisStore')).toEqual({ storeNumber: '0042' });
    clock.advance(1);
    expect(store.get('defaultBopisStore')).toBeUndefined();
    expect(store.keys()).toEqual([]);
  });

  it('validates writes and can play an unavailable storage', () => {
    const store = new InMemoryKeyValueStore(new FixedClock());
    expect(store.set('', 1, 1000)).toMatchObject({ ok: false, error: { code: 'STORAGE.INVALID_WRITE' } });
    expect(store.set('k', undefined, 1000)).toMatchObject({ ok: false, error: { code: 'STORAGE.INVALID_WRITE' } });
    store.setUnavailable(true);
    expect(store.set('k', 1, 1000)).toMatchObject({ ok: false, error: { code: 'STORAGE.UNAVAILABLE' } });
    store.setUnavailable(false);
    store.set('k', 1, 1000);
    store.remove('k');
    expect(store.get('k')).toBeUndefined();
  });
});

describe('InMemoryCookieJar', () => {
  it('reads, writes with defaults, removes and clears third-party cookies', () => {
    const jar = new InMemoryCookieJar({ initial: { _ga: '1', OptanonConsent: 'x' }, keep: ['OptanonConsent'] });
    jar.set('vitrine_currency', 'EUR', { maxAgeSeconds: 15_552_000 });
    expect(jar.options('vitrine_currency')).toEqual({ path: '/', sameSite: 'Lax', maxAgeSeconds: 15_552_000 });
    expect(jar.clearThirdPartyCookies()).toEqual(['_ga']);
    expect(jar.getAll()).toEqual({ OptanonConsent: 'x', vitrine_currency: 'EUR' });
    jar.remove('OptanonConsent');
    jar.set('vitrine_currency', 'EUR', { maxAgeSeconds: 0 });
    expect(jar.getAll()).toEqual({});
  });

  it('honours Max-Age with a clock', () => {
    const clock = new FixedClock(0);
    const jar = new InMemoryCookieJar({ clock });
    jar.set('vitrine_warned', 'true', { maxAgeSeconds: 60 });
    clock.advance(59_999);
    expect(jar.get('vitrine_warned')).toBe('true');
    clock.advance(1);
    expect(jar.get('vitrine_warned')).toBeUndefined();
  });
});

describe('InMemoryConnectivity', () => {
  it('notifies changes only', () => {
    const connectivity = new InMemoryConnectivity();
    const heard: boolean[] = [];
    const stop = connectivity.subscribe((online) => heard.push(online));
    connectivity.setOnline(true);
    connectivity.setOnline(false);
    stop();
    connectivity.setOnline(true);
    expect(heard).toEqual([false]);
    expect(connectivity.isOnline()).toBe(true);
  });
});

describe('InMemorySession and InMemorySiteConfiguration', () => {
  it('creates guest sessions from the clock and counts them', async () => {
    const session = new InMemorySession(new FixedClock(1000), { ttlMs: 500 });
    await expect(session.createGuestSession()).resolves.toEqual({ scope: 'GUEST', expiresAt: 1500, profileId: null });
    expect(session.signIn('REGISTERED', 'p-1')).toEqual({ scope: 'REGISTERED', expiresAt: 1500, profileId: 'p-1' });
    expect(session.created).toBe(1);
  });

  it('serves its configuration and counts loads', async () => {
    const config = new InMemorySiteConfiguration(aSiteConfiguration());
    await expect(config.getConfiguration()).resolves.toEqual(aSiteConfiguration());
    config.replace(aSiteConfiguration({ maxQuantity: 5 }));
    await expect(config.getConfiguration()).resolves.toMatchObject({ maxQuantity: 5 });
    expect(config.loads).toBe(2);
  });
});

describe('MemoryLogger', () => {
  it('keeps entries by level', () => {
    const logger = new MemoryLogger();
    logger.debug('d');
    logger.info('i', { a: 1 });
    logger.warn('w');
    logger.error('e');
    expect(logger.messages()).toEqual(['d', 'i', 'w', 'e']);
    expect(logger.messages('info')).toEqual(['i']);
    expect(logger.entries[1]!.context).toEqual({ a: 1 });
    logger.clear();
    expect(logger.entries).toEqual([]);
  });
});
