import { fromPromise } from 'xstate';
import type { PaymentRequest, ShippingAddressChoice } from '../domain/checkout.js';
import type { PaymentMethodConfig } from '../payments/domain/payment-methods.js';
import { prepareCardPayment, type CardPayment } from '../application/prepare-card-payment.js';
import type { CardEncryptor } from '../ports/card-encryptor.port.js';
import type { CheckoutGateway } from '../ports/checkout-gateway.port.js';
import type { PaymentKeyGateway } from '../ports/payment-key-gateway.port.js';
import type { CheckoutAnswer, OrderAnswer, PlacedOrderInput, PlaceOrderInput, SetDeliveryMethodInput, StartCheckoutInput } from './checkout.machine.js';

/**
 * The checkout machine's actors over the ports, for the composition root:
 * `checkoutMachine.provide({ actors: checkoutActors(ports) })` (decisions 0113, 0136).
 */

/** What the checkout machine's actors call. */
export interface CheckoutActorPorts {
  readonly checkout: CheckoutGateway;
  /**
   * The site's payment method configs, unfiltered (SiteConfiguration.payments; [] when the
   * configuration has none). Throws on transport faults.
   */
  readonly paymentMethods: () => Promise<readonly PaymentMethodConfig[]>;
  /** The PXP key for card encryption (prepareCardPayment). */
  readonly keys: PaymentKeyGateway;
  /** Encrypts the card in the browser (prepareCardPayment). */
  readonly encryptor: CardEncryptor;
}

/**
 * The checkout machine's actors: startCheckout → CheckoutGateway.start({ customerEmail });
 * getCurrentCheckout → getCurrent(); setShippingAddress → setShippingAddress(choice);
 * setDeliveryMethod → setDeliveryMethod(id); loadPaymentMethods → ports.paymentMethods();
 * prepareCardPayment → the use case prepareCardPayment({ keys, encryptor, checkout }, card) (key,
 * encryption, setPayment, one retry on ENCRYPTION_KEY_EXPIRED); setPayment → setPayment(request); placeOrder →
 * placeOrder(idempotencyKey); getPlacedOrder → getPlacedOrder(orderNumber). Each resolves with
 * the port's Result and rejects with the port's transport fault.
 */
export function checkoutActors(ports: CheckoutActorPorts) {
  const { checkout } = ports;
  return {
    startCheckout: fromPromise<CheckoutAnswer, StartCheckoutInput>(({ input }) => checkout.start(input.customerEmail ? { customerEmail: input.customerEmail } : {})),
    getCurrentCheckout: fromPromise<CheckoutAnswer, void>(() => checkout.getCurrent()),
    setShippingAddress: fromPromise<CheckoutAnswer, ShippingAddressChoice>(({ input }) => checkout.setShippingAddress(input)),
    setDeliveryMethod: fromPromise<CheckoutAnswer, SetDeliveryMethodInput>(({ input }) => checkout.setDeliveryMethod(input.deliveryMethodId)),
    loadPaymentMethods: fromPromise<readonly PaymentMethodConfig[], void>(() => ports.paymentMethods()),
    prepareCardPayment: fromPromise<CheckoutAnswer, CardPayment>(({ input }) => prepareCardPayment({ keys: ports.keys, encryptor: ports.encryptor, checkout }, input)),
    setPayment: fromPromise<CheckoutAnswer, PaymentRequest>(({ input }) => checkout.setPayment(input)),
    placeOrder: fromPromise<OrderAnswer, PlaceOrderInput>(({ input }) => checkout.placeOrder(input.idempotencyKey)),
    getPlacedOrder: fromPromise<OrderAnswer, PlacedOrderInput>(({ input }) => checkout.getPlacedOrder(input.orderNumber)),
  };
}
