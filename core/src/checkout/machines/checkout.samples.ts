import type { CardPayment } from '../application/prepare-card-payment.js';
import type { Address, SavedAddress } from '../domain/address.js';
import type { Checkout, DeliveryMethod, PaymentRequest } from '../domain/checkout.js';
import type { Order } from '../domain/order.js';
import type { SavedPayment } from '../domain/saved-payment.js';
import type { PaymentMethodConfig } from '../payments/domain/payment-methods.js';

/**
 * Sample values for the checkout machine's paths and tests (decision 0114): a two-line cart
 * (a Luma apparel item and a Spree home item), the seeded demo customer's saved address and cards
 * (a valid VISA, an expired MC, an AMEX that needsVerification), the site's payment methods, and
 * the answers of each step. Shaped like docs/checkout-api.md and typed by core's domain types;
 * plain JSON so a path file can hold them. Money in minor units.
 */

const usd = (amount: number) => ({ amount, currency: 'USD' });

/** Today for the samples: November 2026 (zero-based month 10). */
export const SAMPLE_TODAY = { year: 2026, monthIndex: 10 } as const;

/** The demo customer's address. */
export const SAMPLE_ADDRESS = {
  address1: '1600 Market Street',
  address2: 'Suite 200',
  city: 'Philadelphia',
  country: 'US',
  name: { first: 'Roni', last: 'Costa' },
  phoneNumber: '2155550123',
  postalCode: '19103',
  region: 'PA',
} satisfies Address;

const savedAddress = { id: 'addr-1', address: SAMPLE_ADDRESS, nickName: 'Home', visible: true } satisfies SavedAddress;

const card = (id: string, cardType: string, lastFourDigits: string, expirationMonth: number, expirationYear: number, needsVerification: boolean) =>
  ({
    id,
    paymentType: 'CREDIT_CARD',
    visible: true,
    card: { cardType, lastFourDigits, expirationMonth, expirationYear, nameOnCard: 'Roni Costa', needsVerification, billingAddress: { id: 'addr-1', nickName: 'Home', address: SAMPLE_ADDRESS } },
  }) satisfies SavedPayment;

/** The demo customer's saved cards (docs/checkout-api.md "Demo data"). */
export const SAMPLE_SAVED_CARDS = {
  visa: card('pay-visa-1111', 'VISA', '1111', 4, 2029, false),
  expiredMastercard: card('pay-mc-4444', 'MC', '4444', 3, 2024, false),
  unverifiedAmex: card('pay-amex-0005', 'AMEX', '0005', 9, 2030, true),
};

const line = (n: number, productSlug: string, displayName: string, sizeName: string, price: number) => ({
  itemId: `item-${n}`,
  productId: `prod-${n}`,
  productSlug,
  skuId: `sku-${n}`,
  poolId: `pool-${n}`,
  displayName,
  colorCode: 'BLK',
  colorName: 'Black',
  sizeName,
  fitName: null,
  quantity: 1,
  maxQuantity: 5,
  image: null,
  listPrice: usd(price),
  salePrice: usd(price),
  lineTotal: usd(price),
  flags: [],
  availabilityCode: 1000,
});

/** The delivery methods offered to the sample address. */
export const SAMPLE_DELIVERY_METHODS = {
  standard: { id: 'STANDARD', name: 'Standard', price: usd(0), businessDays: { min: 5, max: 7 }, estimatedDelivery: { from: '2026-12-01', to: '2026-12-03' } },
  express: { id: 'EXPRESS', name: 'Express', price: usd(1995), businessDays: { min: 2, max: 3 }, estimatedDelivery: { from: '2026-11-26', to: '2026-11-27' } },
} satisfies Record<string, DeliveryMethod>;

const totals = { subtotal: usd(12800), shipping: usd(0), tax: usd(1024), total: usd(13824) };

const newCheckout = {
  checkoutId: 'chk-1001',
  siteId: 'an-us',
  currency: 'USD',
  callCenter: false,
  customer: { profileId: 'cust-1', emailAddress: 'roni_cost@example.com', name: { first: 'Roni', last: 'Costa' } },
  lines: [line(1, 'radiant-tee', 'Radiant Tee', 'M', 2200), line(2, 'linen-throw-pillow', 'Linen Throw Pillow', 'One Size', 10600)],
  savedAddresses: [savedAddress],
  savedPayments: [SAMPLE_SAVED_CARDS.visa, SAMPLE_SAVED_CARDS.expiredMastercard, SAMPLE_SAVED_CARDS.unverifiedAmex],
  shippingAddress: null,
  deliveryMethods: [],
  deliveryMethod: null,
  payment: null,
  totals,
  missing: ['shippingAddress', 'deliveryMethod', 'payment'],
  updatedAt: 1_795_000_000_000,
} satisfies Checkout;

