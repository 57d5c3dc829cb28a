import { useCallback } from 'react';
import { err, type AddToCartRequest, type OfflineCartQueueError, type KeyValueStoreError, Logger } from '@vitrine/core';
import { useCartSummary, type CartOutcome } from '../../shared/cart-summary';
import { useServices } from '../../shared/service-context';
import { recordAddToCartEvent } from '../../shared/add-to-cart-social-event';

/** The queue engine, loaded with the first add (its own chunk, off the initial JS). */
const engine = () => import('./offline-cart-engine');

/**
 * What an add from the buy box came to (decision 0450): `sent` (the cart's answer; an error of null
 * is a transport fault, logged), `queued` (waiting for a connection; `pending` changes wait now) or
 * `not-queued` (offline, and this add cannot wait: CART.NOT_QUEUEABLE, CART.QUEUE_FULL, STORAGE.*).
 */
export type AddOrQueueResult =
  | { readonly kind: 'sent'; readonly outcome: CartOutcome }
  | { readonly kind: 'queued'; readonly pending: number }
  | { readonly kind: 'not-queued'; readonly error: OfflineCartQueueError | KeyValueStoreError };

/**
 * The buy box's add to cart that tolerates a lost connection: core's addToCartOrQueue through the
 * lazily loaded queue engine. Transport faults are logged ('Add to cart failed') and come back as
 * `sent` with an error of null, as CartSummary's addToCart does; a successful add records the social-proof ADD_TO_CART event, as that one does too.
 */
export function useAddToCartOrQueue(): (request: AddToCartRequest) => Promise<AddOrQueueResult> {
  const services = useServices();
  const { commandPorts } = useCartSummary();
  return useCallback(
    async (request) => {
      try {
        const outcome = await (await engine()).addOrQueue(services, commandPorts, request);
        if (outcome.kind !== 'sent') return outcome;
        // A successful add also records the social-proof ADD_TO_CART event, fire-and-forget (decision 0400).
        if (outcome.result.ok) recordAddToCartEvent(services, request.productId);
        return { kind: 'sent', outcome: outcome.result };
      } catch (error) {
        services.get(Logger).error('Add to cart failed', { error: String(error), skuId: request.skuId });
        return { kind: 'sent', outcome: err(null) };
      }
    },
    [services, commandPorts],
  );
}
