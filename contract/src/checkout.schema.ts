import { z } from 'zod';
import { CartLineDto, GiftCardInfoDto } from './cart.schema.js';
import { ImageDto } from './catalog.schema.js';
import { AddressBodyDto } from './identity.schema.js';

/**
 * JSON shapes of the checkout, payment, order, address-book and saved-payment calls
 * (docs/checkout-api.md; shell-and-account.md §2, §3, §7). Amounts are decimal major units; times
 * epoch ms; dates 'YYYY-MM-DD'. Each export is a zod schema and the type inferred from it under
 * the same name (decision 0125). Address, card and gift-card contents are judged by the server's
 * rules, which answer their own codes (ADDRESS_INVALID, CARD_INVALID, …; decision 0126).
 */

/** GET /catalog/v0/{siteId}/configuration/pxp-public-key. `expiresAt` is an addition (decision 0106). */
export const PxpPublicKeyDto = z.object({
  publicEncryptionKey: z.object({ pem: z.string() }),
  encryptionId: z.string(),
  /** Epoch ms after which the key is refused. */
  expiresAt: z.number().optional(),
});
export type PxpPublicKeyDto = z.infer<typeof PxpPublicKeyDto>;

/** An address-book entry (shell-and-account.md §3 "Address": the body plus a visible flag). */
export const SavedAddressDto = z.object({ id: z.string(), address: AddressBodyDto, nickName: z.string().nullable(), visible: z.boolean() });
export type SavedAddressDto = z.infer<typeof SavedAddressDto>;

/** GET /profile/v0/{siteId}/me/addresses. */
export const SavedAddressesResponseDto = z.object({ addresses: z.array(SavedAddressDto) });
export type SavedAddressesResponseDto = z.infer<typeof SavedAddressesResponseDto>;

/** POST / PUT /profile/v0/{siteId}/me/addresses[/{id}] body. */
export const SavedAddressRequestDto = z.object({ address: AddressBodyDto, nickName: z.string().nullish(), visible: z.boolean().optional() });
export type SavedAddressRequestDto = z.infer<typeof SavedAddressRequestDto>;

/** A saved payment (shell-and-account.md §3 "Payment"; `nameOnCard` and `expired` are additions). */
export const PaymentDto = z.object({
  id: z.string(),
  paymentType: z.string(),
  visible: z.boolean(),
  creditCardDetail: z.object({
    address: z.object({ address: AddressBodyDto, nickName: z.string().nullable(), id: z.string().nullable() }).nullable(),
    addressId: z.string().nullable(),
    /** VISA, AMEX, DCI, JCB, DISC, MC, MSTRO, CUP. */
    cardType: z.string(),
    expirationMonth: z.number(),
    expirationYear: z.number(),
    lastFourDigits: z.string(),
    needsVerification: z.boolean(),
    nameOnCard: z.string(),
    /** Expired by shell-and-account.md §5 on the server's clock. */
    expired: z.boolean(),
  }),
});
export type PaymentDto = z.infer<typeof PaymentDto>;

/** Query of GET /profile/v0/{siteId}/me/payments: `includeHidden=true` lists hidden cards too. */
export const PaymentsQueryDto = z.object({ includeHidden: z.string().optional() });
export type PaymentsQueryDto = z.infer<typeof PaymentsQueryDto>;

/** GET /profile/v0/{siteId}/me/payments[?includeHidden=true]. */
export const PaymentsResponseDto = z.object({ payments: z.array(PaymentDto) });
export type PaymentsResponseDto = z.infer<typeof PaymentsResponseDto>;

/** Where a billing address comes from: an address-book id or a new address. */
export const BillingAddressRequestDto = z.union([AddressBodyDto, z.object({ addressId: z.string() })]);
export type BillingAddressRequestDto = z.infer<typeof BillingAddressRequestDto>;

/** The encrypted card of a new card (never a card number in clear). */
const NewCreditCardDto = z.object({
  encryptedCardNumber: z.string(),
  encryptionId: z.string(),
  expirationMonth: z.number(),
  expirationYear: z.number(),
  nameOnCard: z.string(),
});

/**
 * POST /profile/v0/{siteId}/me/payments body. `creditCard.securityCode` (ciphertext, same key) is
 * the card frame's sealed card as checkout sends it (decision 0435): the card is then saved verified.
 */
export const CreatePaymentRequestDto = z.object({
  paymentType: z.literal('CREDIT_CARD'),
  visible: z.boolean(),
  creditCard: NewCreditCardDto.extend({ securityCode: z.string().optional() }),
  addressId: z.string().optional(),
  address: AddressBodyDto.optional(),
});
export type CreatePaymentRequestDto = z.infer<typeof CreatePaymentRequestDto>;

