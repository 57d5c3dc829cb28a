import { describe, expect, it, vi } from 'vitest';
import { ASSET_REPORT_DELAY_MS, builtAssetUrls, startServiceWorker, type CacheUrlsMessage, type ServiceWorkerClientEnvironment } from '../../../ui/src/app/service-worker-client';

const ORIGIN = 'https://shop.example';

/** A browser stand-in: a worker whose messages are recorded, resources reported by hand, timers run by hand. */
function fakeBrowser(options: { registerFails?: boolean } = {}) {
  const messages: CacheUrlsMessage[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  let report: (urls: readonly string[]) => void = () => {};
  const register = vi.fn(async () => {
    if (options.registerFails) throw new DOMException('The operation is insecure.', 'SecurityError');
    return {} as ServiceWorkerRegistration;
  });
  const environment: ServiceWorkerClientEnvironment = {
    container: { register, ready: Promise.resolve({ active: { postMessage: (message: CacheUrlsMessage) => messages.push(message) } } as unknown as ServiceWorkerRegistration) },
    origin: ORIGIN,
    observeResources: (onUrls) => {
      report = onUrls;
    },
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
  };
  const runTimers = () => timers.splice(0).forEach((timer) => timer.callback());
  return { environment, messages, timers, register, report: (urls: readonly string[]) => report(urls), runTimers };
}

describe('builtAssetUrls', () => {
  it('keeps this origin’s /assets/ files once each, without query or fragment, and drops everything else', () => {
    expect(
      builtAssetUrls(
        [
          `${ORIGIN}/assets/index-Co0c8bds.js`,
          `${ORIGIN}/assets/index-Co0c8bds.js?v=2#x`,
          `${ORIGIN}/assets/page-loader-Bx0WAboT.css`,
          `${ORIGIN}/assets/index-Co0c8bds.js.map`,
          `${ORIGIN}/api/checkout/v0/an-us/carts`,
          `${ORIGIN}/api/images/luma/m/b/mb01-blue-0.jpg?w=360`,
          'https://cdn.example/assets/other-1234abcd.js',
          `${ORIGIN}/sw.js`,
          'http://[bad',
        ],
        ORIGIN,
      ),
    ).toEqual([`${ORIGIN}/assets/index-Co0c8bds.js`, `${ORIGIN}/assets/page-loader-Bx0WAboT.css`]);
  });
});

describe('startServiceWorker (decision 0470)', () => {
  it('registers /sw.js at the root scope', async () => {
    const browser = fakeBrowser();
    await startServiceWorker(browser.environment);
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('hands the worker the built files the page used, gathered for a while, each only once', async () => {
    const browser = fakeBrowser();
    await startServiceWorker(browser.environment);
    browser.report([`${ORIGIN}/assets/index-Co0c8bds.js`, `${ORIGIN}/api/navigation`]);
    browser.report([`${ORIGIN}/assets/cart.route-B_WTyemO.js`]);
    expect(browser.messages).toEqual([]);
    expect(browser.timers.map((timer) => timer.ms)).toEqual([ASSET_REPORT_DELAY_MS]);
    browser.runTimers();
    expect(browser.messages).toEqual([{ type: 'CACHE_URLS', payload: { urlsToCache: [`${ORIGIN}/assets/index-Co0c8bds.js`, `${ORIGIN}/assets/cart.route-B_WTyemO.js`] } }]);

    // A later lazy chunk goes in a new message; files already handed over are not sent again.
    browser.report([`${ORIGIN}/assets/index-Co0c8bds.js`, `${ORIGIN}/assets/modal-host-N0RcN7cA.js`]);
    browser.runTimers();
    browser.report([`${ORIGIN}/assets/index-Co0c8bds.js`]);
    expect(browser.timers).toEqual([]);
    expect(browser.messages.map((message) => message.payload.urlsToCache)).toEqual([
      [`${ORIGIN}/assets/index-Co0c8bds.js`, `${ORIGIN}/assets/cart.route-B_WTyemO.js`],
      [`${ORIGIN}/assets/modal-host-N0RcN7cA.js`],
    ]);
  });

  it('rejects when the registration fails, having observed nothing', async () => {
    const browser = fakeBrowser({ registerFails: true });
    await expect(startServiceWorker(browser.environment)).rejects.toThrow('insecure');
    browser.report([`${ORIGIN}/assets/index-Co0c8bds.js`]);
    expect(browser.timers).toEqual([]);
  });
});