const withAddress = {
  ...newCheckout,
  shippingAddress: { addressId: 'addr-1', address: SAMPLE_ADDRESS },
  deliveryMethods: [SAMPLE_DELIVERY_METHODS.standard, SAMPLE_DELIVERY_METHODS.express],
  missing: ['deliveryMethod', 'payment'],
  updatedAt: 1_795_000_060_000,
} satisfies Checkout;

const withDelivery = { ...withAddress, deliveryMethod: SAMPLE_DELIVERY_METHODS.standard, missing: ['payment'], updatedAt: 1_795_000_120_000 } satisfies Checkout;

const cardPayment = (status: 'READY' | 'ACTION_REQUIRED', action: { type: 'REDIRECT' | 'SCA'; url: string } | null) => ({
  paymentType: 'CREDIT_CARD',
  paymentGateway: 'PXP' as const,
  status,
  action,
  card: { cardType: 'VISA', lastFourDigits: '1111', expirationMonth: 4, expirationYear: 2029, nameOnCard: 'Roni Costa', savedPaymentId: null },
  giftCard: null,
  billingAddress: null,
});

/** A payment page of the sandbox (redirect method or 3-D Secure). */
export const SAMPLE_PAYMENT_PAGE_URL = 'http://localhost:5173/api/checkout/v0/an-us/payment-sessions/ps-1';

/** The checkout at each point of the steps. */
export const SAMPLE_CHECKOUTS = {
  /** Just started: lines, no address. */
  new: newCheckout,
  /** Shipping address set; delivery methods offered. */
  withAddress,
  /** Delivery method set; payment missing. */
  withDelivery,
  /** A new card accepted: ready to place the order. */
  paymentReady: { ...withDelivery, payment: cardPayment('READY', null), missing: [], updatedAt: 1_795_000_180_000 } satisfies Checkout,
  /** A card that needs 3-D Secure (or a redirect method): the browser goes to the payment page. */
  paymentActionRequired: { ...withDelivery, payment: cardPayment('ACTION_REQUIRED', { type: 'SCA', url: SAMPLE_PAYMENT_PAGE_URL }), missing: [], updatedAt: 1_795_000_180_000 } satisfies Checkout,
  /** The same checkout opened by a call-centre agent for the customer. */
  agent: { ...withDelivery, callCenter: true } satisfies Checkout,
};

/** The placed order. */
export const SAMPLE_ORDER = {
  orderNumber: 'VT-2026-000123',
  status: 'PLACED',
  placedAt: 1_795_000_200_000,
  siteId: 'an-us',
  currency: 'USD',
  customer: { profileId: 'cust-1', name: { first: 'Roni', last: 'Costa' } },
  placedBy: 'CUSTOMER',
  lines: [
    { lineId: 'ol-1', productId: 'prod-1', productSlug: 'radiant-tee', skuId: 'sku-1', displayName: 'Radiant Tee', colorName: 'Black', sizeName: 'M', fitName: null, quantity: 1, unitPrice: usd(2200), lineTotal: usd(2200), image: null },
    { lineId: 'ol-2', productId: 'prod-2', productSlug: 'linen-throw-pillow', skuId: 'sku-2', displayName: 'Linen Throw Pillow', colorName: 'Black', sizeName: 'One Size', fitName: null, quantity: 1, unitPrice: usd(10600), lineTotal: usd(10600), image: null },
  ],
  shippingAddress: SAMPLE_ADDRESS,
  billingAddress: SAMPLE_ADDRESS,
  deliveryMethod: SAMPLE_DELIVERY_METHODS.standard,
  payment: { paymentType: 'CREDIT_CARD', paymentGateway: 'PXP', cardType: 'VISA', lastFourDigits: '1111', expirationMonth: 4, expirationYear: 2029, giftCardMaskedNumber: null },
  totals,
  shipments: [],
} satisfies Order;

