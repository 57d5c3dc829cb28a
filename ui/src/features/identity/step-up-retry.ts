import type { Result } from '@vitrine/core';
import type { Services } from '../../shared/services';
import { modalStackOf } from '../../shared/modal-stack/modal-stack-of';
import { accessGuardOf } from './access-guard-runtime';
import { launchLogin } from './launch-login';

/**
 * Runs an account write that needs the AUTHORIZED step-up (shell-and-account.md §4 "Access guard",
 * §6 scopes; decision 0185). When the write answers `<AREA>.SIGN_IN_REQUIRED` (the sandbox's 403
 * SCOPE_REQUIRED: the step-up lapsed while the page was open), the login dialog asks for the password
 * again (trigger access-guard, the shopper recognized) and, once it succeeds, the write runs once
 * more. Returns the last answer: the retried one, or the refused one when the dialog was closed.
 * Never throws more than `write` does.
 */
export async function withStepUp<T, E extends { readonly code: string }>(services: Services, write: () => Promise<Result<T, E>>): Promise<Result<T, E>> {
  const first = await write();
  if (first.ok || !first.error.code.endsWith('.SIGN_IN_REQUIRED')) return first;
  const scope = accessGuardOf(services)?.scope() ?? 'REGISTERED';
  const outcome = await launchLogin(modalStackOf(services), { request: { trigger: 'access-guard', scope: scope === 'AUTHORIZED' ? 'REGISTERED' : scope } });
  return outcome === 'success' ? write() : first;
}
