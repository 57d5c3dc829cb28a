import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../components/dialog';
import { OrderInquiryForm, orderLookupPath } from '../../components/orders/order-inquiry-form';
import type { ModalApi } from '../../shared/modal-stack/modal-types';

export { orderLookupPath };

/**
 * #order-inquiry (shell-and-account.md §2, §6; decision 0086): a guest looks up an order with its
 * number and the billing ZIP code; a complete form goes to the order details page with
 * customerZipCode, which the access guard lets through without a sign-in. The form is shared with
 * the /order-inquiry page (decision 0267).
 */
export function OrderInquiryModal({ api }: { api: ModalApi }) {
  const { t } = useLingui();
  return (
    <Dialog id={api.modalId} title={t`Look up an order`} description={t`No account needed: use the order number from your confirmation email.`} onClose={() => api.close()}>
      <OrderInquiryForm />
    </Dialog>
  );
}
