import { describe, expect, it, vi } from 'vitest';
import { addBreadcrumb, DEFAULT_ERROR_FILTER_PHRASES, enqueueErrorReport, reportErrors, type Breadcrumb, type ErrorReportEvent, type ReportedError } from '@vitrine/core';

const event = (message: string, occurredAt = 100): ErrorReportEvent => ({ kind: 'error', message, url: 'https://shop.test/', occurredAt });
const crumb = (message: string, at: number): Breadcrumb => ({ category: 'navigation', message, at });

function ports(send: (events: readonly ReportedError[]) => Promise<void> = async () => undefined) {
  const sent: ReportedError[][] = [];
  const warn = vi.fn();
  return { sent, warn, ports: { sink: { send: async (events: readonly ReportedError[]) => { sent.push([...events]); await send(events); } }, logger: { warn } } };
}

describe('error reporting (shell-and-account §4 "Error reporting", §8 filter phrases)', () => {
  it('keeps the last 20 breadcrumbs', () => {
    let crumbs: Breadcrumb[] = [];
    for (let i = 0; i < 25; i += 1) crumbs = addBreadcrumb(crumbs, crumb(`/p${i}`, i));
    expect(crumbs).toHaveLength(20);
    expect(crumbs[0]?.message).toBe('/p5');
    expect(crumbs.at(-1)?.message).toBe('/p24');
  });

  it('queues the first 25 errors before reporting starts', () => {
    let queue: readonly ErrorReportEvent[] = [];
    for (let i = 0; i < 30; i += 1) queue = enqueueErrorReport(queue, event(`e${i}`));
    expect(queue).toHaveLength(25);
    expect(queue.at(-1)?.message).toBe('e24');
  });

  it('flushes the queued errors with the breadcrumbs left before each', async () => {
    const { sent, ports: p } = ports();
    const result = await reportErrors(p, [event('first', 10), event('second', 30)], [crumb('/a', 5), crumb('/b', 20)], { enabled: true, filterPhrases: [] });
    expect(result).toEqual({ sent: 2, dropped: 0, logged: 0 });
    expect(sent[0]?.map((e) => [e.message, e.breadcrumbs.map((c) => c.message)])).toEqual([
      ['first', ['/a']],
      ['second', ['/a', '/b']],
    ]);
  });

  it('drops events whose message matches a filter phrase, ignoring case; blank phrases match nothing', async () => {
    const { sent, ports: p } = ports();
    const result = await reportErrors(p, [event('ResizeObserver loop completed with undelivered notifications.'), event('TypeError: x is undefined')], [], {
      enabled: true,
      filterPhrases: [...DEFAULT_ERROR_FILTER_PHRASES, '  '],
    });
    expect(result).toEqual({ sent: 1, dropped: 1, logged: 0 });
    expect(sent[0]?.map((e) => e.message)).toEqual(['TypeError: x is undefined']);
    const upper = ports();
    expect(await reportErrors(upper.ports, [event('resizeobserver LOOP limit exceeded')], [], { enabled: true, filterPhrases: DEFAULT_ERROR_FILTER_PHRASES })).toEqual({ sent: 0, dropped: 1, logged: 0 });
    expect(upper.sent).toEqual([]);
  });

  it('when disabled only logs each error as a warning', async () => {
    const { sent, warn, ports: p } = ports();
    expect(await reportErrors(p, [event('boom')], [crumb('/a', 1)], { enabled: false, filterPhrases: [] })).toEqual({ sent: 0, dropped: 0, logged: 1 });
    expect(sent).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Error reporting disabled; error not reported', { kind: 'error', message: 'boom' });
  });

  it('logs a failed send as a warning and never rejects', async () => {
    const { warn, ports: p } = ports(async () => {
      throw new Error('offline');
    });
    expect(await reportErrors(p, [event('boom')], [], { enabled: true, filterPhrases: [] })).toEqual({ sent: 0, dropped: 0, logged: 0 });
    expect(warn).toHaveBeenCalledWith('Error reports could not be sent', { count: 1, error: 'Error: offline' });
  });
});
