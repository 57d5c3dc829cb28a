import type { CheckoutDto, OrderDto, PaymentDto } from '@vitrine/contract';
import { aCartLineDto } from '../../mothers/dto/cart.dto.mother.js';

/** DTO mothers for the checkout-area gateway tests (docs/checkout-api.md shapes). */

export const anAddressDto = () => ({ address1: '6146 Honey Bluff Parkway', address2: '', city: 'Calder', country: 'US', name: { first: 'Veronica', last: 'Costello' }, phoneNumber: '5552293326', postalCode: '49628-7978', region: 'MI' });

export function aPaymentDto(overrides: Partial<PaymentDto['creditCardDetail']> = {}): PaymentDto {
  return {
    id: 'pay-1',
    paymentType: 'CREDIT_CARD',
    visible: true,
    creditCardDetail: { address: { address: anAddressDto(), nickName: null, id: 'addr-1' }, addressId: 'addr-1', cardType: 'VISA', expirationMonth: 4, expirationYear: 2031, lastFourDigits: '1111', needsVerification: false, nameOnCard: 'Veronica Costello', expired: false, ...overrides },
  };
}

export const aDeliveryMethodDto = () => ({ id: 'STANDARD', name: 'Standard', price: 7.95, currencyCode: 'USD', businessDays: { min: 5, max: 7 }, estimatedDelivery: { from: '2026-11-27', to: '2026-12-01' } });

export function aCheckoutDto(overrides: Partial<CheckoutDto> = {}): CheckoutDto {
  return {
    checkoutId: 'chk-1',
    siteId: 'an-us',
    currencyCode: 'USD',
    status: 'OPEN',
    callCenter: false,
    customer: { profileId: 'cust-1', emailAddress: 'roni_cost@example.com', name: { first: 'Veronica', last: 'Costello' } },
    lines: [aCartLineDto()],
    savedAddresses: [{ id: 'addr-1', address: anAddressDto(), nickName: null, visible: true }],
    savedPayments: [aPaymentDto()],
    shippingAddress: { addressId: 'addr-1', address: anAddressDto() },
    deliveryMethods: [aDeliveryMethodDto()],
    deliveryMethod: aDeliveryMethodDto(),
    payment: null,
    totals: { subtotal: 54.5, shipping: 7.95, tax: 4.36, total: 66.81 },
    missing: ['payment'],
    updatedAt: 1_795_000_000_000,
    ...overrides,
  };
}

export function anOrderDto(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    orderNumber: 'VT-2026-001000',
    status: 'PLACED',
    placedAt: 1_795_000_000_000,
    siteId: 'an-us',
    currencyCode: 'USD',
    customer: { profileId: 'cust-1', name: { first: 'Veronica', last: 'Costello' } },
    placedBy: 'CUSTOMER',
    lines: [{ lineId: 'VT-2026-001000-1', productId: 'MH01', productSlug: 'chaz-kangeroo-hoodie', skuId: 'MH01-M-Black', displayName: 'Chaz Kangeroo Hoodie', colorName: 'Black', sizeName: 'M', fitName: null, quantity: 1, unitPrice: 54.5, lineTotal: 54.5, image: null }],
    shippingAddress: anAddressDto(),
    billingAddress: anAddressDto(),
    deliveryMethod: aDeliveryMethodDto(),
    payment: { paymentType: 'CREDIT_CARD', paymentGateway: 'PXP', cardType: 'VISA', lastFourDigits: '1111', expirationMonth: 4, expirationYear: 2031, giftCardMaskedNumber: null },
    totals: { subtotal: 54.5, shipping: 7.95, tax: 4.36, total: 66.81 },
    shipments: [{ trackingNumber: '1ZABCDEF0123456789', carrier: 'UPS', status: 'IN_TRANSIT', estimatedDelivery: '2026-11-27', lines: [{ skuId: 'MH01-M-Black', quantity: 1 }], events: [{ at: 1_795_000_100_000, status: 'PICKED_UP', description: 'Picked up by the carrier', location: 'Columbus, OH, US' }] }],
    ...overrides,
  };
}