/** PUT /profile/v0/{siteId}/me/payments/{id} body. */
export const UpdatePaymentRequestDto = z.object({
  visible: z.boolean().optional(),
  expirationMonth: z.number().optional(),
  expirationYear: z.number().optional(),
  nameOnCard: z.string().optional(),
  addressId: z.string().optional(),
  address: AddressBodyDto.optional(),
});
export type UpdatePaymentRequestDto = z.infer<typeof UpdatePaymentRequestDto>;

/** POST /profile/v0/{siteId}/me/payments/{id}/verification body. */
export const PaymentVerificationRequestDto = z.object({ securityCode: z.string(), encryptionId: z.string() });
export type PaymentVerificationRequestDto = z.infer<typeof PaymentVerificationRequestDto>;

/** A delivery method offered to a destination (decision 0103). */
export const DeliveryMethodDto = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  currencyCode: z.string(),
  businessDays: z.object({ min: z.number(), max: z.number() }),
  estimatedDelivery: z.object({ from: z.string(), to: z.string() }),
});
export type DeliveryMethodDto = z.infer<typeof DeliveryMethodDto>;

/** Query of GET /checkout/v0/{siteId}/delivery-methods: the destination (judged by the address rules) and the subtotal in major units. */
export const DeliveryMethodsQueryDto = z.object({
  country: z.string().optional(),
  postalCode: z.string().optional(),
  region: z.string().optional(),
  subtotal: z.string().optional(),
});
export type DeliveryMethodsQueryDto = z.infer<typeof DeliveryMethodsQueryDto>;

/** GET /checkout/v0/{siteId}/delivery-methods. */
export const DeliveryMethodsResponseDto = z.object({
  destination: z.object({ country: z.string(), postalCode: z.string(), region: z.string().nullable() }),
  methods: z.array(DeliveryMethodDto),
});
export type DeliveryMethodsResponseDto = z.infer<typeof DeliveryMethodsResponseDto>;

/** Totals in major units. */
export const TotalsDto = z.object({ subtotal: z.number(), shipping: z.number(), tax: z.number(), total: z.number() });
export type TotalsDto = z.infer<typeof TotalsDto>;

/** The payment chosen on the payment step: never a card number. */
export const CheckoutPaymentDto = z.object({
  paymentType: z.string(),
  paymentGateway: z.string().nullable(),
  status: z.enum(['READY', 'ACTION_REQUIRED', 'AUTHORIZED']),
  action: z.object({ type: z.enum(['REDIRECT', 'SCA']), url: z.string() }).nullable(),
  card: z
    .object({
      cardType: z.string(),
      lastFourDigits: z.string(),
      expirationMonth: z.number(),
      expirationYear: z.number(),
      nameOnCard: z.string(),
      savedPaymentId: z.string().nullable(),
    })
    .nullable(),
  giftCard: z.object({ maskedNumber: z.string(), amountApplied: z.number() }).nullable(),
  billingAddress: AddressBodyDto.nullable(),
});
export type CheckoutPaymentDto = z.infer<typeof CheckoutPaymentDto>;

/** GET /checkout/v0/{siteId}/checkouts/current and the answer of every checkout call. */
export const CheckoutDto = z.object({
  checkoutId: z.string(),
  siteId: z.string(),
  currencyCode: z.string(),
  status: z.enum(['OPEN', 'PLACED']),
  callCenter: z.boolean(),
  customer: z.object({ profileId: z.string(), emailAddress: z.string(), name: z.object({ first: z.string(), last: z.string() }) }),
  lines: z.array(CartLineDto),
  savedAddresses: z.array(SavedAddressDto),
  savedPayments: z.array(PaymentDto),
  shippingAddress: z.object({ addressId: z.string().nullable(), address: AddressBodyDto }).nullable(),
  deliveryMethods: z.array(DeliveryMethodDto),
  deliveryMethod: DeliveryMethodDto.nullable(),
  payment: CheckoutPaymentDto.nullable(),
  totals: TotalsDto,
  /** 'shippingAddress' | 'deliveryMethod' | 'payment', in step order. */
  missing: z.array(z.string()),
  updatedAt: z.number(),
});
export type CheckoutDto = z.infer<typeof CheckoutDto>;

