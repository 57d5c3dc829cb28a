import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CartGateway, Logger, setCartCount, UNKNOWN_CART_COUNT, type Cart, type CartCount } from '@vitrine/core';
import { useService } from './service-context';

interface CartSummary {
  /** Units in the cart; null while unknown (shopping.md §4 "Header cart state"). */
  readonly count: CartCount;
  /** Reloads the count from the minicart; failures are logged (shopping.md §8). */
  refresh(): Promise<void>;
  /** Takes the count from a cart a mutation returned. */
  applyCart(cart: Cart): void;
}

const CartSummaryContext = createContext<CartSummary | null>(null);

/** Holds the header's cart count for the whole app and loads it once on start. */
export function CartSummaryProvider({ children }: { children: ReactNode }) {
  const gateway = useService(CartGateway);
  const logger = useService(Logger);
  const [count, setCount] = useState<CartCount>(UNKNOWN_CART_COUNT);

  const refresh = useCallback(async () => {
    try {
      const minicart = await gateway.getMinicart();
      setCount((current) => setCartCount(current, minicart.totalQuantity));
    } catch (error) {
      logger.error('Cart count load failure', { error: String(error) });
    }
  }, [gateway, logger]);

  const applyCart = useCallback((cart: Cart) => setCount((current) => setCartCount(current, cart.totalQuantity)), []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo(() => ({ count, refresh, applyCart }), [count, refresh, applyCart]);
  return <CartSummaryContext.Provider value={value}>{children}</CartSummaryContext.Provider>;
}

/** The header cart count and the ways to update it. */
export function useCartSummary(): CartSummary {
  const value = useContext(CartSummaryContext);
  if (!value) throw new Error('useCartSummary needs a <CartSummaryProvider>');
  return value;
}
