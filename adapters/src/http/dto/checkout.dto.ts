import type { CartLineDto } from './cart.dto.js';
import type { AddressBodyDto } from './identity.dto.js';

/**
 * JSON shapes of the checkout, payment, order, address-book and saved-payment calls
 * (docs/checkout-api.md; shell-and-account.md §2, §3, §7). Amounts are decimal major units; times
 * epoch ms; dates 'YYYY-MM-DD'. The sandbox and the adapters compile against these.
 */

/** GET /catalog/v0/{siteId}/configuration/pxp-public-key. `expiresAt` is an addition (decision 0106). */
export interface PxpPublicKeyDto {
  publicEncryptionKey: { pem: string };
  encryptionId: string;
  /** Epoch ms after which the key is refused. */
  expiresAt?: number;
}

/** An address-book entry (shell-and-account.md §3 "Address": the body plus a visible flag). */
export interface SavedAddressDto {
  id: string;
  address: AddressBodyDto;
  nickName: string | null;
  visible: boolean;
}

/** GET /profile/v0/{siteId}/me/addresses. */
export interface SavedAddressesResponseDto {
  addresses: SavedAddressDto[];
}

/** POST / PUT /profile/v0/{siteId}/me/addresses[/{id}] body. */
export interface SavedAddressRequestDto {
  address: AddressBodyDto;
  nickName?: string | null;
  visible?: boolean;
}

/** A saved payment (shell-and-account.md §3 "Payment"; `nameOnCard` and `expired` are additions). */
export interface PaymentDto {
  id: string;
  paymentType: string;
  visible: boolean;
  creditCardDetail: {
    address: { address: AddressBodyDto; nickName: string | null; id: string | null } | null;
    addressId: string | null;
    /** VISA, AMEX, DCI, JCB, DISC, MC, MSTRO, CUP. */
    cardType: string;
    expirationMonth: number;
    expirationYear: number;
    lastFourDigits: string;
    needsVerification: boolean;
    nameOnCard: string;
    /** Expired by shell-and-account.md §5 on the server's clock. */
    expired: boolean;
  };
}

/** GET /profile/v0/{siteId}/me/payments[?includeHidden=true]. */
export interface PaymentsResponseDto {
  payments: PaymentDto[];
}

/** Where a billing address comes from: an address-book id or a new address. */
export type BillingAddressRequestDto = AddressBodyDto | { addressId: string };

/** POST /profile/v0/{siteId}/me/payments body. */
export interface CreatePaymentRequestDto {
  paymentType: 'CREDIT_CARD';
  visible: boolean;
  creditCard: { encryptedCardNumber: string; encryptionId: string; expirationMonth: number; expirationYear: number; nameOnCard: string };
  addressId?: string;
  address?: AddressBodyDto;
}

/** PUT /profile/v0/{siteId}/me/payments/{id} body. */
export interface UpdatePaymentRequestDto {
  visible?: boolean;
  expirationMonth?: number;
  expirationYear?: number;
  nameOnCard?: string;
  addressId?: string;
  address?: AddressBodyDto;
}

/** POST /profile/v0/{siteId}/me/payments/{id}/verification body. */
export interface PaymentVerificationRequestDto {
  securityCode: string;
  encryptionId: string;
}

/** A delivery method offered to a destination (decision 0103). */
export interface DeliveryMethodDto {
  id: string;
  name: string;
  price: number;
  currencyCode: string;
  businessDays: { min: number; max: number };
  estimatedDelivery: { from: string; to: string };
}

/** GET /checkout/v0/{siteId}/delivery-methods. */
export interface DeliveryMethodsResponseDto {
  destination: { country: string; postalCode: string; region: string | null };
  methods: DeliveryMethodDto[];
}

/** Totals in major units. */
export interface TotalsDto {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}

/** The payment chosen on the payment step: never a card number. */
export interface CheckoutPaymentDto {
  paymentType: string;
  paymentGateway: string | null;
  status: 'READY' | 'ACTION_REQUIRED' | 'AUTHORIZED';
  action: { type: 'REDIRECT' | 'SCA'; url: string } | null;
  card: { cardType: string; lastFourDigits: string; expirationMonth: number; expirationYear: number; nameOnCard: string; savedPaymentId: string | null } | null;
  giftCard: { maskedNumber: string; amountApplied: number } | null;
  billingAddress: AddressBodyDto | null;
}

/** GET /checkout/v0/{siteId}/checkouts/current and the answer of every checkout call. */
export interface CheckoutDto {
  checkoutId: string;
  siteId: string;
  currencyCode: string;
  status: 'OPEN' | 'PLACED';
  callCenter: boolean;
  customer: { profileId: string; emailAddress: string; name: { first: string; last: string } };
  lines: CartLineDto[];
  savedAddresses: SavedAddressDto[];
  savedPayments: PaymentDto[];
  shippingAddress: { addressId: string | null; address: AddressBodyDto } | null;
  deliveryMethods: DeliveryMethodDto[];
  deliveryMethod: DeliveryMethodDto | null;
  payment: CheckoutPaymentDto | null;
  totals: TotalsDto;
  /** 'shippingAddress' | 'deliveryMethod' | 'payment', in step order. */
  missing: string[];
  updatedAt: number;
}

