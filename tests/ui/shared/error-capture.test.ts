import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorReportSink, type Breadcrumb, type ErrorReportEvent, type ReportedError } from '@vitrine/core';
import { MemoryLogger } from '../../../adapters/src/in-memory/index.js';

import type * as ErrorCapture from '../../../ui/src/shared/error-capture';

type CaptureModule = typeof ErrorCapture;

/** A fresh copy of the capture module (its queue is module state). */
async function freshCapture(): Promise<CaptureModule> {
  vi.resetModules();
  return import('../../../ui/src/shared/error-capture');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('error capture: lazy error reporting (shell-and-account §4 "Error reporting"; decision 0430)', () => {
  let target: EventTarget;
  let uninstall: (() => void) | null = null;
  beforeEach(() => {
    target = new EventTarget();
  });
  afterEach(() => uninstall?.());

  it('loads the client on the first error only and flushes the queue with the breadcrumbs left before', async () => {
    const capture = await freshCapture();
    const calls: [readonly ErrorReportEvent[], readonly Breadcrumb[]][] = [];
    const load = vi.fn(async () => (events: readonly ErrorReportEvent[], crumbs: readonly Breadcrumb[]) => void calls.push([events, crumbs]));
    capture.leaveBreadcrumb('navigation', '/before');
    uninstall = capture.installErrorCapture(target, load);
    expect(load).not.toHaveBeenCalled();
    const error = new Error('first failure');
    target.dispatchEvent(Object.assign(new Event('error'), { message: 'Uncaught Error: first failure', error }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('second failure') });
    target.dispatchEvent(rejection);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]![0].map((e) => [e.kind, e.message])).toEqual([
      ['error', 'Uncaught Error: first failure'],
      ['unhandledrejection', 'second failure'],
    ]);
    expect(calls[0]![0][0]!.stack).toContain('first failure');
    expect(calls[0]![1].map((c) => c.message)).toEqual(['/before']);
    // Once loaded, an error is reported at once, without loading again.
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'plain text reason' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls[1]![0].map((e) => e.message)).toEqual(['plain text reason']);
  });

  it('a logger error starts reporting; warn and info lines are breadcrumbs; every line still reaches the console logger', async () => {
    const capture = await freshCapture();
    const calls: (readonly ErrorReportEvent[])[] = [];
    uninstall = capture.installErrorCapture(target, async () => (events) => void calls.push(events));
    const inner = new MemoryLogger();
    const logger = capture.capturingLogger(inner);
    logger.debug('d');
    logger.info('loaded cart');
    logger.warn('slow answer');
    logger.error('Cart count load failure', { stack: 'Error: x\n at y' });
    await settle();
    expect(inner.entries.map((e) => e.level)).toEqual(['debug', 'info', 'warn', 'error']);
    expect(calls[0]).toMatchObject([{ kind: 'logger', message: 'Cart count load failure', stack: 'Error: x\n at y' }]);
  });

  it('keeps the queue when the client cannot load and tries again on the next error', async () => {
    const capture = await freshCapture();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls: (readonly ErrorReportEvent[])[] = [];
    const load = vi
      .fn<() => Promise<(events: readonly ErrorReportEvent[]) => void>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue((events) => void calls.push(events));
    uninstall = capture.installErrorCapture(target, load);
    capture.captureError('error', 'one');
    await settle();
    expect(warn).toHaveBeenCalled();
    capture.captureError('error', 'two');
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(calls[0]!.map((e) => e.message)).toEqual(['one', 'two']);
    warn.mockRestore();
  });
});

describe('errorReporter: the lazy client (decision 0430)', () => {
  it('sends through the ErrorReportSink port with the filter phrases and only logs when disabled', async () => {
    const { buildErrorReportingConfig, errorReporter } = await import('../../../ui/src/features/error-reporting/error-reporting-client');
    const sent: ReportedError[] = [];
    const logger = new MemoryLogger();
    const services = { get: (port: { key: symbol }) => (port.key === ErrorReportSink.key ? { send: async (events: readonly ReportedError[]) => void sent.push(...events) } : logger), has: () => true } as never;
    const event = (message: string): ErrorReportEvent => ({ kind: 'error', message, url: 'http://shop.test/', occurredAt: 1 });
    errorReporter(services, buildErrorReportingConfig('on', 'known third-party noise| '))([event('ResizeObserver loop limit exceeded'), event('known third-party noise here'), event('real failure')], []);
    await settle();
    expect(sent.map((e) => e.message)).toEqual(['real failure']);
    errorReporter(services, buildErrorReportingConfig('off', undefined))([event('real failure 2')], []);
    await settle();
    expect(sent).toHaveLength(1);
    expect(logger.entries.at(-1)).toMatchObject({ level: 'warn', message: 'Error reporting disabled; error not reported' });
  });
});
