import { token } from '../../shared/token.js';
import { setCartCount, UNKNOWN_CART_COUNT, type CartCount } from '../domain/cart-count.js';

/** What a {@link HeaderCart.count$} subscription gives back: call `unsubscribe` to stop hearing changes. */
export interface CartCountSubscription {
  unsubscribe(): void;
}

/** A stream of counts: `subscribe` calls `observer` with the count now and with every change after. */
export interface CartCountStream {
  subscribe(observer: (count: CartCount) => void): CartCountSubscription;
}

/**
 * The header's cart count as the app shares it (shopping.md §4 "Header cart state": the count
 * starts unknown and is set only to non-negative numbers; decision 0131). The cart and identity use
 * cases set it after they change the cart; the header subscribes to `count$`. One per app: the
 * composition root binds a {@link CartCountStore} under this token.
 */
export interface HeaderCart {
  /** The count now and every change after (null: unknown). Emits the current count on subscribe. */
  readonly count$: CartCountStream;
  /** The count now: units in the cart, or null while unknown. */
  readonly count: CartCount;
  /** Sets the count to `totalQuantity` units; anything but a non-negative whole number is ignored (core's setCartCount). */
  set(totalQuantity: number): void;
}
export const HeaderCart = token<HeaderCart>('HeaderCart');

/**
 * {@link HeaderCart} as a value with its listeners; starts unknown (null). It is in every page's
 * first script (the header shows the count), so it holds its few listeners itself instead of
 * bringing rxjs into the initial JS (decision 0170's budget).
 */
export class CartCountStore implements HeaderCart {
  private current: CartCount = UNKNOWN_CART_COUNT;
  private readonly observers = new Set<(count: CartCount) => void>();

  /** See {@link HeaderCart.count$}; repeats of the same count are not emitted. */
  readonly count$: CartCountStream = {
    subscribe: (observer) => {
      // A wrapper per subscription, so one observer subscribed twice is heard twice and unsubscribed once each.
      const heard = (count: CartCount) => observer(count);
      this.observers.add(heard);
      heard(this.current);
      return { unsubscribe: () => void this.observers.delete(heard) };
    },
  };

  /** See {@link HeaderCart.count}. */
  get count(): CartCount {
    return this.current;
  }

  /** See {@link HeaderCart.set}. */
  set(totalQuantity: number): void {
    const next = setCartCount(this.current, totalQuantity);
    if (next === this.current) return;
    this.current = next;
    for (const observer of [...this.observers]) observer(next);
  }
}
