import { CA, US } from 'country-region-data';
import { parsePhoneNumberFromString, validatePhoneNumberLength, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import type { Address, AddressFieldErrorCode } from '@vitrine/core';
import phoneMetadata from './phone-metadata.json';

/**
 * The address form of the shipping address step and of the address book (decision 0181), checked in the browser before it is sent
 * with the server's own rules and codes (docs/checkout-api.md "Shipping address", decision 0102;
 * shell-and-account.md §5 "Phone numbers are sent as digits only"; decision 0117): required
 * fields, the postal code against the country's format (postcode-validator, the library the
 * sandbox checks with), a region chosen from the country's regions (country-region-data, the
 * library the sandbox checks with), the phone parsed for the address's country with
 * libphonenumber-js (its metadata kept to the sites' countries) and sent as digits only. The
 * server stays the judge (ADDRESS_INVALID details.fields map onto the same field names).
 */

/** The form's fields, as typed. */
export interface AddressDraft {
  readonly firstName: string;
  readonly lastName: string;
  readonly address1: string;
  readonly address2: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly region: string;
  readonly postalCode: string;
  /** As typed ('(215) 555-0123'); sent as digits only. */
  readonly phone: string;
}

/** The form's field names, as the server's `details.fields` names them. */
export type AddressField = 'name.first' | 'name.last' | 'address1' | 'address2' | 'city' | 'country' | 'region' | 'postalCode' | 'phoneNumber';

/** Field → problem code (the server's AddressFieldErrorCode). */
export type AddressDraftErrors = Partial<Record<AddressField, AddressFieldErrorCode>>;

/** Countries whose addresses need a region: US states and Canadian provinces (docs/checkout-api.md). */
export const COUNTRIES_WITH_REGIONS: readonly string[] = ['US', 'CA'];

/** What a country calls its regions: the label of the region select. */
export type RegionKind = 'state' | 'province' | 'region';

/** The region label of `country`: 'state' (US), 'province' (CA), else 'region'. */
export function regionKindOf(country: string): RegionKind {
  return country === 'US' ? 'state' : country === 'CA' ? 'province' : 'region';
}

const REGION_DATA: Readonly<Record<string, readonly (readonly [string, string])[]>> = { US: US[2], CA: CA[2] };

/**
 * The regions of `country` as [code, name] pairs in country-region-data's order (US states,
 * territories and armed-forces codes; Canadian provinces and territories), or [] for a country
 * whose addresses carry no region.
 */
export function regionsOf(country: string): readonly (readonly [string, string])[] {
  return (REGION_DATA[country] ?? []).map(([name, code]) => [code, name] as const);
}

const PHONE_METADATA = phoneMetadata as unknown as MetadataJson;

/**
 * The digits to send for a phone typed for an address in `country` (shell-and-account.md §5 "Phone
 * numbers are sent as digits only"): the national number as the country writes it ('(215)
 * 555-0123' → '2155550123'; '+33 1 23 45 67 89' with FR → '0123456789') when libphonenumber-js
 * can read it, else every digit typed.
 */
export function phoneDigits(text: string, country = ''): string {
  const parsed = country === '' ? undefined : parsePhoneNumberFromString(text, country as CountryCode, PHONE_METADATA);
  return (parsed ? parsed.formatNational() : text).replace(/\D/g, '');
}

/** A phone kept as digits, written the way `country` writes it ('2155550123' → '(215) 555-0123'); as given when it cannot be read. */
export function formatPhone(digits: string, country: string): string {
  if (digits === '') return '';
  const parsed = parsePhoneNumberFromString(digits, country as CountryCode, PHONE_METADATA);
  return parsed ? parsed.formatNational() : digits;
}

/** True when `text` has a possible length for a phone number of `country` (libphonenumber-js); a country it does not know falls back to 7-15 digits. */
export function isPossiblePhone(text: string, country: string): boolean {
  const digits = text.replace(/\D/g, '');
  if (!(country in PHONE_METADATA.countries)) return digits.length >= 7 && digits.length <= 15;
  return validatePhoneNumberLength(text, country as CountryCode, PHONE_METADATA) === undefined;
}

/** Longest text per field (characters), as the sandbox checks it. */
const MAX_LENGTH = 100;

/** An empty form for `country`, with the customer's name filled in. */
export function emptyAddressDraft(country: string, name: { readonly first: string; readonly last: string } | null = null): AddressDraft {
  return { firstName: name?.first ?? '', lastName: name?.last ?? '', address1: '', address2: '', city: '', country, region: '', postalCode: '', phone: '' };
}

/** The form holding an address (to edit the checkout's new address again). */
export function draftOfAddress(address: Address): AddressDraft {
  return {
    firstName: address.name.first,
    lastName: address.name.last,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    country: address.country,
    region: address.region,
    postalCode: address.postalCode,
    phone: formatPhone(address.phoneNumber, address.country),
  };
}

/**
 * The problems of a draft, field by field: REQUIRED for an empty first name, last name, address
 * line 1, city, country, postal code (countries with postal codes) or region (US, CA);
 * POSTAL_CODE_INVALID for a code that does not fit the country's format; REGION_INVALID for a
 * region that is not one of the country's; PHONE_INVALID for a phone whose length is not possible
 * in the country (an empty phone is fine); TOO_LONG over 100 characters. Pure.
 */
export function addressDraftErrors(draft: AddressDraft): AddressDraftErrors {
  const errors: AddressDraftErrors = {};
  const required: [AddressField, string][] = [
    ['name.first', draft.firstName],
    ['name.last', draft.lastName],
    ['address1', draft.address1],
    ['city', draft.city],
    ['country', draft.country],
  ];
  for (const [field, value] of required) if (value.trim() === '') errors[field] = 'REQUIRED';
  for (const [field, value] of [...required, ['address2', draft.address2], ['postalCode', draft.postalCode]] as [AddressField, string][]) {
    if (value.trim().length > MAX_LENGTH) errors[field] = 'TOO_LONG';
  }
  const country = draft.country.trim().toUpperCase();
  const postalCode = draft.postalCode.trim();
  if (country !== '' && postcodeValidatorExistsForCountry(country)) {
    if (postalCode === '') errors.postalCode = 'REQUIRED';
    else if (!errors.postalCode && !postcodeValidator(postalCode, country)) errors.postalCode = 'POSTAL_CODE_INVALID';
  }
  const region = draft.region.trim().toUpperCase();
  if (COUNTRIES_WITH_REGIONS.includes(country)) {
    if (region === '') errors.region = 'REQUIRED';
    else if (!regionsOf(country).some(([code]) => code === region)) errors.region = 'REGION_INVALID';
  }
  const phone = phoneDigits(draft.phone, country);
  if (draft.phone.trim() !== '' && (phone.length < 7 || phone.length > 15 || !isPossiblePhone(draft.phone, country))) errors.phoneNumber = 'PHONE_INVALID';
  return errors;
}

/** The address to send: trimmed, country and region upper-cased, the phone as digits only. Pure. */
export function addressOfDraft(draft: AddressDraft): Address {
  return {
    address1: draft.address1.trim(),
    address2: draft.address2.trim(),
    city: draft.city.trim(),
    country: draft.country.trim().toUpperCase(),
    name: { first: draft.firstName.trim(), last: draft.lastName.trim() },
    phoneNumber: phoneDigits(draft.phone, draft.country.trim().toUpperCase()),
    postalCode: draft.postalCode.trim(),
    region: COUNTRIES_WITH_REGIONS.includes(draft.country.trim().toUpperCase()) ? draft.region.trim().toUpperCase() : '',
  };
}

/** The server's `details.fields` of an ADDRESS_INVALID answer, kept to the form's fields. */
export function serverAddressErrors(details: Readonly<Record<string, unknown>> | undefined): AddressDraftErrors {
  const fields = details?.['fields'];
  if (typeof fields !== 'object' || fields === null) return {};
  const known: readonly AddressField[] = ['name.first', 'name.last', 'address1', 'address2', 'city', 'country', 'region', 'postalCode', 'phoneNumber'];
  return Object.fromEntries(Object.entries(fields as Record<string, unknown>).filter(([field]) => known.includes(field as AddressField))) as AddressDraftErrors;
}
