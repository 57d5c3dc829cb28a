import { token } from '../../shared/token.js';
import type { AnalyticsEvent } from '../domain/analytics-queue.js';

/** Port: the tag manager (shopping.md §7 "The tag manager receives view and link events"). */
export interface TagManager {
  /** True once the tag manager's script has loaded and can take events. Never throws. */
  isReady(): boolean;
  /** Sends one view or link event. Never throws (failures are the adapter's to log). */
  send(event: AnalyticsEvent): void;
}
export const TagManager = token<TagManager>('TagManager');
