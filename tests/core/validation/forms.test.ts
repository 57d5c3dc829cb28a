import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogRequestFieldOf,
  CATALOG_REQUEST_MISMATCH_CODES,
  MARKETING_SUBSCRIPTION_ERROR,
  phoneDigits,
  validateCatalogRequest,
  validateContactUs,
  validateGenericEmailForm,
  validateMarketingSubscription,
} from '@vitrine/core';

const fieldsOf = (r: { ok: boolean; error?: { details?: Record<string, unknown> } }) => (r.ok ? [] : r.error!.details!['fields']);

describe('marketing subscription (shell §5)', () => {
  it('needs a brand list, a gender and a source', () => {
    expect(validateMarketingSubscription({ additionalBrands: [], gender: 'F', source: 'footer' }).ok).toBe(true);
    const r = validateMarketingSubscription({ additionalBrands: 'an' as never, gender: '', source: undefined });
    expect(!r.ok && r.error).toEqual({ code: 'FORM.INVALID', message: 'Invalid parameters supplied to submitMarketingSubscription', details: { fields: ['additionalBrands', 'gender', 'source'] } });
    expect(MARKETING_SUBSCRIPTION_ERROR).toBe('Invalid parameters supplied to submitMarketingSubscription');
  });
});

describe('contact-us (shell §5)', () => {
  const full = { firstName: 'A', lastName: 'B', replyToEmail: 'a@b.c', subjectCode: 'ORD', subjectText: 'Order' };
  it('needs first name, last name, reply-to email, subject code and subject text', () => {
    expect(validateContactUs(full).ok).toBe(true);
    expect(fieldsOf(validateContactUs({}))).toEqual(['firstName', 'lastName', 'replyToEmail', 'subjectCode', 'subjectText']);
    expect(!validateContactUs({}).ok && (validateContactUs({}) as { error: { message: string } }).error.message).toBe('Invalid parameters passed to submitContactUs');
  });
  it('property: exactly the blank fields are reported', () => {
    const keys = Object.keys(full) as (keyof typeof full)[];
    fc.assert(fc.property(fc.subarray(keys), (blank) => {
      const input = { ...full };
      for (const k of blank) input[k] = ' ';
      expect(fieldsOf(validateContactUs(input))).toEqual(keys.filter((k) => blank.includes(k)));
    }));
  });
});

describe('catalog request (shell §5)', () => {
  it('needs the address fields', () => {
    expect(validateCatalogRequest({ firstName: 'A', lastName: 'B', address1: '1 St', city: 'C', region: 'NY', postalCode: '10001', country: 'US' }).ok).toBe(true);
    expect(fieldsOf(validateCatalogRequest({ firstName: 'A' }))).toEqual(['lastName', 'address1', 'city', 'region', 'postalCode', 'country']);
  });
  it('maps the mismatch codes to fields', () => {
    expect(CATALOG_REQUEST_MISMATCH_CODES).toEqual(['REGION_INVALID_FOR_POSTAL_CODE', 'POSTAL_CODE_INVALID_FOR_REGION']);
    expect(catalogRequestFieldOf('REGION_INVALID_FOR_POSTAL_CODE')).toBe('region');
    expect(catalogRequestFieldOf('POSTAL_CODE_INVALID_FOR_REGION')).toBe('postalCode');
    expect(catalogRequestFieldOf('OTHER')).toBeNull();
  });
});

describe('generic email form (shopping §5)', () => {
  const config = { brandCode: 'AN', eid: 'E1', sendToEmail: 'x@y.z' };
  it('needs a body and a config with brandCode, eid and sendToEmail', () => {
    expect(validateGenericEmailForm({ body: { a: 1 }, config }).ok).toBe(true);
    expect(validateGenericEmailForm({ body: 'text', config }).ok).toBe(true);
    expect(fieldsOf(validateGenericEmailForm({ body: {}, config: { brandCode: 'AN' } }))).toEqual(['body', 'config.eid', 'config.sendToEmail']);
    expect(fieldsOf(validateGenericEmailForm({}))).toEqual(['body', 'config.brandCode', 'config.eid', 'config.sendToEmail']);
  });
});

describe('phone digits (shell §5)', () => {
  it('keeps digits only', () => {
    expect(phoneDigits('+1 (555) 010-2000')).toBe('15550102000');
  });
  it('property: the result is only digits and keeps every digit in order', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const d = phoneDigits(s);
      expect(d).toMatch(/^\d*$/);
      expect(d).toBe([...s].filter((c) => c >= '0' && c <= '9').join(''));
    }));
  });
});
