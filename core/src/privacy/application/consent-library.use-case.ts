import type { Logger } from '../../shared/logger.js';
import { CONSENT_LOOKUP_POLICY, nextPollStep, sleep, type PollPolicy, type Scheduler } from '../../shared/scheduler.js';

/** The warning after the last failed look (shell-and-account.md §8; decision 0432). */
const NOT_LOADED_WARNING = 'Consent library not loaded after 10 attempts of 1 s';

/**
 * Waits for the consent library (shell-and-account.md §8 "Consent library not loaded after 10
 * attempts of 1 s: warning", §9 "consent lookups 10 attempts 1 s apart"; decision 0432): looks with
 * `lookUp` at once and then every `policy.intervalMs` ms (1000) up to `policy.maxTries` looks (10).
 * Resolves with the first non-null answer, or, after the last failed look, logs the warning and
 * resolves with null. Never rejects (a throwing `lookUp` rejects with its error).
 * @param lookUp what the library answers now (its consent), or null while it is not loaded
 */
export async function waitForConsentLibrary<T>(
  lookUp: () => T | null,
  ports: { readonly scheduler: Scheduler; readonly logger: Pick<Logger, 'warn'> },
  policy: PollPolicy = CONSENT_LOOKUP_POLICY,
): Promise<T | null> {
  for (let tries = 1; ; tries += 1) {
    const found = lookUp();
    const step = nextPollStep(tries, found !== null, policy);
    if (step.kind === 'ready') return found;
    if (step.kind === 'give-up') {
      ports.logger.warn(NOT_LOADED_WARNING, { tries });
      return null;
    }
    await sleep(ports.scheduler, step.delayMs);
  }
}
