import crypto from 'node:crypto';
import type { AddressBodyDto, SavedAddressDto } from '@vitrine/contract';
import { ApiError } from '../api/api-error.js';
import type { Db } from '../db/db.js';
import { validateAddress } from './address-validation.js';

/**
 * The customer's address book on the `customer_address` table (shell-and-account.md §3 "Address",
 * §7 /me/addresses; docs/checkout-api.md). Saved payments point at its entries for their billing
 * address; entries made only for billing are hidden (visible false).
 */

export interface AddressRow {
  address_id: string;
  profile_id: string;
  position: number;
  address: AddressBodyDto;
  nick_name: string | null;
  visible: boolean;
}

const notFound = (id: string) => new ApiError(404, 'ADDRESS_NOT_FOUND', `No address ${id}`, { addressId: id });

/** The DTO of a row. */
export function savedAddressDto(row: AddressRow): SavedAddressDto {
  return { id: row.address_id, address: row.address, nickName: row.nick_name, visible: row.visible };
}

/** Every address of a customer, in position order; `visibleOnly` drops hidden ones. */
export async function listAddresses(db: Db, profileId: string, visibleOnly = false): Promise<SavedAddressDto[]> {
  const rows = await db.query<AddressRow>(
    `select * from customer_address where profile_id = $1 ${visibleOnly ? 'and visible' : ''} order by position, address_id`,
    [profileId],
  );
  return rows.map(savedAddressDto);
}

/** One address of the customer; 404 ADDRESS_NOT_FOUND when it is not theirs. */
export async function getAddress(db: Db, profileId: string, addressId: string): Promise<SavedAddressDto> {
  const [row] = await db.query<AddressRow>('select * from customer_address where profile_id = $1 and address_id = $2', [profileId, addressId]);
  if (!row) throw notFound(addressId);
  return savedAddressDto(row);
}

const nick = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > 60) throw new ApiError(400, 'INVALID_REQUEST', 'nickName must be a string of at most 60 characters', { fields: ['nickName'] });
  return value.trim() === '' ? null : value.trim();
};

const visibleFlag = (value: unknown, fallback: boolean): boolean => {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new ApiError(400, 'INVALID_REQUEST', 'visible must be a boolean', { fields: ['visible'] });
  return value;
};

/**
 * Adds an address (validated, 400 ADDRESS_INVALID) at the end of the book. `body` is
 * `{ address, nickName?, visible? }`. Resolves with the new entry.
 */
export async function addAddress(db: Db, profileId: string, body: Record<string, unknown>): Promise<SavedAddressDto> {
  const address = validateAddress(body.address);
  const nickName = nick(body.nickName);
  const visible = visibleFlag(body.visible, true);
  const id = `addr-${crypto.randomBytes(6).toString('hex')}`;
  const [row] = await db.query<AddressRow>(
    `insert into customer_address (address_id, profile_id, position, address, visible, nick_name)
     values ($1, $2, (select coalesce(max(position), -1) + 1 from customer_address where profile_id = $2), $3::jsonb, $4, $5)
     returning *`,
    [id, profileId, JSON.stringify(address), visible, nickName],
  );
  return savedAddressDto(row!);
}

/** Replaces an address (404 ADDRESS_NOT_FOUND, 400 ADDRESS_INVALID); absent nickName/visible keep theirs. */
export async function updateAddress(db: Db, profileId: string, addressId: string, body: Record<string, unknown>): Promise<SavedAddressDto> {
  const current = await getAddress(db, profileId, addressId);
  const address = validateAddress(body.address);
  const nickName = body.nickName === undefined ? current.nickName : nick(body.nickName);
  const visible = visibleFlag(body.visible, current.visible);
  const [row] = await db.query<AddressRow>(
    'update customer_address set address = $3::jsonb, visible = $4, nick_name = $5 where profile_id = $1 and address_id = $2 returning *',
    [profileId, addressId, JSON.stringify(address), visible, nickName],
  );
  return savedAddressDto(row!);
}

/** Deletes an address (404 ADDRESS_NOT_FOUND) and clears the profile's default shipping address when it was it. */
export async function deleteAddress(db: Db, profileId: string, addressId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query('delete from customer_address where profile_id = $1 and address_id = $2 returning address_id', [profileId, addressId]);
    if (rows.length === 0) throw notFound(addressId);
    await tx.query('update customer set default_shipping_address_id = null where profile_id = $1 and default_shipping_address_id = $2', [profileId, addressId]);
  });
}
