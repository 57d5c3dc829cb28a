import type { PaymentMethodConfigDto } from '@vitrine/contract';
import { isPaymentMethodUsable, isPaymentTypeAllowedForSession } from '@vitrine/core';
import { ApiError } from '../api/api-error.js';
import type { SandboxSite } from '../sites/sites.js';

/**
 * The payment methods of every site (shell-and-account.md §3 "Payment method config", §4 gateways,
 * §9 payment types; decision 0104), in the order the payment step offers them. Every site gets the
 * same list; currencies and excluded languages make them differ (Klarna is not offered in French,
 * Afterpay only in USD/CAD, Clearpay only in GBP, Sofort is inactive).
 */
export const PAYMENT_METHOD_CONFIGS: readonly PaymentMethodConfigDto[] = [
  { methodType: 'CREDIT_CARD', active: true, transactionalCurrencies: ['USD', 'GBP', 'CAD', 'EUR', 'CNY'], excludedLanguages: [], paymentGateway: 'STRIPE' },
  { methodType: 'GIFT_CARD', active: true, transactionalCurrencies: ['USD', 'GBP', 'CAD', 'EUR', 'CNY'], excludedLanguages: [], paymentGateway: 'ACI' },
  { methodType: 'PAYPAL', active: true, transactionalCurrencies: ['USD', 'GBP', 'CAD', 'EUR'], excludedLanguages: [], paymentGateway: 'ACI' },
  { methodType: 'APPLE_PAY', active: true, transactionalCurrencies: ['USD', 'GBP', 'CAD', 'EUR'], excludedLanguages: [], paymentGateway: 'STRIPE' },
  { methodType: 'KLARNA', active: true, transactionalCurrencies: ['USD', 'GBP', 'EUR'], excludedLanguages: ['fr'], paymentGateway: 'STRIPE' },
  { methodType: 'AFTERPAY', active: true, transactionalCurrencies: ['USD', 'CAD'], excludedLanguages: [], paymentGateway: 'STRIPE' },
  { methodType: 'CLEARPAY', active: true, transactionalCurrencies: ['GBP'], excludedLanguages: [], paymentGateway: 'STRIPE' },
  { methodType: 'SOFORT', active: false, transactionalCurrencies: ['EUR'], excludedLanguages: [], paymentGateway: 'STRIPE' },
  { methodType: 'CC_REP_HOLD', active: true, transactionalCurrencies: ['USD', 'GBP', 'CAD', 'EUR', 'CNY'], excludedLanguages: [], paymentGateway: null },
];

/** The site configuration's `payments` for a site (copies, so callers may not change the table). */
export function paymentMethodConfigs(_site: SandboxSite): PaymentMethodConfigDto[] {
  return PAYMENT_METHOD_CONFIGS.map((m) => ({ ...m, transactionalCurrencies: [...m.transactionalCurrencies], excludedLanguages: [...m.excludedLanguages] }));
}

/**
 * The config of `methodType` when a payment may use it on this site now: known, usable (active,
 * currency, language: core's isPaymentMethodUsable) and allowed for the session kind (call centre:
 * only CREDIT_CARD, GIFT_CARD, CC_REP_HOLD; CC_REP_HOLD nowhere else). Throws 422
 * PAYMENT_METHOD_NOT_ALLOWED with details.paymentType and details.reason
 * ('UNKNOWN' | 'NOT_USABLE' | 'SESSION') otherwise.
 */
export function requireUsableMethod(site: SandboxSite, methodType: string, context: { currency: string; language: string; callCenter: boolean }): PaymentMethodConfigDto {
  const config = paymentMethodConfigs(site).find((m) => m.methodType === methodType);
  const refuse = (reason: string, message: string) => new ApiError(422, 'PAYMENT_METHOD_NOT_ALLOWED', message, { paymentType: methodType, reason });
  if (!config) throw refuse('UNKNOWN', `Unknown payment type ${methodType}`);
  if (!isPaymentTypeAllowedForSession(methodType, context.callCenter)) {
    throw refuse('SESSION', context.callCenter ? `A call-centre checkout cannot pay with ${methodType}` : `${methodType} is only for call-centre checkouts`);
  }
  if (!isPaymentMethodUsable(config, context)) throw refuse('NOT_USABLE', `${methodType} is not available for ${context.currency} in ${context.language}`);
  return config;
}
