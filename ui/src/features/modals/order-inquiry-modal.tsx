import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../components/dialog';
import { FormActions, FormAlert } from '../../components/forms/form-feedback';
import { TextField } from '../../components/forms/form-field';
import type { ModalApi } from '../../shared/modal-stack/modal-types';
import { requireFields } from '../../components/forms/required-fields';
import { useValidatedForm } from '../../components/forms/use-validated-form';
import styles from '../../components/forms/forms.module.css';

/** The order details path a guest's inquiry opens: /order/{id}?customerZipCode={zip} (shell-and-account.md §2, §6: the check is skipped). */
export function orderLookupPath(orderNumber: string, zipCode: string): string {
  return `/order/${encodeURIComponent(orderNumber)}?${new URLSearchParams({ customerZipCode: zipCode }).toString()}`;
}

/**
 * #order-inquiry (shell-and-account.md §2, §6; decision 0086): a guest looks up an order with its
 * number and the billing ZIP code; a complete form goes to the order details page with
 * customerZipCode, which the access guard lets through without a sign-in.
 */
export function OrderInquiryModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useValidatedForm({ orderNumber: '', zipCode: '' }, (values) => requireFields(values, ['orderNumber', 'zipCode']));
  const accepted = form.accepted;

  useEffect(() => {
    if (accepted) navigate(orderLookupPath(accepted.orderNumber, accepted.zipCode));
  }, [accepted, navigate]);

  return (
    <Dialog id={api.modalId} title={t`Look up an order`} description={t`No account needed: use the order number from your confirmation email.`} onClose={() => api.close()}>
      <form ref={form.formRef} className={styles.form} noValidate onSubmit={form.onSubmit}>
        {form.error && (
          <FormAlert>
            <Trans>Enter your order number and billing ZIP code.</Trans>
          </FormAlert>
        )}
        <TextField label={t`Order number`} name="orderNumber" autoComplete="off" value={form.values.orderNumber} onChange={form.set('orderNumber')} error={form.invalid('orderNumber') ? t`Enter the order number.` : undefined} />
        <TextField label={t`Billing ZIP code`} name="zipCode" autoComplete="postal-code" value={form.values.zipCode} onChange={form.set('zipCode')} error={form.invalid('zipCode') ? t`Enter the billing ZIP code.` : undefined} />
        <FormActions>
          <button type="submit" className={styles.primary}>
            <Trans>Find order</Trans>
          </button>
        </FormActions>
      </form>
    </Dialog>
  );
}
