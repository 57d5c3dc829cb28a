import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import { decideLoyaltySignUp, LoyaltyGateway } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { useToasts } from '../../shared/toasts';
import { useSubmission } from '../../components/forms/use-submission';
import { Link } from 'react-router-dom';
import { useSite } from '../../shared/site-context';
import { Dialog } from '../../components/dialog';
import { launchLogin, SessionActor, useSessionView } from '../identity';
import { ConsentCheckbox } from '../../components/forms/consent-checkbox';
import { FormActions, FormAlert, FormSuccess, SubmitButton } from '../../components/forms/form-feedback';
import { TextField } from '../../components/forms/form-field';
import { useModalStack } from '../../shared/modal-stack/modal-stack-of';
import type { ModalApi } from '../../shared/modal-stack/modal-types';
import { requireFields } from '../../components/forms/required-fields';
import { useLoyaltyShopper } from './use-loyalty-shopper';
import { useValidatedForm } from '../../components/forms/use-validated-form';
import styles from '../../components/forms/forms.module.css';

/**
 * #loyalty-signup (shell-and-account.md §2, §4 "Loyalty flows"; core's `decideLoyaltySignUp`): a
 * guest is asked to sign in first (the login modal opens on top of this one, on the modal stack);
 * a member gets the error toast 'loyalty_sign_up_modal-existing-member' and the modal closes;
 * anyone else gets the sign-up form (optional birthday, the programme terms), which enrols them
 * (POST …/me/loyalty/enrolments; decision 0202), confirms with their points and reloads the
 * session's profile so the loyalty id is known everywhere.
 */
export function LoyaltySignupModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  const shopper = useLoyaltyShopper();
  const { scope } = useSessionView();
  const store = useModalStack();
  const services = useServices();
  const toasts = useToasts();
  const site = useSite();
  const decision = decideLoyaltySignUp(shopper);
  const submission = useSubmission(
    useCallback(async () => {
      const result = await services.get(LoyaltyGateway).enrol();
      if (result.ok && services.has(SessionActor)) {
        const actor = services.get(SessionActor);
        const session = actor.getSnapshot().context.session;
        if (session) actor.send({ type: 'session.authenticated', session });
      }
      return result;
    }, [services]),
  );
  const form = useValidatedForm({ birthday: '', terms: '' }, (values) => requireFields(values, ['terms']), () => submission.send(undefined));
  const { state } = submission;
  const existingMember = shopper.ready && decision.kind === 'toast' && state.status === 'idle';
  useEffect(() => {
    if (!existingMember || decision.kind !== 'toast') return;
    toasts.show({ messageKey: decision.message, messageType: decision.messageType });
    api.close();
  }, [existingMember, decision, toasts, api]);
  return (
    <Dialog id={api.modalId} title={t`Join the loyalty program`} description={t`Earn points on every order and get a birthday treat.`} onClose={() => api.close()}>
      {!shopper.ready && (
        <p role="status" className={styles.muted}>
          <Trans>Loading your account…</Trans>
        </p>
      )}
      {shopper.ready && decision.kind === 'login' && (
        <>
          <p className={styles.muted}>
            <Trans>Sign in or create an account first, then join in one step.</Trans>
          </p>
          <FormActions>
            <button type="button" className={styles.primary} onClick={() => void launchLogin(store, { request: { trigger: 'sign-in', scope } })}>
              <Trans>Sign in to join</Trans>
            </button>
          </FormActions>
        </>
      )}
      {state.status === 'sent' && (
        <FormSuccess detail={<Link to="/account/loyalty"><Trans>See your points and rewards</Trans></Link>}>
          <Trans>Welcome to the loyalty program! You have {new Intl.NumberFormat(site.locale).format(state.result.points)} points.</Trans>
        </FormSuccess>
      )}
      {shopper.ready && decision.kind === 'open-modal' && state.status !== 'sent' && (
        <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit}>
          {form.error && (
            <FormAlert>
              <Trans>Agree to the program terms to join.</Trans>
            </FormAlert>
          )}
          {state.status === 'failed' && (
            <FormAlert>{state.error.code === 'LOYALTY_ALREADY_MEMBER' ? <Trans>You are already a member of our loyalty program.</Trans> : <Trans>We could not enrol you just now. Please try again.</Trans>}</FormAlert>
          )}
          <TextField label={t`Birthday`} name="birthday" optional hint={t`Month and day, for your birthday treat (MM/DD).`} value={form.values.birthday} onChange={form.set('birthday')} />
          <ConsentCheckbox name="terms" checked={form.values.terms} onChange={form.set('terms')} error={form.invalid('terms') ? t`Tick the box to agree to the program terms.` : undefined}>
            <Trans>I agree to the loyalty program terms.</Trans>
          </ConsentCheckbox>
          <FormActions>
            <SubmitButton sending={state.status === 'sending'} sendingLabel={<Trans>Joining…</Trans>}>
              <Trans>Join now</Trans>
            </SubmitButton>
          </FormActions>
        </form>
      )}
    </Dialog>
  );
}
