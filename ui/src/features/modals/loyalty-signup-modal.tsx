import { Trans, useLingui } from '@lingui/react/macro';
import { decideLoyaltySignUp } from '@vitrine/core';
import { Dialog } from '../../components/dialog';
import { launchLogin, useSessionView } from '../identity';
import { ConsentCheckbox } from '../../components/forms/consent-checkbox';
import { FormActions, FormAlert, ServiceUnavailableNote } from '../../components/forms/form-feedback';
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
 * a member is told they already are one (the 'loyalty_sign_up_modal-existing-member' message);
 * anyone else gets the sign-up form (optional birthday, the programme terms). A complete form says
 * the loyalty service is not available in this demo yet (decision 0086).
 */
export function LoyaltySignupModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  const shopper = useLoyaltyShopper();
  const { scope } = useSessionView();
  const store = useModalStack();
  const decision = decideLoyaltySignUp(shopper);
  const form = useValidatedForm({ birthday: '', terms: '' }, (values) => requireFields(values, ['terms']));
  return (
    <Dialog id={api.modalId} title={t`Join our rewards program`} description={t`Earn points on every order and get a birthday treat.`} onClose={() => api.close()}>
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
      {shopper.ready && decision.kind === 'toast' && (
        <div role="status" className={styles.notice}>
          <p className={styles.alertLead}>
            <Trans>You're already a rewards member.</Trans>
          </p>
          <p>
            <Trans>Your points and rewards are in your account.</Trans>
          </p>
        </div>
      )}
      {shopper.ready && decision.kind === 'open-modal' && (
        <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit}>
          {form.error && (
            <FormAlert>
              <Trans>Agree to the program terms to join.</Trans>
            </FormAlert>
          )}
          {form.accepted && <ServiceUnavailableNote service={t`the rewards program service`} />}
          <TextField label={t`Birthday`} name="birthday" optional hint={t`Month and day, for your birthday treat (MM/DD).`} value={form.values.birthday} onChange={form.set('birthday')} />
          <ConsentCheckbox name="terms" checked={form.values.terms} onChange={form.set('terms')} error={form.invalid('terms') ? t`Tick the box to agree to the program terms.` : undefined}>
            <Trans>I agree to the rewards program terms.</Trans>
          </ConsentCheckbox>
          <FormActions>
            <button type="submit" className={styles.primary}>
              <Trans>Join now</Trans>
            </button>
          </FormActions>
        </form>
      )}
    </Dialog>
  );
}
