import type { PickupArrivalDto, PickupArrivalRequestDto } from '@vitrine/contract';
import { ApiError } from '../api/api-error.js';
import type { Db } from '../db/db.js';
import { findOrder } from '../orders/order-repository.js';
import { storeDto, type StoreRow } from './store-service.js';

/**
 * Curbside check-in (shopping.md §1 "choose an in-store pickup store"; decision 0243): the customer of
 * a pickup order says they have arrived, with their vehicle description. An order is ready for pickup
 * as soon as it is placed (the sandbox prepares it at once) when one of its lines is held by a store
 * pool. The e-mail address proves the order is theirs. Checking in again replaces the description.
 * Errors: 404 ORDER_NOT_FOUND (unknown number, other site or another customer's e-mail), 409
 * NOT_A_PICKUP_ORDER, 409 CURBSIDE_NOT_OFFERED (the store has no curbside service).
 */
export async function checkInForPickup(db: Db, siteId: string, orderNumber: string, body: PickupArrivalRequestDto, now: number): Promise<PickupArrivalDto> {
  const order = await findOrder(db, siteId, orderNumber);
  const [owner] = order ? await db.query<{ email: string }>('select email from customer where profile_id = $1', [order.customer_profile_id]) : [];
  if (!order || !owner || owner.email !== body.emailAddress.trim().toLowerCase()) {
    throw new ApiError(404, 'ORDER_NOT_FOUND', `No order ${orderNumber} for this e-mail address`, { orderNumber });
  }
  const [store] = await db.query<StoreRow>(
    'select s.* from order_line l join store s on s.pool_id = l.pool_id where l.order_number = $1 order by l.position limit 1',
    [orderNumber],
  );
  if (!store) throw new ApiError(409, 'NOT_A_PICKUP_ORDER', `Order ${orderNumber} has no items to pick up in store`, { orderNumber });
  if (!store.curbside) throw new ApiError(409, 'CURBSIDE_NOT_OFFERED', `${store.name} has no curbside pickup`, { storeNumber: store.store_number });
  const vehicle = body.vehicleDescription.trim();
  await db.query(
    `insert into pickup_arrival (order_number, store_number, vehicle_description, arrived_at) values ($1, $2, $3, $4)
     on conflict (order_number) do update set vehicle_description = excluded.vehicle_description, arrived_at = excluded.arrived_at`,
    [orderNumber, store.store_number, vehicle, new Date(now)],
  );
  return { orderNumber, store: storeDto(store), vehicleDescription: vehicle, arrivedAt: now };
}
