import type {
  Address,
  Checkout,
  CheckoutPayment,
  DeliveryMethod,
  GiftCardBalance,
  Order,
  OrderHistoryPage,
  OrderSummary,
  PaymentEncryptionKey,
  PaymentGateway,
  PaymentRequest,
  SavedAddress,
  SavedPayment,
  Shipment,
  ShipmentStatus,
  TrackingEvent,
  TrackingResult,
} from '@vitrine/core';
import { parsePaymentGateway } from '@vitrine/core';
import type {
  AddressBodyDto,
  CheckoutDto,
  CheckoutPaymentDto,
  DeliveryMethodDto,
  GiftCardBalanceDto,
  OrderDto,
  OrderHistoryResponseDto,
  OrderSummaryDto,
  PaymentDto,
  PaymentRequestDto,
  PxpPublicKeyDto,
  SavedAddressDto,
  ShipmentDto,
  TotalsDto,
  TrackingResponseDto,
} from '@vitrine/contract';
import { normalizeCartLine, normalizeGiftCard } from './cart.normalizer.js';
import { toMoney } from './money.normalizer.js';

/**
 * Checkout, payment and order DTOs → core's domain types (docs/checkout-api.md), and the payment
 * request back to its DTO. Amounts: DTO decimal major units → Money in minor units.
 */

/** AddressBodyDto → Address (a copy). */
export const normalizeAddress = (dto: AddressBodyDto): Address => ({
  address1: dto.address1,
  address2: dto.address2 ?? '',
  city: dto.city,
  country: dto.country,
  name: { first: dto.name.first, last: dto.name.last },
  phoneNumber: dto.phoneNumber ?? '',
  postalCode: dto.postalCode ?? '',
  region: dto.region ?? '',
});

/** Address → AddressBodyDto, phone sent as digits only (shell-and-account.md §5). */
export const addressDto = (address: Address): AddressBodyDto => ({
  address1: address.address1,
  address2: address.address2,
  city: address.city,
  country: address.country,
  name: { first: address.name.first, last: address.name.last },
  phoneNumber: address.phoneNumber.replace(/\D/g, ''),
  postalCode: address.postalCode,
  region: address.region,
});

export const normalizeSavedAddress = (dto: SavedAddressDto): SavedAddress => ({ id: dto.id, address: normalizeAddress(dto.address), nickName: dto.nickName ?? null, visible: dto.visible });

export const normalizeSavedPayment = (dto: PaymentDto): SavedPayment => {
  const card = dto.creditCardDetail;
  return {
    id: dto.id,
    paymentType: dto.paymentType,
    visible: dto.visible,
    card: {
      cardType: card.cardType,
      lastFourDigits: card.lastFourDigits,
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
      nameOnCard: card.nameOnCard ?? '',
      needsVerification: card.needsVerification,
      billingAddress: card.address ? { id: card.address.id ?? card.addressId ?? null, nickName: card.address.nickName ?? null, address: normalizeAddress(card.address.address) } : null,
    },
  };
};

export const normalizeDeliveryMethod = (dto: DeliveryMethodDto): DeliveryMethod => ({
  id: dto.id,
  name: dto.name,
  price: toMoney(dto.price, dto.currencyCode),
  businessDays: { min: dto.businessDays.min, max: dto.businessDays.max },
  estimatedDelivery: { from: dto.estimatedDelivery.from, to: dto.estimatedDelivery.to },
});

const normalizeTotals = (dto: TotalsDto, currency: string) => ({
  subtotal: toMoney(dto.subtotal, currency),
  shipping: toMoney(dto.shipping, currency),
  tax: toMoney(dto.tax, currency),
  total: toMoney(dto.total, currency),
});

const gateway = (value: string | null): PaymentGateway | null => parsePaymentGateway(value);

export const normalizeCheckoutPayment = (dto: CheckoutPaymentDto, currency: string): CheckoutPayment => ({
  paymentType: dto.paymentType,
  paymentGateway: gateway(dto.paymentGateway),
  status: dto.status,
  action: dto.action ? { type: dto.action.type, url: dto.action.url } : null,
  card: dto.card ? { ...dto.card } : null,
  giftCard: dto.giftCard ? { maskedNumber: dto.giftCard.maskedNumber, amountApplied: toMoney(dto.giftCard.amountApplied, currency) } : null,
  billingAddress: dto.billingAddress ? normalizeAddress(dto.billingAddress) : null,
});

const REQUIREMENTS = new Set(['shippingAddress', 'deliveryMethod', 'payment']);

export function normalizeCheckout(dto: CheckoutDto): Checkout {
  const currency = dto.currencyCode;
  return {
    checkoutId: dto.checkoutId,
    siteId: dto.siteId,
    currency,
    callCenter: dto.callCenter,
    customer: { profileId: dto.customer.profileId, emailAddress: dto.customer.emailAddress, name: { ...dto.customer.name } },
    lines: dto.lines.map((l) => normalizeCartLine(l, currency)),
    savedAddresses: dto.savedAddresses.map(normalizeSavedAddress),
    savedPayments: dto.savedPayments.map(normalizeSavedPayment),
    shippingAddress: dto.shippingAddress ? { addressId: dto.shippingAddress.addressId, address: normalizeAddress(dto.shippingAddress.address) } : null,
    deliveryMethods: dto.deliveryMethods.map(normalizeDeliveryMethod),
    deliveryMethod: dto.deliveryMethod ? normalizeDeliveryMethod(dto.deliveryMethod) : null,
    payment: dto.payment ? normalizeCheckoutPayment(dto.payment, currency) : null,
    totals: normalizeTotals(dto.totals, currency),
    missing: dto.missing.filter((m): m is Checkout['missing'][number] => REQUIREMENTS.has(m)),
    updatedAt: dto.updatedAt,
  };
}

