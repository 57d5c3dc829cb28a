import { Trans, useLingui } from '@lingui/react/macro';
import { decideGiveaway } from '@vitrine/core';
import { useSiteConfig } from '../../shared/site-context';
import { Dialog } from '../../components/dialog';
import { launchLogin, useSessionView } from '../identity';
import { ConsentCheckbox } from '../../components/forms/consent-checkbox';
import { FormActions, FormAlert, ServiceUnavailableNote } from '../../components/forms/form-feedback';
import { useModalStack } from '../../shared/modal-stack/modal-stack-of';
import type { ModalApi } from '../../shared/modal-stack/modal-types';
import { requireFields } from '../../components/forms/required-fields';
import { useLoyaltyShopper } from './use-loyalty-shopper';
import { useValidatedForm } from '../../components/forms/use-validated-form';
import styles from '../../components/forms/forms.module.css';

/**
 * #giveaway with the query id (shell-and-account.md §2, §4 "Giveaways (behind a feature flag)
 * … require a loyalty account"; core's `decideGiveaway` with the site's `giveaways` feature): says
 * when giveaways are not running, asks a guest to sign in, tells a non-member that giveaways need
 * a rewards account (with a link to #loyalty-signup), and lets a member enter. A complete entry
 * says the giveaway service is not available in this demo yet (decision 0086).
 */
export function GiveawayModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  const config = useSiteConfig();
  const shopper = useLoyaltyShopper();
  const { scope } = useSessionView();
  const store = useModalStack();
  const decision = decideGiveaway(shopper, config.features['giveaways'] === true);
  const id = api.params['id'] ?? '';
  const form = useValidatedForm({ rules: '' }, (values) => requireFields(values, ['rules']));
  return (
    <Dialog id={api.modalId} title={t`Giveaway`} description={id ? t`Giveaway ${id}` : undefined} onClose={() => api.close()}>
      {decision.kind === 'unavailable' && (
        <p className={styles.muted}>
          <Trans>There is no giveaway running right now. Check back soon.</Trans>
        </p>
      )}
      {decision.kind !== 'unavailable' && !shopper.ready && (
        <p role="status" className={styles.muted}>
          <Trans>Loading your account…</Trans>
        </p>
      )}
      {shopper.ready && decision.kind === 'login' && (
        <FormActions>
          <button type="button" className={styles.primary} onClick={() => void launchLogin(store, { request: { trigger: 'sign-in', scope } })}>
            <Trans>Sign in to enter</Trans>
          </button>
        </FormActions>
      )}
      {shopper.ready && decision.kind === 'toast' && (
        <div role="status" className={styles.notice}>
          <p className={styles.alertLead}>
            <Trans>Giveaways are for rewards members.</Trans>
          </p>
          <p>
            <a href="#loyalty-signup">
              <Trans>Join our rewards program</Trans>
            </a>
          </p>
        </div>
      )}
      {shopper.ready && decision.kind === 'open-modal' && (
        <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit}>
          {form.error && (
            <FormAlert>
              <Trans>Agree to the official rules to enter.</Trans>
            </FormAlert>
          )}
          {form.accepted && <ServiceUnavailableNote service={t`the giveaway service`} />}
          <ConsentCheckbox name="rules" checked={form.values.rules} onChange={form.set('rules')} error={form.invalid('rules') ? t`Tick the box to agree to the official rules.` : undefined}>
            <Trans>I have read and agree to the official rules.</Trans>
          </ConsentCheckbox>
          <FormActions>
            <button type="submit" className={styles.primary}>
              <Trans>Enter giveaway</Trans>
            </button>
          </FormActions>
        </form>
      )}
    </Dialog>
  );
}