/** POST /checkout/v0/{siteId}/checkouts body. */
export interface StartCheckoutRequestDto {
  /** CALL_CENTER only: the customer to check out for. */
  customerEmail?: string;
}

/** PUT …/checkouts/current/shipping-address body: exactly one of the three. */
export type ShippingAddressRequestDto = { addressId: string } | { address: AddressBodyDto; saveToAddressBook?: boolean } | { collectionPointId: string };

/** PUT …/checkouts/current/delivery-method body. */
export interface DeliveryMethodRequestDto {
  deliveryMethodId: string;
}

/** PUT …/checkouts/current/payment body (docs/checkout-api.md "Payment"). */
export type PaymentRequestDto =
  | { paymentType: 'CREDIT_CARD'; savedPaymentId: string; securityCode?: string; encryptionId?: string; returnUrl?: string }
  | {
      paymentType: 'CREDIT_CARD';
      creditCard: { encryptedCardNumber: string; encryptionId: string; expirationMonth: number; expirationYear: number; securityCode?: string; nameOnCard: string };
      billingAddress?: BillingAddressRequestDto;
      saveCard?: boolean;
      returnUrl?: string;
    }
  | { paymentType: 'GIFT_CARD'; giftCard: { cardNumber: string; pin: string } }
  | { paymentType: 'PAYPAL' | 'KLARNA' | 'AFTERPAY' | 'CLEARPAY' | 'APPLE_PAY'; returnUrl?: string }
  | { paymentType: 'CC_REP_HOLD' };

/** POST /checkout/v0/{siteId}/gift-cards/balance body and answer. */
export interface GiftCardBalanceRequestDto {
  cardNumber: string;
  pin: string;
}
export interface GiftCardBalanceDto {
  maskedNumber: string;
  balance: number;
  currencyCode: string;
}

/** A line of a placed order. */
export interface OrderLineDto {
  lineId: string;
  productId: string;
  productSlug: string;
  skuId: string;
  displayName: string;
  colorName: string;
  sizeName: string;
  fitName: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  image: { url: string; width: number; height: number; alt: string } | null;
}

/** A carrier scan. */
export interface TrackingEventDto {
  at: number;
  status: string;
  description: string;
  location: string;
}

/** One parcel (decision 0109). */
export interface ShipmentDto {
  trackingNumber: string;
  carrier: string;
  status: 'LABEL_CREATED' | 'IN_TRANSIT' | 'OUT_FOR_DELIVERY' | 'DELIVERED';
  estimatedDelivery: string;
  lines: { skuId: string; quantity: number }[];
  events: TrackingEventDto[];
}

/** How an order was paid: never a card number. */
export interface PaymentSummaryDto {
  paymentType: string;
  paymentGateway: string | null;
  cardType: string | null;
  lastFourDigits: string | null;
  expirationMonth: number | null;
  expirationYear: number | null;
  giftCardMaskedNumber: string | null;
}

/** A placed order (POST /checkout/v0/{siteId}/orders, GET …/orders/{orderNumber}, GET /order/v0/{siteId}/orders/{orderNumber}). */
export interface OrderDto {
  orderNumber: string;
  status: 'PLACED' | 'ON_HOLD' | 'SHIPPED' | 'DELIVERED';
  placedAt: number;
  siteId: string;
  currencyCode: string;
  customer: { profileId: string; name: { first: string; last: string } };
  placedBy: 'CUSTOMER' | 'CALL_CENTER';
  lines: OrderLineDto[];
  shippingAddress: AddressBodyDto;
  billingAddress: AddressBodyDto | null;
  deliveryMethod: DeliveryMethodDto;
  payment: PaymentSummaryDto;
  totals: TotalsDto;
  shipments: ShipmentDto[];
}

/** A row of GET /order/v0/{siteId}/orders. */
export interface OrderSummaryDto {
  orderNumber: string;
  status: OrderDto['status'];
  placedAt: number;
  currencyCode: string;
  total: number;
  itemCount: number;
  image: { url: string; width: number; height: number; alt: string } | null;
}

/** GET /order/v0/{siteId}/orders. */
export interface OrderHistoryResponseDto {
  orders: OrderSummaryDto[];
  page: number;
  pageSize: number;
  totalRecords: number;
}

/** GET /order/v0/{siteId}/order-tracking. */
export interface TrackingResponseDto {
  orderNumber: string | null;
  orderType: string;
  shipments: ShipmentDto[];
}
