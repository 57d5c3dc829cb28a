import type { Db } from '../db/db.js';
import type { OrderRow } from './order-repository.js';

/**
 * Human-readable order numbers (decision 0108): 'VT-' + the UTC year the order was placed + '-' +
 * the database sequence padded to six digits ('VT-2026-001000'); the sequence never repeats, so
 * numbers are unique across years and sites.
 */
export function formatOrderNumber(placedAt: number, sequence: number): string {
  return `VT-${new Date(placedAt).getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;
}

/** The shape of an order number (for path checks). */
export const ORDER_NUMBER_PATTERN = /^VT-\d{4}-\d{6,}$/;

/** The order a principal placed with this idempotency key, or undefined. */
export async function findOrderByKey(db: Db, principalId: string, idempotencyKey: string): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>('select * from customer_order where placed_by_principal_id = $1 and idempotency_key = $2', [principalId, idempotencyKey]);
  return row;
}
