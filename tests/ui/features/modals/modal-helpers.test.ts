import { describe, expect, it } from 'vitest';
import { MARKETING_SUBSCRIPTION_ERROR, type Product } from '@vitrine/core';
import { aProduct, aSiteConfiguration } from '../../../mothers/index';
import { hashModalParams, samePageHash } from '../../../../ui/src/features/modals/hash-modal-params';
import { checkSubscription } from '../../../../ui/src/features/modals/marketing-subscription-form';
import { hashModalFeatures } from '../../../../ui/src/features/modals/modal-host';
import { HASH_MODAL_VIEWS, isHashModal } from '../../../../ui/src/features/modals/modal-registry';
import { orderLookupPath } from '../../../../ui/src/features/modals/order-inquiry-modal';
import { quickshopDetailsPath } from '../../../../ui/src/features/modals/quickshop-modal';
import { requireFields } from '../../../../ui/src/components/forms/required-fields';
import { currencyPrefix } from '../../../../ui/src/features/modals/site-select-modal';
import { flagLoaderOf } from '../../../../ui/src/features/modals/flag-image';
import { checkSmsSignUp } from '../../../../ui/src/features/modals/sms-sign-up-modal';

const page = { origin: 'https://shop.test', pathname: '/fr-fr/cart', search: '?x=1' };

describe('hash modal parameters and same-page links (shell-and-account.md §2)', () => {
  it('reads the query after the hash name, else the page query', () => {
    expect(hashModalParams('#quickshop?slug=tee&color=001', '?q=shirts')).toEqual({ slug: 'tee', color: '001' });
    expect(hashModalParams('#giveaway', '?id=spring')).toEqual({ id: 'spring' });
    expect(hashModalParams('#contact-us', '')).toEqual({});
  });

  it('recognises same-page hash links only', () => {
    expect(samePageHash('#sign-in', page)).toBe('#sign-in');
    expect(samePageHash('#', page)).toBeNull();
    expect(samePageHash('/fr-fr/cart?x=1#contact-us', page)).toBe('#contact-us');
    expect(samePageHash('/fr-fr/cart#contact-us', page)).toBeNull();
    expect(samePageHash('https://elsewhere.test/fr-fr/cart?x=1#contact-us', page)).toBeNull();
    expect(samePageHash('/fr-fr/cart?x=1', page)).toBeNull();
    expect(samePageHash('http://[bad', page)).toBeNull();
  });

  it('gates #site-select and #sms-sign-up on the site’s feature flags; every hash has a view', () => {
    expect(hashModalFeatures(aSiteConfiguration({ features: { siteSelect: true } }))).toEqual({ siteSelect: true, smsOptIn: false });
    expect(hashModalFeatures(aSiteConfiguration({ features: { smsOptIn: true } }))).toEqual({ siteSelect: false, smsOptIn: true });
    expect(isHashModal('contact-us')).toBe(true);
    expect(isHashModal('toString')).toBe(false);
    expect(isHashModal(undefined)).toBe(false);
    expect(Object.keys(HASH_MODAL_VIEWS)).toHaveLength(13);
  });
});

describe('modal form checks', () => {
  const values = { emailAddress: 'ada@example.com', gender: 'female', brands: 'anthroliving', mobilePhoneNumber: '' };

  it('marketing sign-up: core’s rule, then the contact the channel needs', () => {
    expect(checkSubscription(values, 'email', 'email-sign-up-modal')).toEqual({
      ok: true,
      value: { additionalBrands: ['anthroliving'], gender: 'female', source: 'email-sign-up-modal', emailAddress: 'ada@example.com' },
    });
    const noGender = checkSubscription({ ...values, gender: '', emailAddress: ' ' }, 'email', 'email-sign-up-modal');
    expect(noGender).toEqual({ ok: false, error: { code: 'FORM.INVALID', message: MARKETING_SUBSCRIPTION_ERROR, details: { fields: ['gender', 'emailAddress'] } } });
    expect(checkSubscription({ ...values, brands: '' }, 'sms', 'sms')).toEqual({ ok: false, error: { code: 'FORM.INVALID', message: '', details: { fields: ['mobilePhoneNumber'] } } });
  });

  it('SMS sign-up sends the number as digits only, with the dialing country, and needs the consent', () => {
    const sms = { ...values, brands: '', mobilePhoneNumber: '+1 (555) 010-2000', consent: 'yes' };
    expect(checkSmsSignUp(sms, 'US')).toEqual({
      ok: true,
      value: { additionalBrands: [], gender: 'female', source: 'sms-sign-up-modal', mobilePhoneNumber: '15550102000', smsSignUpSourceId: 'sms-sign-up-modal', dialingCodeCountryCode: 'US' },
    });
    expect(checkSmsSignUp({ ...sms, consent: '' }, 'US')).toEqual({ ok: false, error: { code: 'FORM.INVALID', message: '', details: { fields: ['consent'] } } });
    const both = checkSmsSignUp({ ...sms, gender: '', consent: '' }, 'US');
    expect(both.ok ? [] : both.error.details?.['fields']).toEqual(['gender', 'consent']);
  });

  it('presence checks name the blank fields and trim the rest', () => {
    expect(requireFields({ cardNumber: ' 6006 ', pin: '12' }, ['cardNumber', 'pin'])).toEqual({ ok: true, value: { cardNumber: '6006', pin: '12' } });
    expect(requireFields({ cardNumber: '', pin: ' ' }, ['cardNumber', 'pin'])).toEqual({ ok: false, error: { code: 'FORM.INVALID', message: '', details: { fields: ['cardNumber', 'pin'] } } });
  });
});

describe('modal links and labels', () => {
  it('order inquiry opens the order page with customerZipCode', () => {
    expect(orderLookupPath('A 1/2', '62704')).toBe('/order/A%201%2F2?customerZipCode=62704');
  });

  it('quickshop passes the other parameters to the product page', () => {
    const product: Product = aProduct();
    expect(quickshopDetailsPath(product, { slug: product.productSlug, displayName: 'X', color: '001', size: 'M' })).toBe(`/shop/${product.productSlug}?color=001&size=M`);
    expect(quickshopDetailsPath(product, { slug: product.productSlug })).toBe(`/shop/${product.productSlug}`);
  });

  it('site select shows flags and currency prefixes', async () => {
    // One loader per flag of country-flag-icons (decision 0341); the loader gives the SVG's URL.
    await expect(flagLoaderOf('gb')!()).resolves.toMatch(/GB\.svg|^data:image\/svg\+xml/);
    expect(flagLoaderOf('XX')).toBeUndefined();
    expect(currencyPrefix('USD', 'en-US')).toBe('$');
    expect(currencyPrefix('CAD', 'en-US')).toBe('CA$');
    expect(currencyPrefix('EUR', 'de-DE')).toBe('€');
  });
});
