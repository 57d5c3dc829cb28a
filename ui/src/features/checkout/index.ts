/** The checkout feature's public surface: the order views reuse its address, delivery and payment texts (decision 0001). */
export { AddressLines } from './address-lines';
export { useDeliveryWindow } from './delivery-step';
export { PaymentSummaryText } from './payment-summary';
export { cardBrandName, usePaymentMethodLabel } from './payment-labels';
