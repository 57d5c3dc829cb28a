import { describe, expect, it } from 'vitest';
import { COOKIE_WARNING_TTL_MINUTES } from '@vitrine/core';
import { FixedClock, InMemoryCookieJar, InMemoryKeyValueStore, MemoryLogger } from '@vitrine/adapters/in-memory';
import { clientUserStateDefaults, COOKIE_WARNING_COOKIE, DEVICE_INFO_KEY, logOversizedCookies, recordDeviceInfo, runClientChecks } from '../../../ui/src/app/client-checks';

/** The once-per-load checks (shell-and-account.md §4, §8, §9; decision 0444). */

const WEEK_MS = COOKIE_WARNING_TTL_MINUTES * 60_000;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

describe('logOversizedCookies', () => {
  it('logs third-party cookies over 500 characters once a week and remembers it in the warning cookie', () => {
    const jar = new InMemoryCookieJar({ initial: { _ga_big: 'x'.repeat(600), _small: 'y', vitrine_big: 'z'.repeat(600) } });
    const logger = new MemoryLogger();
    expect(logOversizedCookies(jar, logger, 1_000)).toEqual(['_ga_big']);
    expect(logger.entries).toEqual([{ level: 'warn', message: 'Oversized cookies', context: { names: ['_ga_big'], limit: 500 } }]);
    expect(jar.get(COOKIE_WARNING_COOKIE)).toBe('1000');
    // Within the week: nothing more.
    expect(logOversizedCookies(jar, logger, 1_000 + WEEK_MS - 1)).toEqual([]);
    expect(logger.entries).toHaveLength(1);
    // A week later: logged again.
    expect(logOversizedCookies(jar, logger, 1_000 + WEEK_MS)).toEqual(['_ga_big']);
    expect(jar.get(COOKIE_WARNING_COOKIE)).toBe(String(1_000 + WEEK_MS));
  });

  it('logs nothing and writes no warning cookie when every cookie is small; a malformed warning cookie counts as none', () => {
    const small = new InMemoryCookieJar({ initial: { _small: 'y' } });
    const logger = new MemoryLogger();
    expect(logOversizedCookies(small, logger, 5)).toEqual([]);
    expect(small.get(COOKIE_WARNING_COOKIE)).toBeUndefined();
    const malformed = new InMemoryCookieJar({ initial: { _big: 'x'.repeat(600), [COOKIE_WARNING_COOKIE]: 'soon' } });
    expect(logOversizedCookies(malformed, logger, 5)).toEqual(['_big']);
  });
});

describe('recordDeviceInfo', () => {
  it('records the detected device once and keeps the first record', () => {
    const store = new InMemoryKeyValueStore(new FixedClock());
    expect(recordDeviceInfo(store, IPHONE, 5)).toEqual({ channel: 'web', os: 'ios', formFactor: 'mobile' });
    expect(store.get(DEVICE_INFO_KEY)).toBe('web|ios|mobile');
    expect(recordDeviceInfo(store, DESKTOP, 0)).toEqual({ channel: 'web', os: 'ios', formFactor: 'mobile' });
    expect(store.get(DEVICE_INFO_KEY)).toBe('web|ios|mobile');
  });

  it('records web|other|other for a desktop browser', () => {
    const store = new InMemoryKeyValueStore(new FixedClock());
    expect(recordDeviceInfo(store, DESKTOP, 0)).toEqual({ channel: 'web', os: 'other', formFactor: 'other' });
    expect(store.get(DEVICE_INFO_KEY)).toBe('web|other|other');
  });
});

describe('clientUserStateDefaults', () => {
  it('builds and logs the defaults when the state is missing; nothing when it is there', () => {
    const logger = new MemoryLogger();
    expect(clientUserStateDefaults({ config: {} }, '/en-gb/cart', logger)).toBeNull();
    expect(logger.entries).toEqual([]);
    expect(clientUserStateDefaults(undefined, '/en-gb/cart', logger)).toEqual({ isMobileDevice: true, contextPath: '/en-gb/' });
    expect(logger.entries).toEqual([{ level: 'warn', message: 'Missing client user state', context: { defaults: { isMobileDevice: true, contextPath: '/en-gb/' } } }]);
  });
});

describe('runClientChecks', () => {
  it('runs the three checks with the page ports', () => {
    const jar = new InMemoryCookieJar({ initial: { _big: 'x'.repeat(600) } });
    const logger = new MemoryLogger();
    const store = new InMemoryKeyValueStore(new FixedClock());
    runClientChecks({ jar, logger, now: 7, store }, { state: undefined, pathname: '/cart', userAgent: IPHONE, maxTouchPoints: 5 });
    expect(logger.entries.map((e) => e.message)).toEqual(['Oversized cookies', 'Missing client user state']);
    expect(store.get(DEVICE_INFO_KEY)).toBe('web|ios|mobile');
    expect(jar.get(COOKIE_WARNING_COOKIE)).toBe('7');
  });
});
