import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../components/dialog';
import { FormActions, FormAlert, ServiceUnavailableNote } from '../../components/forms/form-feedback';
import { TextField } from '../../components/forms/form-field';
import type { ModalApi } from '../../shared/modal-stack/modal-types';
import { requireFields } from '../../components/forms/required-fields';
import { useValidatedForm } from '../../components/forms/use-validated-form';
import styles from '../../components/forms/forms.module.css';

/**
 * #giftcard-balance (shell-and-account.md §2): the gift card number and PIN. The balance call
 * belongs to the checkout issue: a complete form says the gift card service is not available in
 * this demo yet (decision 0086).
 */
export function GiftCardBalanceModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  const form = useValidatedForm({ cardNumber: '', pin: '' }, (values) => requireFields(values, ['cardNumber', 'pin']));
  return (
    <Dialog id={api.modalId} title={t`Check a gift card balance`} onClose={() => api.close()}>
      <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit}>
        {form.error && (
          <FormAlert>
            <Trans>Enter the card number and PIN from the back of your gift card.</Trans>
          </FormAlert>
        )}
        {form.accepted && <ServiceUnavailableNote service={t`the gift card balance service`} />}
        <TextField label={t`Gift card number`} name="cardNumber" inputMode="numeric" autoComplete="off" value={form.values.cardNumber} onChange={form.set('cardNumber')} error={form.invalid('cardNumber') ? t`Enter the gift card number.` : undefined} />
        <TextField label={t`PIN`} name="pin" inputMode="numeric" autoComplete="off" value={form.values.pin} onChange={form.set('pin')} error={form.invalid('pin') ? t`Enter the PIN.` : undefined} />
        <FormActions>
          <button type="submit" className={styles.primary}>
            <Trans>Check balance</Trans>
          </button>
        </FormActions>
      </form>
    </Dialog>
  );
}
