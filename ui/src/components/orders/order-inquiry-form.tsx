import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormActions, FormAlert } from '../forms/form-feedback';
import { TextField } from '../forms/form-field';
import { requireFields } from '../forms/required-fields';
import { useValidatedForm } from '../forms/use-validated-form';
import styles from '../forms/forms.module.css';

/** The order details path a guest's inquiry opens: /order/{id}?customerZipCode={zip} (shell-and-account.md §2, §6: the check is skipped). */
export function orderLookupPath(orderNumber: string, zipCode: string): string {
  return `/order/${encodeURIComponent(orderNumber.trim())}?${new URLSearchParams({ customerZipCode: zipCode.trim() }).toString()}`;
}

/**
 * The order lookup (shell-and-account.md §2 "Order inquiry", §6; decisions 0086, 0267), shared by
 * the #order-inquiry modal and the /order-inquiry page: order number and billing ZIP code, both
 * required (a refusal keeps what was typed and focuses the first empty field); a complete form goes
 * to {@link orderLookupPath}, whose page answers "not found" for a wrong pair.
 * `initialOrderNumber` prefills the number (?orderNumber= on the page).
 */
export function OrderInquiryForm({ initialOrderNumber = '' }: { initialOrderNumber?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useValidatedForm({ orderNumber: initialOrderNumber, zipCode: '' }, (values) => requireFields(values, ['orderNumber', 'zipCode']));
  const accepted = form.accepted;

  useEffect(() => {
    if (accepted) navigate(orderLookupPath(accepted.orderNumber, accepted.zipCode));
  }, [accepted, navigate]);

  return (
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
  );
}
