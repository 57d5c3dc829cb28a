import type { Clock } from '../../shared/clock.js';
import type { Result } from '../../shared/result.js';
import { ok } from '../../shared/result.js';
import type { Connectivity } from '../../platform/connectivity.port.js';
import type { KeyValueStore, KeyValueStoreError } from '../../platform/key-value-store.port.js';
import type { AddToCartRequest, Cart } from '../domain/cart.js';
import { enqueueCartAdd, isQueueableCartAdd, readOfflineCartQueue, type OfflineCartQueue, type OfflineCartQueueError } from '../domain/offline-cart-queue.js';
import { addToCart } from './add-to-cart.use-case.js';
import type { CartCommandError, CartCommandPorts } from './cart-command.js';

/** Where the offline cart queue is kept in the {@link KeyValueStore} (decision 0450). */
export const OFFLINE_CART_QUEUE_STORAGE_KEY = 'vitrine.offlineCartQueue';

/** How long a queued change is kept without a connection: 7 days, in ms (decision 0450). */
export const OFFLINE_CART_QUEUE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The port the offline cart queue is persisted through (localStorage with TTL in the browser). */
export interface OfflineCartQueuePorts {
  readonly store: KeyValueStore;
}

const load = (ports: OfflineCartQueuePorts): OfflineCartQueue => readOfflineCartQueue(ports.store.get(OFFLINE_CART_QUEUE_STORAGE_KEY));

function save(ports: OfflineCartQueuePorts, queue: OfflineCartQueue): Result<void, KeyValueStoreError> {
  if (queue.length > 0) return ports.store.set(OFFLINE_CART_QUEUE_STORAGE_KEY, queue, OFFLINE_CART_QUEUE_TTL_MS);
  ports.store.remove(OFFLINE_CART_QUEUE_STORAGE_KEY);
  return ok(undefined);
}

/**
 * How many cart changes wait for a connection (decision 0450): the length of the stored queue
 * (0 when none, unreadable or expired). Never throws.
 */
export function pendingCartChanges(ports: OfflineCartQueuePorts): number {
  return load(ports).length;
}

/**
 * What {@link addToCartOrQueue} did: sent the add (`result`: the cart, or the add's coded
 * refusal), queued it while offline (`pending`: changes waiting now, this one included), or could
 * not queue it (`error`: CART.NOT_QUEUEABLE, CART.QUEUE_FULL, or the store's STORAGE.* refusal).
 */
export type AddOrQueueOutcome =
  | { readonly kind: 'sent'; readonly result: Result<Cart, CartCommandError> }
  | { readonly kind: 'queued'; readonly pending: number }
  | { readonly kind: 'not-queued'; readonly error: OfflineCartQueueError | KeyValueStoreError };

/** The ports {@link addToCartOrQueue} takes: the cart command ports, the queue's store, connectivity, a clock and the transport-fault test. */
export interface AddOrQueuePorts extends CartCommandPorts, OfflineCartQueuePorts {
  readonly connectivity: Connectivity;
  readonly clock: Clock;
  /** True when a thrown fault means the call got no answer (network error or time-out): the add may have to wait. */
  readonly isConnectionFault: (error: unknown) => boolean;
}

function enqueue(ports: AddOrQueuePorts, request: AddToCartRequest, key: string): AddOrQueueOutcome {
  const queued = enqueueCartAdd(load(ports), { key, request, queuedAt: ports.clock.now() });
  if (!queued.ok) return { kind: 'not-queued', error: queued.error };
  const saved = save(ports, queued.value);
  if (!saved.ok) return { kind: 'not-queued', error: saved.error };
  ports.logger.info('Cart change queued offline', { key, skuId: request.skuId, pending: queued.value.length });
  return { kind: 'queued', pending: queued.value.length };
}

/**
 * An add to cart that tolerates a lost connection (decision 0450; shopping.md §5 "Add to cart"):
 * - offline (`connectivity.isOnline()` false) a queueable add (isQueueableCartAdd) is queued at once
 *   under `key` (1-100 visible ASCII characters, unique per add), to be sent by
 *   {@link replayOfflineCartQueue};
 * - otherwise it runs core's {@link addToCart} with `key` as its idempotency key; when that throws a
 *   connection fault (`isConnectionFault`), or the device went offline meanwhile, the queueable add is
 *   queued under the same key (so an add that did arrive is not taken twice, decision 0451).
 * Resolves with an {@link AddOrQueueOutcome}. A non-queueable add offline is `not-queued`
 * (CART.NOT_QUEUEABLE); other transport faults reject, as addToCart's do.
 */
export async function addToCartOrQueue(ports: AddOrQueuePorts, request: AddToCartRequest, key: string): Promise<AddOrQueueOutcome> {
  if (!ports.connectivity.isOnline()) return enqueue(ports, request, key);
  try {
    return { kind: 'sent', result: await addToCart(ports, request, { idempotencyKey: key }) };
  } catch (error) {
    const lost = ports.isConnectionFault(error) || !ports.connectivity.isOnline();
    if (lost && isQueueableCartAdd(request)) return enqueue(ports, request, key);
    throw error;
  }
}

/** What one {@link replayOfflineCartQueue} did: adds taken, adds refused (with their codes), changes still waiting. */
export interface CartQueueReplay {
  readonly sent: number;
  readonly refused: readonly { readonly key: string; readonly skuId: string; readonly error: CartCommandError }[];
  readonly remaining: number;
}

/**
 * Sends the queued cart changes once each, oldest first (decision 0450), when the connection is
 * back: each through core's {@link addToCart} with its idempotency key (decision 0451), and taken
 * off the stored queue as soon as the cart answered, whether it took the add or refused it (a
 * refusal is returned in `refused` and logged by addToCart). A transport fault, or a store that
 * cannot save the shorter queue (logged as an error 'Offline cart queue not saved'), stops the replay
 * and keeps that change and the later ones for the next one (logged as a warning 'Offline cart
 * replay paused'). Changes queued meanwhile are sent too. Resolves with a {@link CartQueueReplay};
 * never rejects for a transport fault.
 */
export async function replayOfflineCartQueue(ports: CartCommandPorts & OfflineCartQueuePorts): Promise<CartQueueReplay> {
  let sent = 0;
  const refused: { key: string; skuId: string; error: CartCommandError }[] = [];
  for (let next = load(ports)[0]; next !== undefined; next = load(ports)[0]) {
    let result: Result<Cart, CartCommandError>;
    try {
      result = await addToCart(ports, next.request, { idempotencyKey: next.key });
    } catch (error) {
      ports.logger.warn('Offline cart replay paused', { key: next.key, error: String(error) });
      break;
    }
    const key = next.key;
    // Re-read: a change queued while this one was on its way stays behind it.
    const saved = save(ports, load(ports).filter((queued) => queued.key !== key));
    if (result.ok) sent += 1;
    else refused.push({ key, skuId: next.request.skuId, error: result.error });
    if (!saved.ok) {
      // The change stays stored: a later replay sends it again under its key, which the cart takes once.
      ports.logger.error('Offline cart queue not saved', { key, code: saved.error.code });
      break;
    }
  }
  return { sent, refused, remaining: load(ports).length };
}
