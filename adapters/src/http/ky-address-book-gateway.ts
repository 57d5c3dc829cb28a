import { err, ok, type Address, type AddressBookError, type AddressBookGateway, type Result, type SavedAddress, type SiteContext } from '@vitrine/core';
import { addressBookFailure } from './checkout-failures.js';
import type { HttpClient } from './client.js';
import type { SavedAddressDto, SavedAddressesResponseDto, SavedAddressRequestDto } from '@vitrine/contract';
import { addressDto, normalizeSavedAddress } from './normalizers/checkout.normalizer.js';

/**
 * AddressBookGateway over HTTP: /profile/v0/{siteId}/me/addresses (shell-and-account.md §7;
 * docs/checkout-api.md). Coded AddressBookErrors for the expected failures; faults throw HttpError.
 */
export class KyAddressBookGateway implements AddressBookGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private path(suffix = ''): string {
    return `/profile/v0/${encodeURIComponent(this.site.siteId)}/me/addresses${suffix}`;
  }

  private async call<T>(request: () => Promise<T>): Promise<Result<T, AddressBookError>> {
    try {
      return ok(await request());
    } catch (error) {
      return err(addressBookFailure(error));
    }
  }

  private body(input: { readonly address: Address; readonly nickName?: string | null; readonly visible?: boolean }): SavedAddressRequestDto {
    return { address: addressDto(input.address), ...(input.nickName !== undefined ? { nickName: input.nickName } : {}), ...(input.visible !== undefined ? { visible: input.visible } : {}) };
  }

  list(): Promise<Result<readonly SavedAddress[], AddressBookError>> {
    return this.call(async () => (await this.http.get<SavedAddressesResponseDto>(this.path())).addresses.map(normalizeSavedAddress));
  }

  get(id: string): Promise<Result<SavedAddress, AddressBookError>> {
    return this.call(async () => normalizeSavedAddress(await this.http.get<SavedAddressDto>(this.path(`/${encodeURIComponent(id)}`))));
  }

  add(input: { readonly address: Address; readonly nickName?: string | null; readonly visible?: boolean }): Promise<Result<SavedAddress, AddressBookError>> {
    return this.call(async () => normalizeSavedAddress(await this.http.post<SavedAddressDto>(this.path(), { json: this.body(input) })));
  }

  update(id: string, input: { readonly address: Address; readonly nickName?: string | null; readonly visible?: boolean }): Promise<Result<SavedAddress, AddressBookError>> {
    return this.call(async () => normalizeSavedAddress(await this.http.put<SavedAddressDto>(this.path(`/${encodeURIComponent(id)}`), { json: this.body(input) })));
  }

  remove(id: string): Promise<Result<void, AddressBookError>> {
    return this.call(async () => void (await this.http.delete<unknown>(this.path(`/${encodeURIComponent(id)}`))));
  }
}
