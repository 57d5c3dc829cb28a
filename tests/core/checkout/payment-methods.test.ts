import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardPaymentGateway,
  eligiblePaymentMethods,
  isApplePayAvailable,
  isLocalPaymentType,
  isPaymentMethodUsable,
  isPaymentType,
  isPaymentTypeAllowedForSession,
  LOCAL_PAYMENT_TYPES,
  parsePaymentGateway,
  PAYMENT_TYPES,
  type PaymentMethodConfig,
} from '@vitrine/core';

const method = (methodType: string, overrides: Partial<PaymentMethodConfig> = {}): PaymentMethodConfig => ({
  methodType,
  active: true,
  transactionalCurrencies: ['USD', 'CAD'],
  excludedLanguages: [],
  paymentGateway: 'STRIPE',
  ...overrides,
});
const us = { currency: 'USD', language: 'en-US', callCenter: false };

describe('isPaymentMethodUsable (shell §5)', () => {
  it('is usable when active, in currency and not excluded', () => {
    expect(isPaymentMethodUsable(method('PAYPAL'), us)).toBe(true);
  });
  it('is not usable when inactive', () => {
    expect(isPaymentMethodUsable(method('PAYPAL', { active: false }), us)).toBe(false);
  });
  it('is not usable in another currency (case-insensitive compare)', () => {
    expect(isPaymentMethodUsable(method('PAYPAL'), { ...us, currency: 'eur' })).toBe(false);
    expect(isPaymentMethodUsable(method('PAYPAL'), { ...us, currency: 'cad' })).toBe(true);
  });
  it('is not usable in an excluded language, by language or locale', () => {
    expect(isPaymentMethodUsable(method('KLARNA', { excludedLanguages: ['fr'] }), { ...us, language: 'fr-CA' })).toBe(false);
    expect(isPaymentMethodUsable(method('KLARNA', { excludedLanguages: ['fr-CA'] }), { ...us, language: 'fr' })).toBe(false);
    expect(isPaymentMethodUsable(method('KLARNA', { excludedLanguages: ['FR-ca'] }), { ...us, language: 'fr-CA' })).toBe(false);
    expect(isPaymentMethodUsable(method('KLARNA', { excludedLanguages: ['fr-FR'] }), { ...us, language: 'fr-CA' })).toBe(true);
  });
  it('property: usable iff all three conditions hold', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.subarray(['USD', 'EUR', 'GBP']), fc.subarray(['en', 'fr', 'de']), fc.constantFrom('USD', 'EUR'), fc.constantFrom('en', 'fr'), (active, currencies, excluded, currency, language) => {
        const got = isPaymentMethodUsable(method('X', { active, transactionalCurrencies: currencies, excludedLanguages: excluded }), { currency, language });
        expect(got).toBe(active && currencies.includes(currency) && !excluded.includes(language));
      }),
    );
  });
});

describe('session rules (shell §5)', () => {
  it('call-centre sessions allow only credit card, gift card and rep hold', () => {
    expect(['CREDIT_CARD', 'GIFT_CARD', 'CC_REP_HOLD'].every((t) => isPaymentTypeAllowedForSession(t, true))).toBe(true);
    expect(isPaymentTypeAllowedForSession('PAYPAL', true)).toBe(false);
  });
  it('rep hold is disallowed otherwise', () => {
    expect(isPaymentTypeAllowedForSession('CC_REP_HOLD', false)).toBe(false);
    expect(isPaymentTypeAllowedForSession('PAYPAL', false)).toBe(true);
  });
});

describe('Apple Pay (shell §4)', () => {
  it('needs session version 3 and the ability to make payments', () => {
    expect(isApplePayAvailable({ supportsVersion3: true, canMakePayments: true })).toBe(true);
    expect(isApplePayAvailable({ supportsVersion3: false, canMakePayments: true })).toBe(false);
    expect(isApplePayAvailable({ supportsVersion3: true, canMakePayments: false })).toBe(false);
    expect(isApplePayAvailable(null)).toBe(false);
  });
});

describe('eligiblePaymentMethods', () => {
  const configs = [method('CREDIT_CARD'), method('APPLE_PAY'), method('CC_REP_HOLD'), method('PAYPAL', { active: false }), method('GIFT_CARD')];
  it('filters by config, session and Apple Pay capability, in order', () => {
    expect(eligiblePaymentMethods(configs, us).map((c) => c.methodType)).toEqual(['CREDIT_CARD', 'GIFT_CARD']);
    expect(eligiblePaymentMethods(configs, { ...us, applePay: { supportsVersion3: true, canMakePayments: true } }).map((c) => c.methodType)).toEqual(['CREDIT_CARD', 'APPLE_PAY', 'GIFT_CARD']);
    expect(eligiblePaymentMethods(configs, { ...us, callCenter: true }).map((c) => c.methodType)).toEqual(['CREDIT_CARD', 'CC_REP_HOLD', 'GIFT_CARD']);
  });
  it('property: a call-centre session never gets anything but the three types; others never get rep hold', () => {
    fc.assert(
      fc.property(fc.subarray([...PAYMENT_TYPES]), fc.boolean(), (types, callCenter) => {
        const got = eligiblePaymentMethods(types.map((t) => method(t)), { ...us, callCenter, applePay: { supportsVersion3: true, canMakePayments: true } }).map((c) => c.methodType);
        if (callCenter) expect(got.every((t) => ['CREDIT_CARD', 'GIFT_CARD', 'CC_REP_HOLD'].includes(t))).toBe(true);
        else expect(got).not.toContain('CC_REP_HOLD');
      }),
    );
  });
});

describe('types and gateways (shell §4, §9)', () => {
  it('knows payment and local payment types', () => {
    expect(PAYMENT_TYPES).toHaveLength(11);
    expect(LOCAL_PAYMENT_TYPES).toEqual(['BANCONTACT', 'GIROPAY', 'IDEAL', 'KLARNA', 'TRUSTLY']);
    expect(isPaymentType('SOFORT')).toBe(true);
    expect(isPaymentType('IDEAL')).toBe(false);
    expect(isLocalPaymentType('IDEAL')).toBe(true);
    expect(isLocalPaymentType('PAYPAL')).toBe(false);
  });
  it('parses gateways', () => {
    expect(parsePaymentGateway(' aci ')).toBe('ACI');
    expect(parsePaymentGateway('ADYEN')).toBeNull();
    expect(parsePaymentGateway(null)).toBeNull();
    expect(parsePaymentGateway(undefined)).toBeNull();
  });
  it('a card encrypted client-side goes through PXP', () => {
    expect(cardPaymentGateway({ paymentGateway: 'ACI' }, true)).toBe('PXP');
    expect(cardPaymentGateway({ paymentGateway: 'ACI' }, false)).toBe('ACI');
  });
});
