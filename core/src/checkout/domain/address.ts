/**
 * Addresses of the checkout and the address book (shell-and-account.md §3 "Address", "Payment"
 * address; §5 phone numbers; docs/checkout-api.md "Shipping address"; decision 0102).
 */

/** A person's name on an address. */
export interface PersonName {
  readonly first: string;
  readonly last: string;
}

/** An address body (shell-and-account.md §3). */
export interface Address {
  readonly address1: string;
  readonly address2: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2 ('US'). */
  readonly country: string;
  readonly name: PersonName;
  /** Digits only (shell-and-account.md §5); '' when none. */
  readonly phoneNumber: string;
  /** As typed ('49628-7978', 'SW1A 1AA'); '' for countries without postal codes. */
  readonly postalCode: string;
  /** Region code ('IL', 'ON') or '' when the country has none. */
  readonly region: string;
}

/** An address of the customer's address book: "the address body plus a visible flag" (§3). */
export interface SavedAddress {
  /** 'addr-…'. */
  readonly id: string;
  readonly address: Address;
  readonly nickName: string | null;
  readonly visible: boolean;
}

/** Per-field codes of an invalid address (400 ADDRESS_INVALID `details.fields`). */
export type AddressFieldErrorCode =
  | 'REQUIRED'
  | 'POSTAL_CODE_INVALID'
  | 'REGION_INVALID'
  | 'COUNTRY_INVALID'
  | 'PHONE_INVALID'
  | 'TOO_LONG';

/** Field path ('postalCode', 'name.first') → code. */
export type AddressFieldErrors = Readonly<Record<string, AddressFieldErrorCode>>;

/**
 * Normalizes a postal code for comparison (order details' customerZipCode, tracking's bzip):
 * upper case without spaces or dashes; a US ZIP+4 keeps its first 5 digits when `country` is 'US'.
 */
export function comparablePostalCode(postalCode: string, country?: string): string {
  const compact = postalCode.toUpperCase().replace(/[\s-]/g, '');
  return country === 'US' && /^\d{9}$/.test(compact) ? compact.slice(0, 5) : compact;
}
