import { domainError, type DomainError } from '../../shared/domain-error.js';
import { err, ok, type Result } from '../../shared/result.js';
import { validateAddToCart } from './add-to-cart.js';
import type { AddToCartRequest } from './cart.js';

/**
 * One add to cart made while offline, waiting to be sent (decision 0450): the request as the
 * shopper made it, its idempotency key (sent as the Idempotency-Key header, so a replay whose
 * answer was lost is not added twice, decision 0451) and when it was queued.
 */
export interface QueuedCartAdd {
  /** The change's idempotency key: 1-100 visible ASCII characters, unique per change. */
  readonly key: string;
  readonly request: AddToCartRequest;
  /** When the change was queued, epoch ms. */
  readonly queuedAt: number;
}

/** The changes waiting for a connection, oldest first; they are sent in this order (decision 0450). */
export type OfflineCartQueue = readonly QueuedCartAdd[];

/** Most changes a queue holds (decision 0450): a 21st offline add is refused with CART.QUEUE_FULL. */
export const OFFLINE_CART_QUEUE_LIMIT = 20;

/**
 * Why a change was not queued: CART.INVALID_ITEM (the add itself is invalid, as core's
 * validateAddToCart says), CART.NOT_QUEUEABLE (a gift card or pickup add, which needs the server
 * at once), CART.QUEUE_FULL ({@link OFFLINE_CART_QUEUE_LIMIT} changes already wait).
 */
export type OfflineCartQueueError = DomainError<'CART.INVALID_ITEM' | 'CART.NOT_QUEUEABLE' | 'CART.QUEUE_FULL'>;

const VALID_KEY = /^[\x21-\x7e]{1,100}$/;

/**
 * Whether an add may wait in the offline queue (decision 0450): a shipped (DIRECT) add without gift
 * card info. A gift card add carries a recipient's personal data and is judged by the server on the
 * day it is sent, and a pickup add needs the store's stock now: both are refused offline instead.
 */
export function isQueueableCartAdd(request: AddToCartRequest): boolean {
  return request.giftCard === undefined && request.fulfillmentType !== 'BOPIS';
}

/**
 * Appends `change` to `queue` (decision 0450): the queue after it, or CART.INVALID_ITEM /
 * CART.NOT_QUEUEABLE / CART.QUEUE_FULL. A change whose key is already queued is not queued twice
 * (the queue is returned unchanged). Throws a RangeError for a key that is not 1-100 visible ASCII
 * characters (the caller's bug).
 */
export function enqueueCartAdd(queue: OfflineCartQueue, change: QueuedCartAdd): Result<OfflineCartQueue, OfflineCartQueueError> {
  if (!VALID_KEY.test(change.key)) throw new RangeError(`Not an idempotency key: ${JSON.stringify(change.key)}`);
  const valid = validateAddToCart(change.request);
  if (!valid.ok) return valid;
  if (!isQueueableCartAdd(change.request)) return err(domainError('CART.NOT_QUEUEABLE', 'A gift card or pickup add cannot wait for a connection', { skuId: change.request.skuId }));
  if (queue.some((queued) => queued.key === change.key)) return ok(queue);
  if (queue.length >= OFFLINE_CART_QUEUE_LIMIT) return err(domainError('CART.QUEUE_FULL', `At most ${OFFLINE_CART_QUEUE_LIMIT} changes wait for a connection`, { limit: OFFLINE_CART_QUEUE_LIMIT }));
  return ok([...queue, change]);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The queue as it was stored (decision 0450), read defensively: anything but an array is an empty
 * queue; entries that are not a queueable, valid add with a valid key and a numeric `queuedAt` are
 * dropped, a repeated key keeps its first entry, and at most {@link OFFLINE_CART_QUEUE_LIMIT}
 * entries are kept, in stored order.
 */
export function readOfflineCartQueue(stored: unknown): OfflineCartQueue {
  if (!Array.isArray(stored)) return [];
  let queue: OfflineCartQueue = [];
  for (const entry of stored) {
    if (!isRecord(entry) || !isRecord(entry.request) || typeof entry.key !== 'string' || !VALID_KEY.test(entry.key) || typeof entry.queuedAt !== 'number') continue;
    const next = enqueueCartAdd(queue, { key: entry.key, request: entry.request as unknown as AddToCartRequest, queuedAt: entry.queuedAt });
    if (next.ok) queue = next.value;
  }
  return queue;
}
