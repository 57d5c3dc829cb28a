import type { AnalyticsEvent } from '@vitrine/core';

/**
 * The page's analytics entry point (shopping.md §4): components call {@link trackAnalytics}; events
 * wait here (in order) until the lazily loaded privacy layer connects the analytics dispatcher with
 * {@link connectAnalytics}, so the analytics code stays off the initial JS (decision 0311).
 */
let sink: ((event: AnalyticsEvent) => void) | null = null;
let pending: AnalyticsEvent[] = [];

/** Tracks one view or link event (sent later by the dispatcher's queue and consent rules). */
export function trackAnalytics(event: AnalyticsEvent): void {
  if (sink) sink(event);
  else pending.push(event);
}

/** Connects the dispatcher: the waiting events go first, in order. Returns a disconnect function. */
export function connectAnalytics(track: (event: AnalyticsEvent) => void): () => void {
  sink = track;
  const waiting = pending;
  pending = [];
  waiting.forEach(track);
  return () => {
    if (sink === track) sink = null;
  };
}
