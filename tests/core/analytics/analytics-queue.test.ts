import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_POLL_POLICY,
  AnalyticsDispatcher,
  enqueueAnalyticsEvent,
  INITIAL_ANALYTICS_QUEUE,
  onTagManagerPoll,
  shouldSendCampaignStats,
  type AnalyticsEvent,
  type AnalyticsQueueState,
} from '@vitrine/core';
import { aLogger, FakeScheduler, FakeTagManager } from '../../mothers/core/fakes.js';

const view = (name = 'page-view'): AnalyticsEvent => ({ kind: 'view', name, data: {} });
const link = (name = 'product-tray-click'): AnalyticsEvent => ({ kind: 'link', name, data: {} });

describe('analytics queue (shopping §4, §9)', () => {
  it('polls every 1000 ms up to 20 tries', () => {
    expect(ANALYTICS_POLL_POLICY).toEqual({ maxTries: 20, intervalMs: 1000 });
  });
  it('queues events until the tag manager is ready, then flushes them in order with the first view re-sent once', () => {
    let s = enqueueAnalyticsEvent(INITIAL_ANALYTICS_QUEUE, link('a')).state;
    s = enqueueAnalyticsEvent(s, view()).state;
    const waiting = onTagManagerPoll(s, false);
    expect(waiting).toMatchObject({ send: [], nextPollInMs: 1000, warning: null });
    const ready = onTagManagerPoll(waiting.state, true);
    expect(ready.send.map((e) => [e.name, e.resent ?? false])).toEqual([
      ['a', false],
      ['page-view', false],
      ['page-view', true],
    ]);
    expect(ready.state).toMatchObject({ status: 'ready', queue: [], tries: 2, firstViewSent: true });
    const later = enqueueAnalyticsEvent(ready.state, view('second'));
    expect(later.send).toEqual([view('second')]);
  });
  it('re-sends the first view once when it arrives after readiness', () => {
    const ready = onTagManagerPoll(INITIAL_ANALYTICS_QUEUE, true).state;
    const r = enqueueAnalyticsEvent(ready, view());
    expect(r.send).toEqual([view(), { ...view(), resent: true }]);
    expect(enqueueAnalyticsEvent(ready, link()).send).toEqual([link()]);
  });
  it('gives up on the 20th failed look, drops the queue and warns', () => {
    let s: AnalyticsQueueState = enqueueAnalyticsEvent(INITIAL_ANALYTICS_QUEUE, view()).state;
    for (let i = 1; i < 20; i++) {
      const r = onTagManagerPoll(s, false);
      expect(r.nextPollInMs).toBe(1000);
      s = r.state;
    }
    const last = onTagManagerPoll(s, false);
    expect(last).toMatchObject({ nextPollInMs: null, warning: 'Tag manager not ready after 20 tries; 1 analytics events dropped', state: { status: 'gave-up', queue: [] } });
    expect(enqueueAnalyticsEvent(last.state, view())).toEqual({ state: last.state, send: [] });
    expect(onTagManagerPoll(last.state, true)).toEqual({ state: last.state, send: [], nextPollInMs: null, warning: null });
  });
  it('does not send campaign stats in staging', () => {
    expect(shouldSendCampaignStats('Staging')).toBe(false);
    expect(shouldSendCampaignStats('production')).toBe(true);
  });
  it('property: gives up exactly on look 20, never earlier, and no event is sent twice except the first view', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 25 }), fc.array(fc.constantFrom('view', 'link') as fc.Arbitrary<'view' | 'link'>, { maxLength: 6 }), (readyAt, kinds) => {
        let s = INITIAL_ANALYTICS_QUEUE;
        kinds.forEach((kind, i) => (s = enqueueAnalyticsEvent(s, { kind, name: `e${i}`, data: {} }).state));
        const sent: AnalyticsEvent[] = [];
        let look = 0;
        let next: number | null = 0;
        while (next !== null) {
          look += 1;
          const r = onTagManagerPoll(s, look >= readyAt);
          s = r.state;
          sent.push(...r.send);
          next = r.nextPollInMs;
        }
        if (readyAt <= 20) {
          expect(s.status).toBe('ready');
          expect(look).toBe(readyAt);
          expect(sent.filter((e) => !e.resent).map((e) => e.name)).toEqual(kinds.map((_, i) => `e${i}`));
          expect(sent.filter((e) => e.resent)).toHaveLength(kinds.includes('view') ? 1 : 0);
        } else {
          expect(s.status).toBe('gave-up');
          expect(look).toBe(20);
          expect(sent).toEqual([]);
        }
      }),
    );
  });
});

describe('AnalyticsDispatcher (use case over ports)', () => {
  it('polls on the scheduler and flushes when ready', () => {
    const tm = new FakeTagManager(3);
    const timer = new FakeScheduler();
    const d = new AnalyticsDispatcher(tm, timer, () => ({ marketing: true }), aLogger());
    d.track(view());
    d.start();
    d.start();
    expect(tm.looks).toBe(1);
    timer.advance(999);
    expect(tm.looks).toBe(1);
    timer.advance(1);
    expect(tm.looks).toBe(2);
    timer.advance(1000);
    expect(tm.sent.map((e) => e.resent ?? false)).toEqual([false, true]);
    expect(timer.pending).toBe(0);
    expect(d.snapshot().status).toBe('ready');
  });
  it('drops events that consent forbids', () => {
    const tm = new FakeTagManager(1);
    const d = new AnalyticsDispatcher(tm, new FakeScheduler(), () => ({ marketing: false }), aLogger());
    d.start();
    d.track(view());
    d.track(link('product-tray-impression'));
    expect(tm.sent.map((e) => e.name)).toEqual(['product-tray-impression']);
  });
  it('warns when it gives up, and can be stopped', () => {
    const log = aLogger();
    const timer = new FakeScheduler();
    const d = new AnalyticsDispatcher(new FakeTagManager(99), timer, () => ({ marketing: true }), log, { maxTries: 2, intervalMs: 10 });
    d.start();
    timer.advance(10);
    expect(log.warn).toHaveBeenCalledWith('Tag manager not ready after 2 tries; 0 analytics events dropped');
    const d2 = new AnalyticsDispatcher(new FakeTagManager(99), timer, () => ({ marketing: true }), log);
    d2.start();
    expect(timer.pending).toBe(1);
    d2.stop();
    d2.stop();
    expect(timer.pending).toBe(0);
  });
});
