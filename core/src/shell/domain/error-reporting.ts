/**
 * Error reporting rules (shell-and-account.md §4 "Error reporting starts lazily on the first error
 * and flushes queued errors and breadcrumbs; when disabled, queued errors are only logged", §8
 * "Error-reporting events matching configured filter phrases are dropped"; decision 0430).
 */

/** Where an error came from: an uncaught error, an unhandled promise rejection, or a `Logger.error` line. */
export type ErrorReportKind = 'error' | 'unhandledrejection' | 'logger';

/** One error to report. */
export interface ErrorReportEvent {
  readonly kind: ErrorReportKind;
  /** The error's message (or the log line). */
  readonly message: string;
  /** The stack trace when the error had one. */
  readonly stack?: string;
  /** The page's URL when it happened. */
  readonly url: string;
  /** When it happened, epoch ms. */
  readonly occurredAt: number;
}

/** What happened before an error: a navigation or a log line below error level. */
export interface Breadcrumb {
  readonly category: 'navigation' | 'log';
  readonly message: string;
  /** Epoch ms. */
  readonly at: number;
}

/** An event as it is sent: the event with the breadcrumbs left before it. */
export interface ReportedError extends ErrorReportEvent {
  readonly breadcrumbs: readonly Breadcrumb[];
}

/** The configuration of error reporting. */
export interface ErrorReportingConfig {
  /** False: queued errors are only logged, nothing is sent. */
  readonly enabled: boolean;
  /** An event whose message contains one of these (case-insensitive) is dropped. */
  readonly filterPhrases: readonly string[];
}

/**
 * The filter phrases of a deployment that configures none (decision 0430): browser noise no
 * storefront code can fix — the ResizeObserver loop notice, cross-origin "Script error.", and
 * rejections of extensions and embedded frames.
 */
export const DEFAULT_ERROR_FILTER_PHRASES: readonly string[] = ['ResizeObserver loop', 'Script error.', 'Non-Error promise rejection captured', 'chrome-extension://', 'moz-extension://'];

/** Breadcrumbs kept (the most recent), and errors queued before reporting starts (the first ones); decision 0430. */
const MAX_BREADCRUMBS = 20;
const MAX_QUEUED_ERRORS = 25;

/** Keeps the last 20 breadcrumbs: `crumbs` with `crumb` appended, the oldest dropped beyond 20. Pure. */
export function addBreadcrumb(crumbs: readonly Breadcrumb[], crumb: Breadcrumb): Breadcrumb[] {
  return [...crumbs, crumb].slice(-MAX_BREADCRUMBS);
}

/**
 * Queues an error that arrived before reporting started: appended, unless 25 are already waiting
 * (then the queue is returned unchanged: the first errors tell the story). Pure.
 */
export function enqueueErrorReport(queue: readonly ErrorReportEvent[], event: ErrorReportEvent): readonly ErrorReportEvent[] {
  return queue.length >= MAX_QUEUED_ERRORS ? queue : [...queue, event];
}

