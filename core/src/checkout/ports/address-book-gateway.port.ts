import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { Address, SavedAddress } from '../domain/address.js';
import type { AddressBookError } from '../domain/checkout.errors.js';

/**
 * Port: the customer's address book (shell-and-account.md §3 "Address", §7 /me/addresses;
 * docs/checkout-api.md "Address book"). Implemented by KyAddressBookGateway and InMemoryAddressBook.
 * Reads need a REGISTERED session, writes AUTHORIZED (SIGN_IN_REQUIRED with
 * details.requiredScope). Transport faults throw.
 */
export interface AddressBookGateway {
  /** Every address, hidden ones included (GET /profile/v0/{siteId}/me/addresses). */
  list(): Promise<Result<readonly SavedAddress[], AddressBookError>>;

  /** One address (GET …/me/addresses/{id}). Errors: NOT_FOUND. */
  get(id: string): Promise<Result<SavedAddress, AddressBookError>>;

  /** Adds an address (POST …/me/addresses), validated per country. Errors: INVALID (details.fields). */
  add(input: { readonly address: Address; readonly nickName?: string | null; readonly visible?: boolean }): Promise<Result<SavedAddress, AddressBookError>>;

  /** Replaces an address (PUT …/me/addresses/{id}). Errors: NOT_FOUND, INVALID. */
  update(id: string, input: { readonly address: Address; readonly nickName?: string | null; readonly visible?: boolean }): Promise<Result<SavedAddress, AddressBookError>>;

  /** Deletes an address (DELETE …/me/addresses/{id}); clears the profile default if it was it. Errors: NOT_FOUND. */
  remove(id: string): Promise<Result<void, AddressBookError>>;
}
export const AddressBookGateway = token<AddressBookGateway>('AddressBookGateway');