/** POST /checkout/v0/{siteId}/checkouts body. */
export const StartCheckoutRequestDto = z.object({
  /** CALL_CENTER only: the customer to check out for. */
  customerEmail: z.string().optional(),
});
export type StartCheckoutRequestDto = z.infer<typeof StartCheckoutRequestDto>;

/**
 * PUT …/checkouts/current/shipping-address body: exactly one of `addressId` (an address-book
 * entry), `address` (a new address, `saveToAddressBook` adds it to the book) and `collectionPointId`.
 */
export const ShippingAddressRequestDto = z
  .object({
    addressId: z.string().optional(),
    address: AddressBodyDto.optional(),
    saveToAddressBook: z.boolean().optional(),
    collectionPointId: z.string().optional(),
  })
  .refine((body) => [body.addressId, body.address, body.collectionPointId].filter((v) => v !== undefined).length === 1, {
    error: 'Give exactly one of addressId, address and collectionPointId',
  });
export type ShippingAddressRequestDto = z.infer<typeof ShippingAddressRequestDto>;

/** PUT …/checkouts/current/delivery-method body. */
export const DeliveryMethodRequestDto = z.object({ deliveryMethodId: z.string() });
export type DeliveryMethodRequestDto = z.infer<typeof DeliveryMethodRequestDto>;

/** Payment types a checkout's payment step takes (docs/checkout-api.md "Payment"). */
export const CheckoutPaymentTypeDto = z.enum(['CREDIT_CARD', 'GIFT_CARD', 'PAYPAL', 'KLARNA', 'AFTERPAY', 'CLEARPAY', 'APPLE_PAY', 'SOFORT', 'CC_REP_HOLD']);
export type CheckoutPaymentTypeDto = z.infer<typeof CheckoutPaymentTypeDto>;

/**
 * PUT …/checkouts/current/payment body (docs/checkout-api.md "Payment"), by `paymentType`. A
 * CREDIT_CARD payment gives either `savedPaymentId` (with `securityCode` + `encryptionId` when the
 * card needs verification) or a new `creditCard` (with `billingAddress`, `saveCard`); the server
 * answers which is missing. Wallets and pay-later methods give the `returnUrl` of their redirect.
 */
export const PaymentRequestDto = z.discriminatedUnion(
  'paymentType',
  [
    z.object({
      paymentType: z.literal('CREDIT_CARD'),
      savedPaymentId: z.string().optional(),
      securityCode: z.string().optional(),
      encryptionId: z.string().optional(),
      creditCard: NewCreditCardDto.extend({ securityCode: z.string().optional() }).optional(),
      billingAddress: BillingAddressRequestDto.optional(),
      saveCard: z.boolean().optional(),
      returnUrl: z.string().optional(),
    }),
    z.object({ paymentType: z.literal('GIFT_CARD'), giftCard: z.object({ cardNumber: z.string(), pin: z.string() }) }),
    z.object({ paymentType: z.enum(['PAYPAL', 'KLARNA', 'AFTERPAY', 'CLEARPAY', 'APPLE_PAY', 'SOFORT']), returnUrl: z.string().optional() }),
    z.object({ paymentType: z.literal('CC_REP_HOLD') }),
  ],
  { error: `paymentType must be one of ${CheckoutPaymentTypeDto.options.join(', ')}` },
);
export type PaymentRequestDto = z.infer<typeof PaymentRequestDto>;

/** POST /checkout/v0/{siteId}/gift-cards/balance body and answer. */
export const GiftCardBalanceRequestDto = z.object({ cardNumber: z.string(), pin: z.string() });
export type GiftCardBalanceRequestDto = z.infer<typeof GiftCardBalanceRequestDto>;
export const GiftCardBalanceDto = z.object({ maskedNumber: z.string(), balance: z.number(), currencyCode: z.string() });
export type GiftCardBalanceDto = z.infer<typeof GiftCardBalanceDto>;

