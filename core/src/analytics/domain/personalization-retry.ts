import type { Logger } from '../../shared/logger.js';
import { sleep, type Scheduler } from '../../shared/scheduler.js';

/** Personalization retry delay (ms; shopping.md §9, shell-and-account.md §9). */
export const PERSONALIZATION_RETRY_DELAY_MS = 500;

/**
 * Personalization calls retry once after 500 ms on a network error (shopping.md §4;
 * shell-and-account.md §7). `isNetworkError` classifies a thrown error. A second failure, or any
 * other error, is rethrown. Resolves with the call's value.
 */
export async function withPersonalizationRetry<T>(call: () => Promise<T>, isNetworkError: (error: unknown) => boolean, scheduler: Scheduler): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    await sleep(scheduler, PERSONALIZATION_RETRY_DELAY_MS);
    return call();
  }
}

/**
 * A 403 during personalization is a warning only (shell-and-account.md §8): returns null and logs
 * a warning for a 403 (classified by `statusOf`), rethrows anything else.
 */
export async function personalizationIgnoring403<T>(call: () => Promise<T>, statusOf: (error: unknown) => number | null, logger: Logger): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (statusOf(error) !== 403) throw error;
    logger.warn('Personalization call forbidden (403)', { error: String(error) });
    return null;
  }
}
