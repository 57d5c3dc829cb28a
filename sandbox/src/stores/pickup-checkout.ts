import type { AddressBodyDto, DeliveryMethodDto } from '@vitrine/contract';
import { PICKUP_DELIVERY_METHOD_ID } from '@vitrine/core';
import { findCustomerById } from '../auth/customer-repository.js';
import type { Db } from '../db/db.js';
import type { SandboxSite } from '../sites/sites.js';
import type { StoreRow } from './store-service.js';

/**
 * Checkout of a pickup cart (decision 0242): the checkout's collection point is a store number; its
 * "shipping address" is the store's address under the customer's name (address id `store-<n>`), and
 * the only delivery method is STORE_PICKUP, free, ready the same day.
 */

export { PICKUP_DELIVERY_METHOD_ID };
const PREFIX = 'store-';

/** True when a checkout's address id names a pickup store. */
export const isPickupAddressId = (addressId: string | null): boolean => addressId?.startsWith(PREFIX) ?? false;

/** The STORE_PICKUP delivery method in the site's currency (today, `now` epoch ms). */
export function pickupDeliveryMethod(site: SandboxSite, now: number): DeliveryMethodDto {
  const today = new Date(now).toISOString().slice(0, 10);
  return { id: PICKUP_DELIVERY_METHOD_ID, name: 'In-store pickup', price: 0, currencyCode: site.currency, businessDays: { min: 0, max: 0 }, estimatedDelivery: { from: today, to: today } };
}

/** The address id and address of a pickup store of the site (brand, country, pickup offered), or undefined. */
export async function pickupStoreAddress(db: Db, site: SandboxSite, profileId: string, storeNumber: unknown): Promise<{ addressId: string; address: AddressBodyDto } | undefined> {
  if (typeof storeNumber !== 'string') return undefined;
  const [store] = await db.query<StoreRow>('select * from store where store_number = $1', [storeNumber]);
  if (!store || store.brand_id !== site.brand || store.address.country !== site.country || !store.pickup) return undefined;
  const customer = await findCustomerById(db, profileId);
  const a = store.address;
  return {
    addressId: `${PREFIX}${store.store_number}`,
    address: {
      address1: a.addressLine1,
      address2: store.name,
      city: a.city,
      country: a.country,
      name: { first: customer?.firstName ?? '', last: customer?.lastName ?? '' },
      phoneNumber: a.phone.replace(/\D/g, ''),
      postalCode: a.postalCode ?? '',
      region: a.country === 'US' ? (a.region ?? '') : '',
    },
  };
}
