import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  CartCountStore,
  CartGateway,
  CartTokenReset,
  err,
  HeaderCart,
  Logger,
  refreshCartCount,
  type AddToCartRequest,
  type Cart,
  type CartCommandError,
  type CartCommandPorts,
  type CartCount,
  type GiftCardInfo,
  type Result,
} from '@vitrine/core';
import { useServices } from './service-context';

/** What a cart intent resolves to: the cart after it, or its coded error (null: a transport fault, logged). */
export type CartOutcome = Result<Cart, CartCommandError | null>;

/** The header cart count and the cart intents, for every component (decision 0130). */
export interface CartSummary {
  /** Units in the cart; null while unknown (shopping.md §4 "Header cart state"). */
  readonly count: CartCount;
  /** Reloads the count from the minicart; failures are logged (shopping.md §8). */
  refresh(): Promise<void>;
  /** Takes the count from a cart a loader returned. */
  applyCart(cart: Cart): void;
  /** Core's `addToCart` use case (validation, one retry after a token reset on CART_NOT_ACTIVE, count refresh). */
  addToCart(request: AddToCartRequest): Promise<CartOutcome>;
  /** Core's `changeCartLineQuantity` use case; the cart is kept on failure. */
  changeQuantity(itemId: string, quantity: number): Promise<CartOutcome>;
  /**
   * Runs another cart use case with the app's cart ports (a lazily loaded screen's intent, such as
   * the quickshop edit's `editCartLine`, decision 0361, so the use case stays out of the initial
   * JS). A transport fault is logged as `failure` with `context` and resolves as an error of null.
   */
  runIntent(failure: string, context: Record<string, unknown>, intent: (ports: CartCommandPorts) => Promise<Result<Cart, CartCommandError>>): Promise<CartOutcome>;
  /** Core's `removeCartLine` use case; the cart is kept on failure. */
  removeLine(itemId: string): Promise<CartOutcome>;
  /**
   * Core's `changeCartLineGiftCard` use case (decision 0364): sends a gift card line's new info,
   * judged by the caller with `validateGiftCardInfo` first; the cart is kept on failure
   * (CART.INVALID_ITEM with the server's field problems, CART.DUPLICATE_LINE, …).
   */
  changeGiftCard(itemId: string, giftCard: GiftCardInfo): Promise<CartOutcome>;
  /**
   * The ports the cart intents run with (the app's one header count), for use cases that take more
   * ports than these: the offline cart queue adds its store and connectivity (decision 0450).
   */
  readonly commandPorts: CartCommandPorts;
}

const CartSummaryContext = createContext<CartSummary | null>(null);

/** The cart use cases, loaded on the first intent (their own chunk). */
const intents = () => import('./cart-intents');

/** Used when the composition root binds no CartTokenReset: a CART_NOT_ACTIVE add then fails as a fault (logged). */
const NO_TOKEN_RESET: CartTokenReset = { resetToken: () => Promise.reject(new Error('No CartTokenReset is bound')) };

/**
 * Holds the header's cart count for the whole app and runs the cart intents through core's use
 * cases (architecture.md "Core": components send intents; decision 0130), loaded with the first
 * intent so they stay out of the initial JS. The count is core's
 * HeaderCart (the one bound, else one of its own), loaded once on start from the minicart.
 * Transport faults of an intent are logged ('Add to cart failed', 'Cart quantity update failed',
 * 'Cart remove failed', or the failure a `runIntent` caller names) and resolve as an error of null, so components only render outcomes.
 */
export function CartSummaryProvider({ children }: { children: ReactNode }) {
  const services = useServices();
  const ports = useMemo<CartCommandPorts>(
    () => ({
      cart: services.get(CartGateway),
      tokens: services.has(CartTokenReset) ? services.get(CartTokenReset) : NO_TOKEN_RESET,
      header: services.has(HeaderCart) ? services.get(HeaderCart) : new CartCountStore(),
      logger: services.get(Logger),
    }),
    [services],
  );
  // The count follows the store in a transition, not through useSyncExternalStore (decision 0465):
  // a store change would re-render this provider in one synchronous task, and with it hydrate every
  // part of the page still waiting to hydrate (a context change reaches them all), one long task.
  const [count, setCount] = useState(() => ports.header.count);
  useEffect(() => {
    // count$ emits the count now on subscribe: a change between render and this effect is heard.
    const subscription = ports.header.count$.subscribe((next) => startTransition(() => setCount(next)));
    return () => subscription.unsubscribe();
  }, [ports]);

  const refresh = useCallback(async () => void (await refreshCartCount(ports)), [ports]);
  const applyCart = useCallback((cart: Cart) => ports.header.set(cart.totalQuantity), [ports]);

  const value = useMemo<CartSummary>(() => {
    const run = async (failure: string, context: Record<string, unknown>, intent: () => Promise<Result<Cart, CartCommandError>>): Promise<CartOutcome> => {
      try {
        return await intent();
      } catch (error) {
        ports.logger.error(failure, { error: String(error), ...context });
        return err(null);
      }
    };
    return {
      count,
      refresh,
      applyCart,
      // A successful add also records the social-proof ADD_TO_CART event, fire-and-forget (decision 0400).
      addToCart: (request) =>
        run('Add to cart failed', { skuId: request.skuId }, async () => {
          const loaded = await intents();
          const outcome = await loaded.addToCart(ports, request);
          if (outcome.ok) loaded.recordAddToCartEvent(services, request.productId);
          return outcome;
        }),
      changeQuantity: (itemId, quantity) => run('Cart quantity update failed', { itemId }, async () => (await intents()).changeCartLineQuantity(ports, { itemId, quantity })),
      runIntent: (failure, context, intent) => run(failure, context, () => intent(ports)),
      removeLine: (itemId) => run('Cart remove failed', { itemId }, async () => (await intents()).removeCartLine(ports, itemId)),
      changeGiftCard: (itemId, giftCard) => run('Cart gift card update failed', { itemId }, async () => (await intents()).changeCartLineGiftCard(ports, { itemId, giftCard })),
      commandPorts: ports,
    };
  }, [count, refresh, applyCart, ports, services]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return <CartSummaryContext.Provider value={value}>{children}</CartSummaryContext.Provider>;
}

/** The header cart count and the cart intents. Throws outside a CartSummaryProvider. */
export function useCartSummary(): CartSummary {
  const value = useContext(CartSummaryContext);
  if (!value) throw new Error('useCartSummary needs a <CartSummaryProvider>');
  return value;
}
