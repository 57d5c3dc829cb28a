import { domainError, err, ok, type Address, type AddressBookError, type AddressBookGateway, type Result, type SavedAddress } from '@vitrine/core';

/** Field checks of the in-memory address fakes: required fields and phone digits (the sandbox also checks postal formats). */
export function fakeAddressErrors(address: Address): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [field, value] of [['address1', address.address1], ['city', address.city], ['country', address.country], ['name.first', address.name.first], ['name.last', address.name.last], ['postalCode', address.postalCode]] as const) {
    if (value.trim() === '') fields[field] = 'REQUIRED';
  }
  if (address.phoneNumber !== '' && !/^\d{7,15}$/.test(address.phoneNumber.replace(/\D/g, ''))) fields.phoneNumber = 'PHONE_INVALID';
  return fields;
}

/** Options of {@link InMemoryAddressBook} with one book per customer. */
export interface InMemoryAddressBookOptions {
  /** The signed-in customer's id, or null for a guest (every call ADDRESS.SIGN_IN_REQUIRED). */
  readonly owner: () => string | null;
  /** Each customer's first addresses (customer id → addresses). */
  readonly seeded?: Readonly<Record<string, readonly SavedAddress[]>>;
}

/**
 * AddressBookGateway in memory (shell-and-account.md §7 /me/addresses): list, get, add, update,
 * remove with ADDRESS.NOT_FOUND and ADDRESS.INVALID (details.fields); `signedIn = false` makes
 * every call ADDRESS.SIGN_IN_REQUIRED. One book, or with `options.owner` one per customer as the
 * sandbox keeps them. Ids are 'addr-mem-1', 'addr-mem-2', …
 */
export class InMemoryAddressBook implements AddressBookGateway {
  private readonly books = new Map<string, SavedAddress[]>();
  private next = 1;
  signedIn = true;

  constructor(
    addresses: readonly SavedAddress[] = [],
    private readonly options?: InMemoryAddressBookOptions,
  ) {
    this.books.set('', addresses.map((a) => ({ ...a })));
  }

  /** The current customer's book (the single book without `options.owner`). */
  private get entries(): SavedAddress[] {
    const owner = this.options?.owner() ?? '';
    let book = this.books.get(owner);
    if (!book) {
      book = (this.options?.seeded?.[owner] ?? []).map((a) => ({ ...a }));
      this.books.set(owner, book);
    }
    return book;
  }

  /** The stored addresses of the current customer (for assertions). */
  get all(): readonly SavedAddress[] {
    return this.entries;
  }

  private guard(): AddressBookError | null {
    const signedIn = this.signedIn && (this.options === undefined || this.options.owner() !== null);
    return signedIn ? null : domainError('ADDRESS.SIGN_IN_REQUIRED', 'Sign in to use the address book', { requiredScope: 'REGISTERED' });
  }

  async list(): Promise<Result<readonly SavedAddress[], AddressBookError>> {
    const denied = this.guard();
    return denied ? err(denied) : ok([...this.entries]);
  }

  async get(id: string): Promise<Result<SavedAddress, AddressBookError>> {
    const denied = this.guard();
    if (denied) return err(denied);
    const found = this.entries.find((a) => a.id === id);
    return found ? ok(found) : err(domainError('ADDRESS.NOT_FOUND', `No address ${id}`));
  }

  async add(input: { readonly address: Address; readonly nickName?: string | null; readonly visible?: boolean }): Promise<Result<SavedAddress, AddressBookError>> {
    const denied = this.guard();
    if (denied) return err(denied);
    const fields = fakeAddressErrors(input.address);
    if (Object.keys(fields).length > 0) return err(domainError('ADDRESS.INVALID', 'The address is not valid', { fields }));
    const entry: SavedAddress = { id: `addr-mem-${this.next++}`, address: { ...input.address, phoneNumber: input.address.phoneNumber.replace(/\D/g, '') }, nickName: input.nickName ?? null, visible: input.visible ?? true };
    this.entries.push(entry);
    return ok(entry);
  }

  async update(id: string, input: { readonly address: Address; readonly nickName?: string | null; readonly visible?: boolean }): Promise<Result<SavedAddress, AddressBookError>> {
    const current = await this.get(id);
    if (!current.ok) return current;
    const fields = fakeAddressErrors(input.address);
    if (Object.keys(fields).length > 0) return err(domainError('ADDRESS.INVALID', 'The address is not valid', { fields }));
    const entry: SavedAddress = { ...current.value, address: { ...input.address }, nickName: input.nickName === undefined ? current.value.nickName : input.nickName, visible: input.visible ?? current.value.visible };
    this.entries.splice(this.entries.indexOf(current.value), 1, entry);
    return ok(entry);
  }

  async remove(id: string): Promise<Result<void, AddressBookError>> {
    const current = await this.get(id);
    if (!current.ok) return current;
    this.entries.splice(this.entries.indexOf(current.value), 1);
    return ok(undefined);
  }
}
