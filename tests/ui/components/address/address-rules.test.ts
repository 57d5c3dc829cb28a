import { describe, expect, it } from 'vitest';
import { addressDraftErrors, addressOfDraft, draftOfAddress, emptyAddressDraft, formatPhone, isPossiblePhone, phoneDigits, regionKindOf, regionsOf, serverAddressErrors } from '../../../../ui/src/components/address/address-rules';

const valid = { ...emptyAddressDraft('US', { first: 'Ada', last: 'Lovelace' }), address1: '1 Main St', city: 'Springfield', region: 'il', postalCode: '62704', phone: '+1 (217) 555-0142' };

describe('address rules (docs/checkout-api.md "Shipping address"; decision 0117)', () => {
  it('a complete US address passes and is sent trimmed, upper-cased, with the phone as digits only', () => {
    expect(addressDraftErrors(valid)).toEqual({});
    expect(addressOfDraft({ ...valid, city: ' Springfield ' })).toEqual({
      address1: '1 Main St',
      address2: '',
      city: 'Springfield',
      country: 'US',
      name: { first: 'Ada', last: 'Lovelace' },
      phoneNumber: '2175550142',
      postalCode: '62704',
      region: 'IL',
    });
  });

  it('names the missing fields with the server codes; a region is needed in the US and Canada only', () => {
    expect(addressDraftErrors(emptyAddressDraft('US'))).toEqual({ 'name.first': 'REQUIRED', 'name.last': 'REQUIRED', address1: 'REQUIRED', city: 'REQUIRED', postalCode: 'REQUIRED', region: 'REQUIRED' });
    expect(addressDraftErrors({ ...valid, country: 'GB', region: '', postalCode: 'SW1A 1AA' })).toEqual({});
  });

  it('checks the postal code against the country (postcode-validator) and the phone length', () => {
    expect(addressDraftErrors({ ...valid, postalCode: '6270' }).postalCode).toBe('POSTAL_CODE_INVALID');
    expect(addressDraftErrors({ ...valid, country: 'CA', region: 'ON', postalCode: 'K1A 0B1' })).toEqual({});
    expect(addressDraftErrors({ ...valid, country: 'CA', region: 'ON', postalCode: '62704' }).postalCode).toBe('POSTAL_CODE_INVALID');
    expect(addressDraftErrors({ ...valid, phone: '555-12' }).phoneNumber).toBe('PHONE_INVALID');
    expect(addressDraftErrors({ ...valid, phone: '' }).phoneNumber).toBeUndefined();
  });

  it('round-trips an address through the form', () => {
    const address = addressOfDraft(valid);
    expect(addressOfDraft(draftOfAddress(address))).toEqual(address);
  });

  it('keeps only the form fields of a server ADDRESS_INVALID answer', () => {
    expect(serverAddressErrors({ fields: { region: 'REGION_INVALID', other: 'REQUIRED' } })).toEqual({ region: 'REGION_INVALID' });
    expect(serverAddressErrors(undefined)).toEqual({});
  });
});

describe('regions and phones (decision 0181)', () => {
  it("lists a country's regions from country-region-data and names them after the country", () => {
    expect(regionsOf('US')).toContainEqual(['IL', 'Illinois']);
    expect(regionsOf('CA')).toContainEqual(['ON', 'Ontario']);
    expect(regionsOf('GB')).toEqual([]);
    expect([regionKindOf('US'), regionKindOf('CA'), regionKindOf('GB')]).toEqual(['state', 'province', 'region']);
  });

  it('refuses a region that is not one of the country\'s, and drops the region of a country without regions', () => {
    expect(addressDraftErrors({ ...valid, region: 'ON' }).region).toBe('REGION_INVALID');
    expect(addressOfDraft({ ...valid, country: 'GB', region: 'IL', postalCode: 'SW1A 1AA' }).region).toBe('');
  });

  it("reads phones for the address's country and sends the national digits", () => {
    expect(phoneDigits('+33 1 23 45 67 89', 'FR')).toBe('0123456789');
    expect(phoneDigits('(215) 555-0123', 'US')).toBe('2155550123');
    expect(phoneDigits('12-34', '')).toBe('1234');
    expect(formatPhone('2155550123', 'US')).toBe('(215) 555-0123');
    expect(formatPhone('', 'US')).toBe('');
    expect(isPossiblePhone('555-0123', 'US')).toBe(false);
    expect(isPossiblePhone('020 7946 0958', 'GB')).toBe(true);
    expect(isPossiblePhone('1234567', 'JP')).toBe(true);
  });
});
