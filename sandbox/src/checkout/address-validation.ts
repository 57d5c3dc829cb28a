import type { AddressBodyDto } from '@vitrine/contract';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { ApiError } from '../api/api-error.js';
import { COUNTRIES } from '../sites/countries.js';
import type { SandboxSite } from '../sites/sites.js';
import { siteConfiguration } from '../sites/site-configuration.js';

/**
 * Address checks for the checkout and the address book (shell-and-account.md §3 "Address", §5
 * phone digits; docs/checkout-api.md "Shipping address"; decision 0102): required fields, the
 * postal code against the country's format (postcode-validator), the region against the country's
 * regions, the phone as 7-15 digits.
 */

/** Longest text per field (characters). */
const MAX_LENGTH = 100;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Reads and checks an address body. Returns it trimmed, with the country and region upper-cased,
 * the phone as digits only. Throws 400 ADDRESS_INVALID with `details.fields` (field → REQUIRED,
 * POSTAL_CODE_INVALID, REGION_INVALID, COUNTRY_INVALID, PHONE_INVALID, TOO_LONG) when anything fails.
 */
export function validateAddress(raw: unknown): AddressBodyDto {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const name = (typeof body.name === 'object' && body.name !== null ? body.name : {}) as Record<string, unknown>;
  const address: AddressBodyDto = {
    address1: text(body.address1),
    address2: text(body.address2),
    city: text(body.city),
    country: text(body.country).toUpperCase(),
    name: { first: text(name.first), last: text(name.last) },
    phoneNumber: text(body.phoneNumber).replace(/\D/g, ''),
    postalCode: text(body.postalCode).toUpperCase(),
    region: text(body.region).toUpperCase(),
  };
  const fields: Record<string, string> = {};
  const required: [string, string][] = [
    ['address1', address.address1],
    ['city', address.city],
    ['country', address.country],
    ['name.first', address.name.first],
    ['name.last', address.name.last],
  ];
  for (const [field, value] of required) if (value === '') fields[field] = 'REQUIRED';
  for (const [field, value] of [...required, ['address2', address.address2], ['postalCode', address.postalCode]] as [string, string][]) {
    if (value.length > MAX_LENGTH) fields[field] = 'TOO_LONG';
  }
  const country = COUNTRIES[address.country];
  if (address.country !== '' && !country) fields.country = 'COUNTRY_INVALID';
  if (country) {
    if (postcodeValidatorExistsForCountry(address.country)) {
      if (address.postalCode === '') fields.postalCode = 'REQUIRED';
      else if (!postcodeValidator(address.postalCode, address.country)) fields.postalCode = 'POSTAL_CODE_INVALID';
    }
    if (country.regions.length > 0) {
      if (address.region === '') fields.region = 'REQUIRED';
      else if (!country.regions.some((r) => r.code === address.region)) fields.region = 'REGION_INVALID';
    } else if (address.region !== '') {
      fields.region = 'REGION_INVALID';
    }
  }
  if (address.phoneNumber !== '' && !/^\d{7,15}$/.test(address.phoneNumber)) fields.phoneNumber = 'PHONE_INVALID';
  if (Object.keys(fields).length > 0) throw new ApiError(400, 'ADDRESS_INVALID', 'The address is not valid', { fields });
  return address;
}

/**
 * Throws 422 SHIPPING_DESTINATION_NOT_SUPPORTED when the site does not ship to `country` (its
 * configuration's isShipping countries).
 */
export function assertShipsTo(site: SandboxSite, country: string): void {
  const ships = siteConfiguration(site).countries.some((c) => c.countryCode === country && c.isShipping);
  if (!ships) throw new ApiError(422, 'SHIPPING_DESTINATION_NOT_SUPPORTED', `${site.siteId} does not ship to ${country}`, { country });
}