/** The site's payment methods (site configuration `payments`), before eligibility. */
export const SAMPLE_PAYMENT_METHODS = [
  { methodType: 'CREDIT_CARD', active: true, transactionalCurrencies: ['USD', 'CAD', 'GBP', 'EUR'], excludedLanguages: [], paymentGateway: 'PXP' },
  { methodType: 'GIFT_CARD', active: true, transactionalCurrencies: ['USD', 'CAD', 'GBP', 'EUR'], excludedLanguages: [], paymentGateway: null },
  { methodType: 'PAYPAL', active: true, transactionalCurrencies: ['USD', 'CAD', 'GBP', 'EUR'], excludedLanguages: [], paymentGateway: 'STRIPE' },
  { methodType: 'KLARNA', active: true, transactionalCurrencies: ['USD', 'GBP', 'EUR'], excludedLanguages: ['fr'], paymentGateway: 'STRIPE' },
  { methodType: 'AFTERPAY', active: false, transactionalCurrencies: ['USD'], excludedLanguages: [], paymentGateway: 'STRIPE' },
  { methodType: 'APPLE_PAY', active: true, transactionalCurrencies: ['USD', 'CAD', 'GBP', 'EUR'], excludedLanguages: [], paymentGateway: 'STRIPE' },
  { methodType: 'CC_REP_HOLD', active: true, transactionalCurrencies: ['USD', 'CAD', 'GBP', 'EUR'], excludedLanguages: [], paymentGateway: null },
] satisfies PaymentMethodConfig[];

/** The payments the sample shopper submits ("Place order"); a new card is already encrypted (CardEncryptor). */
export const SAMPLE_PAYMENT_REQUESTS = {
  newCard: {
    kind: 'new-card',
    card: { encryptedCardNumber: 'bW9jay1jaXBoZXJ0ZXh0LW9mLXRoZS1kaWdpdHM=', encryptedSecurityCode: 'bW9jay1jaXBoZXJ0ZXh0LW9mLXRoZS1jdnY=', encryptionId: 'pxp-2026-11-22' },
    expirationMonth: 4,
    expirationYear: 2029,
    nameOnCard: 'Roni Costa',
    returnUrl: 'http://localhost:5173/checkout/payment',
  },
  expiredNewCard: {
    kind: 'new-card',
    card: { encryptedCardNumber: 'bW9jay1jaXBoZXJ0ZXh0LW9mLXRoZS1kaWdpdHM=', encryptedSecurityCode: null, encryptionId: 'pxp-2026-11-22' },
    expirationMonth: 10,
    expirationYear: 2026,
    nameOnCard: 'Roni Costa',
  },
  savedCard: { kind: 'saved-card', savedPaymentId: SAMPLE_SAVED_CARDS.visa.id },
  expiredSavedCard: { kind: 'saved-card', savedPaymentId: SAMPLE_SAVED_CARDS.expiredMastercard.id },
  unverifiedSavedCard: { kind: 'saved-card', savedPaymentId: SAMPLE_SAVED_CARDS.unverifiedAmex.id },
  giftCard: { kind: 'gift-card', cardNumber: '6006491000000001', pin: '1234' },
  repHold: { kind: 'rep-hold' },
  paypal: { kind: 'redirect', paymentType: 'PAYPAL', returnUrl: 'http://localhost:5173/checkout/payment' },
  applePay: { kind: 'redirect', paymentType: 'APPLE_PAY', returnUrl: 'http://localhost:5173/checkout/payment' },
} satisfies Record<string, PaymentRequest>;

/**
 * The cards the sample shopper submits with `card.submit` (in clear, as the card form holds them;
 * the prepareCardPayment actor encrypts them): the sandbox's approved Visa test card
 * (docs/checkout-api.md "Test cards"), an expired one, and the saved cards.
 */
export const SAMPLE_CARD_PAYMENTS = {
  newCard: { kind: 'new-card', cardNumber: '4111 1111 1111 1111', securityCode: '123', expirationMonth: 4, expirationYear: 2029, nameOnCard: 'Roni Costa', returnUrl: 'http://localhost:5173/checkout/payment' },
  expiredNewCard: { kind: 'new-card', cardNumber: '4111 1111 1111 1111', securityCode: '123', expirationMonth: 10, expirationYear: 2025, nameOnCard: 'Roni Costa' },
  savedCard: { kind: 'saved-card', savedPaymentId: SAMPLE_SAVED_CARDS.visa.id, securityCode: null },
  expiredSavedCard: { kind: 'saved-card', savedPaymentId: SAMPLE_SAVED_CARDS.expiredMastercard.id, securityCode: null },
  unverifiedSavedCard: { kind: 'saved-card', savedPaymentId: SAMPLE_SAVED_CARDS.unverifiedAmex.id, securityCode: null },
  verifiedSavedCard: { kind: 'saved-card', savedPaymentId: SAMPLE_SAVED_CARDS.unverifiedAmex.id, securityCode: '1234' },
} satisfies Record<string, CardPayment>;
