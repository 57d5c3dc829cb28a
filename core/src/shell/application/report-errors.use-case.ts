import type { Logger } from '../../shared/logger.js';
import type { Breadcrumb, ErrorReportEvent, ErrorReportingConfig, ReportedError } from '../domain/error-reporting.js';
import type { ErrorReportSink } from '../ports/error-report-sink.port.js';

/** Logged (warn) for each error while reporting is disabled (decision 0430). */
const DISABLED_LOG = 'Error reporting disabled; error not reported';
/** Logged (warn) when the sink refused a batch (decision 0430). */
const SEND_FAILED_LOG = 'Error reports could not be sent';

/** True when the message contains one of the phrases, ignoring case; blank phrases match nothing. */
function matchesFilter(message: string, phrases: readonly string[]): boolean {
  const text = message.toLowerCase();
  return phrases.some((phrase) => phrase.trim() !== '' && text.includes(phrase.trim().toLowerCase()));
}

/**
 * What to do with errors (shell-and-account.md §4, §8): disabled, every event is only logged;
 * enabled, events matching a filter phrase are dropped and the others are sent, each carrying the
 * breadcrumbs left before it (`at <= occurredAt`). Pure.
 */
function planErrorReports(
  events: readonly ErrorReportEvent[],
  breadcrumbs: readonly Breadcrumb[],
  config: ErrorReportingConfig,
): { send: ReportedError[]; log: ErrorReportEvent[]; dropped: number } {
  if (!config.enabled) return { send: [], log: [...events], dropped: 0 };
  const kept = events.filter((event) => !matchesFilter(event.message, config.filterPhrases));
  return {
    send: kept.map((event) => ({ ...event, breadcrumbs: breadcrumbs.filter((crumb) => crumb.at <= event.occurredAt) })),
    log: [],
    dropped: events.length - kept.length,
  };
}

/**
 * Reports errors (shell-and-account.md §4 "Error reporting … flushes queued errors and breadcrumbs;
 * when disabled, queued errors are only logged", §8 filter phrases; decision 0430): plans them with
 * {@link planErrorReports}, logs each one as a warning when disabled, sends the kept ones in one
 * batch. Never rejects: a failed send is logged as a warning (never as an error, which would be
 * reported again). Resolves with the counts of sent, dropped (filtered) and logged events.
 */
export async function reportErrors(
  ports: { readonly sink: ErrorReportSink; readonly logger: Pick<Logger, 'warn'> },
  events: readonly ErrorReportEvent[],
  breadcrumbs: readonly Breadcrumb[],
  config: ErrorReportingConfig,
): Promise<{ sent: number; dropped: number; logged: number }> {
  const plan = planErrorReports(events, breadcrumbs, config);
  for (const event of plan.log) ports.logger.warn(DISABLED_LOG, { kind: event.kind, message: event.message });
  let sent = 0;
  if (plan.send.length > 0) {
    try {
      await ports.sink.send(plan.send);
      sent = plan.send.length;
    } catch (error) {
      ports.logger.warn(SEND_FAILED_LOG, { count: plan.send.length, error: String(error) });
    }
  }
  return { sent, dropped: plan.dropped, logged: plan.log.length };
}