const SHIPMENT_STATUSES = new Set<ShipmentStatus>(['LABEL_CREATED', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED']);

export const normalizeShipment = (dto: ShipmentDto): Shipment => ({
  trackingNumber: dto.trackingNumber,
  carrier: dto.carrier,
  status: SHIPMENT_STATUSES.has(dto.status) ? dto.status : 'IN_TRANSIT',
  estimatedDelivery: dto.estimatedDelivery,
  lines: dto.lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity })),
  events: dto.events.map((e): TrackingEvent => ({ at: e.at, status: e.status as TrackingEvent['status'], description: e.description, location: e.location })),
});

export function normalizeOrder(dto: OrderDto): Order {
  const currency = dto.currencyCode;
  return {
    orderNumber: dto.orderNumber,
    status: dto.status,
    placedAt: dto.placedAt,
    siteId: dto.siteId,
    currency,
    customer: { profileId: dto.customer.profileId, name: { ...dto.customer.name } },
    placedBy: dto.placedBy,
    lines: dto.lines.map((l) => ({
      lineId: l.lineId,
      productId: l.productId,
      productSlug: l.productSlug,
      skuId: l.skuId,
      displayName: l.displayName,
      colorName: l.colorName,
      sizeName: l.sizeName,
      fitName: l.fitName,
      quantity: l.quantity,
      unitPrice: toMoney(l.unitPrice, currency),
      lineTotal: toMoney(l.lineTotal, currency),
      image: l.image ? { ...l.image } : null,
      ...(l.giftCard ? { giftCard: normalizeGiftCard(l.giftCard) } : {}),
    })),
    shippingAddress: normalizeAddress(dto.shippingAddress),
    billingAddress: dto.billingAddress ? normalizeAddress(dto.billingAddress) : null,
    deliveryMethod: normalizeDeliveryMethod(dto.deliveryMethod),
    payment: { ...dto.payment },
    totals: normalizeTotals(dto.totals, currency),
    shipments: dto.shipments.map(normalizeShipment),
  };
}

export const normalizeOrderSummary = (dto: OrderSummaryDto): OrderSummary => ({
  orderNumber: dto.orderNumber,
  status: dto.status,
  placedAt: dto.placedAt,
  total: toMoney(dto.total, dto.currencyCode),
  itemCount: dto.itemCount,
  image: dto.image ? { ...dto.image } : null,
});

export const normalizeOrderHistory = (dto: OrderHistoryResponseDto): OrderHistoryPage => ({
  orders: dto.orders.map(normalizeOrderSummary),
  page: dto.page,
  pageSize: dto.pageSize,
  totalRecords: dto.totalRecords,
});

export const normalizeTracking = (dto: TrackingResponseDto): TrackingResult => ({ orderNumber: dto.orderNumber, orderType: dto.orderType, shipments: dto.shipments.map(normalizeShipment) });

export const normalizeGiftCardBalance = (dto: GiftCardBalanceDto): GiftCardBalance => ({ maskedNumber: dto.maskedNumber, balance: toMoney(dto.balance, dto.currencyCode) });

/** PxpPublicKeyDto → PaymentEncryptionKey; throws TypeError when the PEM or id is missing. */
export function normalizePaymentKey(dto: PxpPublicKeyDto): PaymentEncryptionKey {
  const pem = dto?.publicEncryptionKey?.pem;
  if (typeof pem !== 'string' || pem === '' || typeof dto.encryptionId !== 'string' || dto.encryptionId === '') throw new TypeError('The pxp-public-key answer has no publicEncryptionKey.pem or encryptionId');
  return { pem, encryptionId: dto.encryptionId, expiresAt: typeof dto.expiresAt === 'number' ? dto.expiresAt : null };
}

/** PaymentRequest → PaymentRequestDto (docs/checkout-api.md). */
export function paymentRequestDto(request: PaymentRequest): PaymentRequestDto {
  switch (request.kind) {
    case 'saved-card':
      return {
        paymentType: 'CREDIT_CARD',
        savedPaymentId: request.savedPaymentId,
        ...(request.securityCode ? { securityCode: request.securityCode.encrypted, encryptionId: request.securityCode.encryptionId } : {}),
        ...(request.returnUrl ? { returnUrl: request.returnUrl } : {}),
      };
    case 'new-card':
      return {
        paymentType: 'CREDIT_CARD',
        creditCard: {
          encryptedCardNumber: request.card.encryptedCardNumber,
          encryptionId: request.card.encryptionId,
          expirationMonth: request.expirationMonth,
          expirationYear: request.expirationYear,
          ...(request.card.encryptedSecurityCode ? { securityCode: request.card.encryptedSecurityCode } : {}),
          nameOnCard: request.nameOnCard,
        },
        ...(request.billingAddress ? { billingAddress: 'addressId' in request.billingAddress ? { addressId: request.billingAddress.addressId } : addressDto(request.billingAddress.address) } : {}),
        ...(request.saveCard !== undefined ? { saveCard: request.saveCard } : {}),
        ...(request.returnUrl ? { returnUrl: request.returnUrl } : {}),
      };
    case 'gift-card':
      return { paymentType: 'GIFT_CARD', giftCard: { cardNumber: request.cardNumber, pin: request.pin } };
    case 'redirect':
      return { paymentType: request.paymentType, returnUrl: request.returnUrl };
    case 'rep-hold':
      return { paymentType: 'CC_REP_HOLD' };
  }
}
