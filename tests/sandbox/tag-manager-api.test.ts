import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestSandbox } from '../support/sandbox.js';
import { tagManagerScript } from '../../sandbox/src/analytics/tag-manager-script.js';
import { MAX_TAG_MANAGER_EVENTS, TagManagerEventLog } from '../../sandbox/src/analytics/tag-manager-events.js';

/** The tag manager stand-in (decision 0310): its script, its collect endpoint and the test read endpoint. */
describe('tag manager stand-in', () => {
  let sandbox: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    sandbox = await startTestSandbox({});
  });
  afterAll(async () => sandbox?.close());
  const api = (path: string, init?: RequestInit) => fetch(`${sandbox.url}/api${path}`, init);
  const post = (body: string) => api('/tag-manager/v0/collect', { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('serves the script from the same origin as JavaScript', async () => {
    const res = await api('/tag-manager/v0/tm.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(await res.text()).toContain('/api/tag-manager/v0/collect');
  });

  it('keeps collected entries in order for the loopback read endpoint, and forgets them on DELETE', async () => {
    await api('/__sandbox/tag-manager-events', { method: 'DELETE' });
    expect((await post(JSON.stringify({ event: 'view', name: 'home' }))).status).toBe(204);
    expect((await post(JSON.stringify({ event: 'link', name: 'product-tray-click' }))).status).toBe(204);
    const read = (await (await api('/__sandbox/tag-manager-events')).json()) as { events: { entry: { name: string } }[] };
    expect(read.events.map((e) => e.entry.name)).toEqual(['home', 'product-tray-click']);
    await api('/__sandbox/tag-manager-events', { method: 'DELETE' });
    expect(await (await api('/__sandbox/tag-manager-events')).json()).toEqual({ events: [] });
  });

  it('refuses an entry that is not a JSON object', async () => {
    const res = await post('[1,2]');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    expect((await post('not json')).status).toBe(400);
  });
});

describe('tag manager script', () => {
  it('becomes ready after the delay, posts what the data layer held, then every push', () => {
    vi.useFakeTimers();
    try {
      const posted: unknown[] = [];
      const window: Record<string, unknown> = { dataLayer: [{ event: 'early' }] };
      const fetchStub = (_url: string, init: { body: string }) => {
        posted.push(JSON.parse(init.body));
        return Promise.resolve();
      };
      runInNewContext(tagManagerScript({ readyDelayMs: 100, collectPath: '/c' }), { window, fetch: fetchStub, setTimeout, JSON });
      expect(window.vitrineTagManager).toBeUndefined();
      vi.advanceTimersByTime(100);
      expect(window.vitrineTagManager).toEqual({ ready: true });
      (window.dataLayer as unknown[]).push({ event: 'late' });
      expect(posted).toEqual([{ event: 'early' }, { event: 'late' }]);
      expect(window.dataLayer).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('tag manager event log', () => {
  it('keeps at most the limit, dropping the oldest', () => {
    const log = new TagManagerEventLog();
    for (let i = 0; i <= MAX_TAG_MANAGER_EVENTS; i++) log.add({ i }, i);
    expect(log.list()).toHaveLength(MAX_TAG_MANAGER_EVENTS);
    expect(log.list()[0]).toEqual({ receivedAt: 1, entry: { i: 1 } });
  });
});
