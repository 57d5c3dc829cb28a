import { invalidRequest } from '../api/api-error.js';
import type { Db } from '../db/db.js';

/** The header an add to cart may carry to be taken once only (decision 0451; docs/api.md "Cart"). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The answer header of an add whose key the cart had already taken: `Idempotent-Replayed: true`. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * Reads an add to cart's optional Idempotency-Key header (decision 0451): undefined when absent,
 * else the key (1-100 visible ASCII characters, as the place-order key). Throws 400 INVALID_REQUEST
 * with `details.fields` ['Idempotency-Key'] for any other value.
 */
export function cartAddKeyOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const key = value.trim();
  if (!/^[\x21-\x7e]{1,100}$/.test(key)) throw invalidRequest('The Idempotency-Key header must be 1-100 visible ASCII characters', { fields: [IDEMPOTENCY_KEY_HEADER] });
  return key;
}

/**
 * Records that the cart `cartId` takes the add keyed `key` at `now` (epoch ms), inside the add's
 * transaction (migration 0175). Resolves true when the key is new (the add goes ahead), false when
 * the cart already took an add with this key (the add must not be applied again).
 */
export async function claimCartAddKey(tx: Db, cartId: string, key: string, now: number): Promise<boolean> {
  const rows = await tx.query(
    'insert into cart_add_key (cart_id, idempotency_key, created_at) values ($1, $2, $3) on conflict (cart_id, idempotency_key) do nothing returning 1 as taken',
    [cartId, key, new Date(now)],
  );
  return rows.length === 1;
}
