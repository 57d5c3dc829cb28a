import { addBreadcrumb, enqueueErrorReport, type Breadcrumb, type ErrorReportEvent, type Logger } from '@vitrine/core';

/**
 * The first-paint half of error reporting (shell-and-account.md §4 "Error reporting starts lazily
 * on the first error and flushes queued errors and breadcrumbs"; decision 0430): a few lines in the
 * initial JS that keep breadcrumbs, queue errors, and on the first error load the reporting client
 * (its own chunk) and hand it the queue. Once loaded, every error goes to it directly.
 */

/** Reports events with the breadcrumbs known now (the lazy client's answer). */
export type ErrorReporter = (events: readonly ErrorReportEvent[], breadcrumbs: readonly Breadcrumb[]) => void;

let queue: readonly ErrorReportEvent[] = [];
let breadcrumbs: readonly Breadcrumb[] = [];
let reporter: ErrorReporter | null = null;
let starting: Promise<void> | null = null;
let loadReporter: (() => Promise<ErrorReporter>) | null = null;

/** Leaves a breadcrumb (a navigation, a log line below error level); the last 20 are kept (core's addBreadcrumb). */
export function leaveBreadcrumb(category: Breadcrumb['category'], message: string): void {
  breadcrumbs = addBreadcrumb(breadcrumbs, { category, message, at: Date.now() });
}

/**
 * Captures an error: with the client loaded it is reported at once; before, it is queued (the first
 * 25) and the first one starts loading the client, which then flushes the queue. Without
 * {@link installErrorCapture} (server rendering, tests) errors stay queued.
 */
export function captureError(kind: ErrorReportEvent['kind'], message: string, stack?: string): void {
  const event: ErrorReportEvent = { kind, message, ...(stack ? { stack } : {}), url: globalThis.location?.href ?? '', occurredAt: Date.now() };
  if (reporter) {
    reporter([event], breadcrumbs);
    return;
  }
  queue = enqueueErrorReport(queue, event);
  if (!loadReporter || starting) return;
  starting = loadReporter().then(
    (loaded) => {
      reporter = loaded;
      const queued = queue;
      queue = [];
      loaded(queued, breadcrumbs);
    },
    (error: unknown) => {
      // The client chunk could not load: keep the queue, try again on the next error.
      starting = null;
      console.warn('Error reporting could not start', error);
    },
  );
}

const messageOf = (value: unknown): string => (value instanceof Error ? value.message : String(value));

/**
 * Listens for uncaught errors and unhandled rejections on `target` (the page's global object) and
 * sets how the reporting client loads (a dynamic import). Returns a function that removes the listeners.
 */
export function installErrorCapture(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>, load: () => Promise<ErrorReporter>): () => void {
  loadReporter = load;
  const onError = (event: Event) => {
    const e = event as ErrorEvent;
    const error: unknown = e.error;
    captureError('error', e.message || messageOf(error), error instanceof Error ? error.stack : undefined);
  };
  const onRejection = (event: Event) => {
    const reason: unknown = (event as PromiseRejectionEvent).reason;
    captureError('unhandledrejection', messageOf(reason), reason instanceof Error ? reason.stack : undefined);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * A Logger that reports its error lines (shell-and-account.md §4: logger.error in the browser starts
 * error reporting) and leaves its warn and info lines as breadcrumbs; every line still goes to `inner`.
 */
export function capturingLogger(inner: Logger): Logger {
  return {
    debug: (message, context) => inner.debug(message, context),
    info: (message, context) => {
      leaveBreadcrumb('log', message);
      inner.info(message, context);
    },
    warn: (message, context) => {
      leaveBreadcrumb('log', message);
      inner.warn(message, context);
    },
    error: (message, context) => {
      inner.error(message, context);
      captureError('logger', message, typeof context?.['stack'] === 'string' ? context['stack'] : undefined);
    },
  };
}
