import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { Checkout, DeliveryMethod, Destination, GiftCardBalance, PaymentRequest, ShippingAddressChoice } from '../domain/checkout.js';
import type { CheckoutError } from '../domain/checkout.errors.js';
import type { Order } from '../domain/order.js';

/**
 * Port: the checkout from the cart to the placed order (shell-and-account.md §2 checkout steps,
 * §5 payment rules, §7 "the gateway becomes PXP"; docs/checkout-api.md). Implemented by
 * KyCheckoutGateway and InMemoryCheckout. Every method resolves with a coded Result for the
 * expected failures listed (see CheckoutErrorCode) and throws on transport faults (no answer,
 * 5xx), which the checkout machine treats as "connection lost, keep the shopper's work".
 */
export interface CheckoutGateway {
  /**
   * Starts (or resumes) the checkout from the current cart: POST /checkout/v0/{siteId}/checkouts.
   * A call-centre agent passes `customerEmail` to check out for that customer.
   * Errors: SIGN_IN_REQUIRED (guest), CART_EMPTY, CUSTOMER_NOT_FOUND, INVALID_REQUEST.
   */
  start(options?: { readonly customerEmail?: string }): Promise<Result<Checkout, CheckoutError>>;

  /** The open checkout (GET …/checkouts/current). Errors: SIGN_IN_REQUIRED, NOT_FOUND. */
  getCurrent(): Promise<Result<Checkout, CheckoutError>>;

  /**
   * Sets the shipping address (PUT …/checkouts/current/shipping-address): a saved one, a new one
   * (validated per country), or a collection point. Errors: ADDRESS_INVALID (details.fields),
   * ADDRESS_NOT_FOUND, SHIPPING_DESTINATION_NOT_SUPPORTED, COLLECTION_POINT_INVALID, NOT_FOUND.
   */
  setShippingAddress(choice: ShippingAddressChoice): Promise<Result<Checkout, CheckoutError>>;

  /**
   * Chooses one of `checkout.deliveryMethods` by id (PUT …/checkouts/current/delivery-method).
   * Errors: DELIVERY_METHOD_INVALID, SHIPPING_ADDRESS_REQUIRED, NOT_FOUND.
   */
  setDeliveryMethod(deliveryMethodId: string): Promise<Result<Checkout, CheckoutError>>;

  /**
   * Sets the payment (PUT …/checkouts/current/payment). A new card must already be encrypted
   * (CardEncryptor); its gateway becomes PXP. `checkout.payment.status` ACTION_REQUIRED means the
   * browser must go to `payment.action.url` (redirect method or 3-D Secure) and come back with
   * apmCompleted=1 / scaCompleted=1 / paymentError=<code>. Errors: PAYMENT_METHOD_NOT_ALLOWED,
   * ENCRYPTION_KEY_EXPIRED (fetch the key again, re-encrypt, retry), DECRYPTION_FAILED,
   * CARD_INVALID, CARD_EXPIRED, PAYMENT_NOT_FOUND, SECURITY_CODE_REQUIRED, GIFT_CARD_NOT_FOUND,
   * GIFT_CARD_INSUFFICIENT_BALANCE, ADDRESS_INVALID (billing), NOT_FOUND.
   */
  setPayment(request: PaymentRequest): Promise<Result<Checkout, CheckoutError>>;

  /**
   * Places the order (POST /checkout/v0/{siteId}/orders with header Idempotency-Key). The same
   * `idempotencyKey` again returns the same order (safe to retry after a lost answer). On success
   * the cart is empty. Errors: INCOMPLETE (details.missing), CART_EMPTY, PAYMENT_ACTION_REQUIRED,
   * PAYMENT_DECLINED (details.reason), SKU_UNAVAILABLE, QUANTITY_EXCEEDS_STOCK,
   * COLLECTION_POINT_INVALID, NOT_FOUND. A failure leaves the cart and checkout unchanged.
   */
  placeOrder(idempotencyKey: string): Promise<Result<Order, CheckoutError>>;

  /**
   * The order just placed, for the confirmation step after a refresh
   * (GET /checkout/v0/{siteId}/orders/{orderNumber}). Errors: ORDER_NOT_FOUND.
   */
  getPlacedOrder(orderNumber: string): Promise<Result<Order, CheckoutError>>;

  /**
   * Delivery methods with prices and dates for a destination, without a checkout
   * (GET /checkout/v0/{siteId}/delivery-methods). `subtotal` in minor units decides free shipping.
   * Errors: ADDRESS_INVALID, SHIPPING_DESTINATION_NOT_SUPPORTED.
   */
  previewDeliveryMethods(destination: Destination, subtotal?: number): Promise<Result<readonly DeliveryMethod[], CheckoutError>>;

  /**
   * A gift card's balance (POST /checkout/v0/{siteId}/gift-cards/balance; the #giftcard-balance
   * modal and the payment step). Errors: GIFT_CARD_NOT_FOUND (also for a wrong PIN), RATE_LIMITED (details.retryAfterSeconds: too many refused tries from this connection), INVALID_REQUEST.
   */
  checkGiftCardBalance(cardNumber: string, pin: string): Promise<Result<GiftCardBalance, CheckoutError>>;
}
export const CheckoutGateway = token<CheckoutGateway>('CheckoutGateway');
