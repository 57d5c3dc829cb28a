import { describe, expect, it } from 'vitest';
import { eligiblePaymentMethods } from '@vitrine/core';
import { normalizeSiteConfiguration } from '../../../../adapters/src/http/normalizers/site-configuration.normalizer.js';
import { aSiteConfigurationDto } from '../../../mothers/dto/site-configuration.dto.mother.js';

/** The additive `payments` of the site configuration (shell-and-account.md §3 "Payment method config"; docs/checkout-api.md). */

describe('normalizeSiteConfiguration payments', () => {
  it('copies the payment method configs so core can filter them; leaves them out when the server sends none', () => {
    const payments = [
      { methodType: 'CREDIT_CARD', active: true, transactionalCurrencies: ['USD'], excludedLanguages: [], paymentGateway: 'STRIPE' },
      { methodType: 'KLARNA', active: true, transactionalCurrencies: ['USD'], excludedLanguages: ['fr'], paymentGateway: 'STRIPE' },
      { methodType: 'CC_REP_HOLD', active: true, transactionalCurrencies: ['USD'], excludedLanguages: [], paymentGateway: null },
    ];
    const config = normalizeSiteConfiguration({ ...aSiteConfigurationDto(), payments });
    expect(config.payments).toEqual(payments);
    expect(eligiblePaymentMethods(config.payments!, { currency: 'USD', language: 'fr', callCenter: false }).map((m) => m.methodType)).toEqual(['CREDIT_CARD']);
    expect('payments' in normalizeSiteConfiguration(aSiteConfigurationDto())).toBe(false);
  });
});
