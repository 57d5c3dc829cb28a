import { Trans } from '@lingui/react/macro';
import { formatCardExpiry, type PaymentSummary } from '@vitrine/core';
import { cardBrandName, usePaymentMethodLabel } from './payment-labels';

/**
 * How an order was paid, in one line (never a card number): "Visa ending 1111, expires 04/29",
 * "Gift card •••• 0001", or the method's name ("PayPal", "Rep hold").
 */
export function PaymentSummaryText({ payment }: { payment: PaymentSummary }) {
  const label = usePaymentMethodLabel();
  if (payment.paymentType === 'CREDIT_CARD' && payment.lastFourDigits) {
    const brand = cardBrandName(payment.cardType ?? '');
    const last4 = payment.lastFourDigits;
    const expiry = payment.expirationMonth && payment.expirationYear ? formatCardExpiry({ month: payment.expirationMonth, year: payment.expirationYear }) : null;
    return expiry ? (
      <Trans>
        {brand} ending {last4}, expires {expiry}
      </Trans>
    ) : (
      <Trans>
        {brand} ending {last4}
      </Trans>
    );
  }
  if (payment.paymentType === 'GIFT_CARD' && payment.giftCardMaskedNumber) {
    const masked = payment.giftCardMaskedNumber;
    return <Trans>Gift card {masked}</Trans>;
  }
  return <>{label(payment.paymentType)}</>;
}
