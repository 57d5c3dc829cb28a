import { token } from '../../shared/token.js';
import type { ReportedError } from '../domain/error-reporting.js';

/**
 * Port: where reported errors go (shell-and-account.md §4 "Error reporting", §8; decision 0430).
 * The HTTP adapter posts them to the error-reporting endpoint (docs/api.md "Error reports").
 */
export interface ErrorReportSink {
  /**
   * Sends a batch of 1-25 errors, each with its breadcrumbs. Resolves when the endpoint accepted
   * them; rejects with the transport's error otherwise (the caller logs it and does not retry).
   */
  send(events: readonly ReportedError[]): Promise<void>;
}
export const ErrorReportSink = token<ErrorReportSink>('ErrorReportSink');
