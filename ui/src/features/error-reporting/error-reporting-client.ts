import { DEFAULT_ERROR_FILTER_PHRASES, ErrorReportSink, Logger, reportErrors, type ErrorReportingConfig } from '@vitrine/core';
import type { ErrorReporter } from '../../shared/error-capture';
import type { Services } from '../../shared/services';

/**
 * The build's error-reporting configuration (decision 0430): on unless built with
 * VITRINE_ERROR_REPORTING=off; the default filter phrases plus VITRINE_ERROR_FILTER_PHRASES ('|'-separated).
 */
export function buildErrorReportingConfig(reporting: string | undefined, extraPhrases: string | undefined): ErrorReportingConfig {
  const extra = (extraPhrases ?? '').split('|').map((p) => p.trim()).filter((p) => p !== '');
  return { enabled: reporting !== 'off', filterPhrases: [...DEFAULT_ERROR_FILTER_PHRASES, ...extra] };
}

/**
 * The lazily loaded reporting client (shell-and-account.md §4 "Error reporting", §8 filter phrases;
 * decision 0430): reports through core's reportErrors over the ErrorReportSink port (the container
 * loads on its first call) with the page's Logger for its warnings. Never throws.
 */
export function errorReporter(services: Services, config: ErrorReportingConfig = buildErrorReportingConfig(import.meta.env.VITRINE_ERROR_REPORTING as string | undefined, import.meta.env.VITRINE_ERROR_FILTER_PHRASES as string | undefined)): ErrorReporter {
  const ports = { sink: services.get(ErrorReportSink), logger: services.get(Logger) };
  return (events, breadcrumbs) => void reportErrors(ports, events, breadcrumbs, config);
}