/** A line of a placed order. */
export const OrderLineDto = z.object({
  lineId: z.string(),
  productId: z.string(),
  productSlug: z.string(),
  skuId: z.string(),
  displayName: z.string(),
  colorName: z.string(),
  sizeName: z.string(),
  fitName: z.string().nullable(),
  quantity: z.number(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  image: ImageDto.nullable(),
  /** A gift card line's info as the cart line held it when the order was placed (decision 0364); absent otherwise. */
  giftCard: GiftCardInfoDto.optional(),
});
export type OrderLineDto = z.infer<typeof OrderLineDto>;

/** A carrier scan. */
export const TrackingEventDto = z.object({ at: z.number(), status: z.string(), description: z.string(), location: z.string() });
export type TrackingEventDto = z.infer<typeof TrackingEventDto>;

/** One parcel (decision 0109). */
export const ShipmentDto = z.object({
  trackingNumber: z.string(),
  carrier: z.string(),
  status: z.enum(['LABEL_CREATED', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED']),
  estimatedDelivery: z.string(),
  lines: z.array(z.object({ skuId: z.string(), quantity: z.number() })),
  events: z.array(TrackingEventDto),
});
export type ShipmentDto = z.infer<typeof ShipmentDto>;

/** How an order was paid: never a card number. */
export const PaymentSummaryDto = z.object({
  paymentType: z.string(),
  paymentGateway: z.string().nullable(),
  cardType: z.string().nullable(),
  lastFourDigits: z.string().nullable(),
  expirationMonth: z.number().nullable(),
  expirationYear: z.number().nullable(),
  giftCardMaskedNumber: z.string().nullable(),
});
export type PaymentSummaryDto = z.infer<typeof PaymentSummaryDto>;

/** Status of a placed order. */
export const OrderStatusDto = z.enum(['PLACED', 'ON_HOLD', 'SHIPPED', 'DELIVERED']);
export type OrderStatusDto = z.infer<typeof OrderStatusDto>;

/** A placed order (POST /checkout/v0/{siteId}/orders, GET …/orders/{orderNumber}, GET /order/v0/{siteId}/orders/{orderNumber}). */
export const OrderDto = z.object({
  orderNumber: z.string(),
  status: OrderStatusDto,
  placedAt: z.number(),
  siteId: z.string(),
  currencyCode: z.string(),
  customer: z.object({ profileId: z.string(), name: z.object({ first: z.string(), last: z.string() }) }),
  placedBy: z.enum(['CUSTOMER', 'CALL_CENTER']),
  lines: z.array(OrderLineDto),
  shippingAddress: AddressBodyDto,
  billingAddress: AddressBodyDto.nullable(),
  deliveryMethod: DeliveryMethodDto,
  payment: PaymentSummaryDto,
  totals: TotalsDto,
  shipments: z.array(ShipmentDto),
});
export type OrderDto = z.infer<typeof OrderDto>;

/** A row of GET /order/v0/{siteId}/orders. */
export const OrderSummaryDto = z.object({
  orderNumber: z.string(),
  status: OrderStatusDto,
  placedAt: z.number(),
  currencyCode: z.string(),
  total: z.number(),
  itemCount: z.number(),
  image: ImageDto.nullable(),
});
export type OrderSummaryDto = z.infer<typeof OrderSummaryDto>;

/** Query of GET /order/v0/{siteId}/orders: paging (numbers as text, judged by the order rules) and, for an agent, the customer. */
export const OrderHistoryQueryDto = z.object({ page: z.string().optional(), pageSize: z.string().optional(), customerEmail: z.string().optional() });
export type OrderHistoryQueryDto = z.infer<typeof OrderHistoryQueryDto>;

/** Query of GET /checkout/v0/{siteId}/payment-sessions/{sessionId} and its form POST: the outcome the shopper picked. */
export const PaymentSessionOutcomeDto = z.object({ outcome: z.string().optional() });
export type PaymentSessionOutcomeDto = z.infer<typeof PaymentSessionOutcomeDto>;

/** Query of GET /order/v0/{siteId}/orders/{orderNumber} (shell-and-account.md §6 customerZipCode). */
export const OrderDetailsQueryDto = z.object({ customerZipCode: z.string().optional() });
export type OrderDetailsQueryDto = z.infer<typeof OrderDetailsQueryDto>;

/** Query of GET /order/v0/{siteId}/order-tracking (shell-and-account.md §2 /order-tracking). */
export const TrackingQueryDto = z.object({
  tracking_numbers: z.string().optional(),
  order_number: z.string().optional(),
  carrier: z.string().optional(),
  orderType: z.string().optional(),
  bzip: z.string().optional(),
});
export type TrackingQueryDto = z.infer<typeof TrackingQueryDto>;

/** GET /order/v0/{siteId}/orders. */
export const OrderHistoryResponseDto = z.object({ orders: z.array(OrderSummaryDto), page: z.number(), pageSize: z.number(), totalRecords: z.number() });
export type OrderHistoryResponseDto = z.infer<typeof OrderHistoryResponseDto>;

/** GET /order/v0/{siteId}/order-tracking. */
export const TrackingResponseDto = z.object({ orderNumber: z.string().nullable(), orderType: z.string(), shipments: z.array(ShipmentDto) });
export type TrackingResponseDto = z.infer<typeof TrackingResponseDto>;
