import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { CheckoutGateway } from '@vitrine/core';
import { Dialog } from '../../components/dialog';
import { FormActions, FormAlert, FormSuccess, SubmitButton } from '../../components/forms/form-feedback';
import { TextField } from '../../components/forms/form-field';
import type { ModalApi } from '../../shared/modal-stack/modal-types';
import { requireFields } from '../../components/forms/required-fields';
import { useSubmission } from '../../components/forms/use-submission';
import { useValidatedForm } from '../../components/forms/use-validated-form';
import { formatMoney } from '../../shared/format';
import { useServices } from '../../shared/service-context';
import { useSite } from '../../shared/site-context';
import styles from '../../components/forms/forms.module.css';

/**
 * #giftcard-balance (shell-and-account.md §2): the gift card number and PIN, checked with the
 * balance call the payment step uses (CheckoutGateway.checkGiftCardBalance, POST
 * /checkout/v0/{siteId}/gift-cards/balance; decision 0201). An unknown card or wrong PIN
 * (GIFT_CARD_NOT_FOUND) marks both fields; too many refused tries from this connection
 * (RATE_LIMITED) says how many minutes to wait; nothing typed is cleared.
 */
export function GiftCardBalanceModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  const services = useServices();
  const site = useSite();
  const submission = useSubmission(useCallback((card: { cardNumber: string; pin: string }) => services.get(CheckoutGateway).checkGiftCardBalance(card.cardNumber.replace(/\s/g, ''), card.pin.trim()), [services]));
  const form = useValidatedForm({ cardNumber: '', pin: '' }, (values) => requireFields(values, ['cardNumber', 'pin']), submission.send);
  const { state } = submission;
  const notFound = state.status === 'failed' && state.error.code.endsWith('GIFT_CARD_NOT_FOUND');
  // Too many refused tries from this connection (429 RATE_LIMITED): how long to wait, in whole minutes.
  const limitedMinutes = state.status === 'failed' && state.error.code.endsWith('RATE_LIMITED') ? Math.max(1, Math.ceil(Number(state.error.details?.['retryAfterSeconds'] ?? 60) / 60)) : null;
  return (
    <Dialog id={api.modalId} title={t`Check a gift card balance`} onClose={() => api.close()}>
      <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit}>
        {form.error && (
          <FormAlert>
            <Trans>Enter the card number and PIN from the back of your gift card.</Trans>
          </FormAlert>
        )}
        {state.status === 'failed' && (
          <FormAlert>
            {notFound ? (
              <Trans>We could not find a gift card with this number and PIN.</Trans>
            ) : limitedMinutes !== null ? (
              <Plural value={limitedMinutes} one="Too many tries. Try again in # minute." other="Too many tries. Try again in # minutes." />
            ) : (
              <Trans>We could not check the balance just now. Please try again.</Trans>
            )}
          </FormAlert>
        )}
        {state.status === 'sent' && (
          <FormSuccess>
            <Trans>
              Gift card {state.result.maskedNumber} has {formatMoney(state.result.balance, site.locale)} left.
            </Trans>
          </FormSuccess>
        )}
        <TextField label={t`Gift card number`} name="cardNumber" inputMode="numeric" autoComplete="off" value={form.values.cardNumber} onChange={form.set('cardNumber')} error={form.invalid('cardNumber') || notFound ? t`Enter the gift card number.` : undefined} />
        <TextField label={t`PIN`} name="pin" inputMode="numeric" autoComplete="off" value={form.values.pin} onChange={form.set('pin')} error={form.invalid('pin') || notFound ? t`Enter the PIN.` : undefined} />
        <FormActions>
          <SubmitButton sending={state.status === 'sending'} sendingLabel={<Trans>Checking…</Trans>}>
            <Trans>Check balance</Trans>
          </SubmitButton>
        </FormActions>
      </form>
    </Dialog>
  );
}
