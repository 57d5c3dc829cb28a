import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import { decideGiveaway, isCampaignId, LoyaltyGateway } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { useToasts } from '../../shared/toasts';
import { useSubmission } from '../../components/forms/use-submission';
import { useSiteConfig } from '../../shared/site-context';
import { Dialog } from '../../components/dialog';
import { launchLogin, useSessionView } from '../identity';
import { ConsentCheckbox } from '../../components/forms/consent-checkbox';
import { FormActions, FormAlert, FormSuccess, SubmitButton } from '../../components/forms/form-feedback';
import { useModalStack } from '../../shared/modal-stack/modal-stack-of';
import type { ModalApi } from '../../shared/modal-stack/modal-types';
import { requireFields } from '../../components/forms/required-fields';
import { useLoyaltyShopper } from './use-loyalty-shopper';
import { useValidatedForm } from '../../components/forms/use-validated-form';
import styles from '../../components/forms/forms.module.css';

/**
 * #giveaway with the query id (shell-and-account.md §2, §4 "Giveaways (behind a feature flag)
 * … require a loyalty account"; core's `decideGiveaway` with the site's `giveaways` feature): says
 * when giveaways are not running, asks a guest to sign in, shows a non-member the error toast
 * 'giveaways-require-loyalty' (and a link to #loyalty-signup), and lets a member enter: POST
 * …/me/loyalty/campaigns/{id}/events with qty 1, once (decision 0202).
 */
export function GiveawayModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  const config = useSiteConfig();
  const shopper = useLoyaltyShopper();
  const { scope } = useSessionView();
  const store = useModalStack();
  const decision = decideGiveaway(shopper, config.features['giveaways'] === true);
  const id = api.params['id'] ?? '';
  const services = useServices();
  const toasts = useToasts();
  const submission = useSubmission(useCallback((campaignId: string) => services.get(LoyaltyGateway).enterCampaign(campaignId), [services]));
  const form = useValidatedForm({ rules: '' }, (values) => requireFields(values, ['rules']), () => submission.send(id));
  const { state } = submission;
  const notMember = shopper.ready && decision.kind === 'toast';
  useEffect(() => {
    if (notMember && decision.kind === 'toast') toasts.show({ messageKey: decision.message, messageType: decision.messageType });
    // Once per opening: the decision's message is fixed for a non-member.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notMember]);
  const failure = (code: string) => {
    if (code === 'CAMPAIGN_ALREADY_ENTERED') return <Trans>You have already entered this giveaway.</Trans>;
    if (code === 'CAMPAIGN_NOT_FOUND') return <Trans>This giveaway has ended or does not exist.</Trans>;
    return <Trans>We could not enter you just now. Please try again.</Trans>;
  };
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
            <Trans>Giveaways are for loyalty members.</Trans>
          </p>
          <p>
            <a href="#loyalty-signup">
              <Trans>Join the loyalty program</Trans>
            </a>
          </p>
        </div>
      )}
      {decision.kind === 'open-modal' && !isCampaignId(id) && (
        <p className={styles.muted}>
          <Trans>This giveaway link is not complete. Open it again from the giveaway page.</Trans>
        </p>
      )}
      {state.status === 'sent' && (
        <FormSuccess detail={<Trans>We will contact the winner by email when the giveaway closes.</Trans>}>
          <Trans>You are entered. Good luck!</Trans>
        </FormSuccess>
      )}
      {shopper.ready && decision.kind === 'open-modal' && isCampaignId(id) && state.status !== 'sent' && (
        <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit}>
          {form.error && (
            <FormAlert>
              <Trans>Agree to the official rules to enter.</Trans>
            </FormAlert>
          )}
          {state.status === 'failed' && <FormAlert>{failure(state.error.code)}</FormAlert>}
          <ConsentCheckbox name="rules" checked={form.values.rules} onChange={form.set('rules')} error={form.invalid('rules') ? t`Tick the box to agree to the official rules.` : undefined}>
            <Trans>I have read and agree to the official rules.</Trans>
          </ConsentCheckbox>
          <FormActions>
            <SubmitButton sending={state.status === 'sending'} sendingLabel={<Trans>Entering…</Trans>}>
              <Trans>Enter giveaway</Trans>
            </SubmitButton>
          </FormActions>
        </form>
      )}
    </Dialog>
  );
}
