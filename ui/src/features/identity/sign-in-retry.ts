import type { Result } from '@vitrine/core';
import type { Services } from '../../shared/services';
import { modalStackOf } from '../../shared/modal-stack/modal-stack-of';
import { accessGuardOf } from './access-guard-runtime';
import { launchLogin } from './launch-login';

/** Options of {@link withSignIn}. */
export interface WithSignInOptions {
  /**
   * The navigation the login belongs to (a returns or claims machine's latest `<flow>.navigate`):
   * the route start of that navigation does not close the dialog (the modal stack's
   * navigationTarget, decision 0085). Default: none.
   */
  readonly navigationTarget?: string;
}

/**
 * Runs `attempt` and, when it answers `<AREA>.SIGN_IN_REQUIRED`, asks the shopper to sign in and
 * runs it once more (shell-and-account.md §4 "Access guard", §6 scopes; decisions 0185, 0288).
 * The one helper for every "sign in, then carry on" on a page that is already open:
 * - account writes that need the AUTHORIZED step-up (addresses, saved cards, membership, delivery
 *   pass, SMS opt-in): `attempt` is the write; a 403 SCOPE_REQUIRED after the step-up lapsed on the
 *   open page comes back as `<AREA>.SIGN_IN_REQUIRED`;
 * - the returns and claims flows waiting in `loginRequired`: `attempt` resumes the machine when the
 *   session is AUTHORIZED and answers AFTERCARE.SIGN_IN_REQUIRED otherwise (flow-runtime.ts
 *   `resumeFlow`), with `options.navigationTarget` the flow's latest navigation.
 * The login dialog opens with trigger access-guard for the session's scope in line with the auth
 * cookie (a REGISTERED customer, or an AUTHORIZED one the server already refused, sees the
 * recognized variant: the password only; a guest the full sign-in). Resolves with the last answer:
 * the second attempt's after a successful sign-in; the first one when the dialog was closed or the
 * first answer was anything but a sign-in refusal. Never throws more than `attempt` does.
 */
export async function withSignIn<T, E extends { readonly code: string }>(
  services: Services,
  attempt: () => Promise<Result<T, E>>,
  options: WithSignInOptions = {},
): Promise<Result<T, E>> {
  const first = await attempt();
  if (first.ok || !first.error.code.endsWith('.SIGN_IN_REQUIRED')) return first;
  const scope = accessGuardOf(services)?.scope() ?? null;
  const outcome = await launchLogin(
    modalStackOf(services),
    { request: { trigger: 'access-guard', scope: scope === 'AUTHORIZED' ? 'REGISTERED' : scope } },
    options.navigationTarget ? { navigationTarget: options.navigationTarget } : {},
  );
  return outcome === 'success' ? attempt() : first;
}
