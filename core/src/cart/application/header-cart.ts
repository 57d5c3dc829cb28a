import { BehaviorSubject, type Observable } from 'rxjs';
import { token } from '../../shared/token.js';
import { setCartCount, UNKNOWN_CART_COUNT, type CartCount } from '../domain/cart-count.js';

/**
 * The header's cart count as the app shares it (shopping.md §4 "Header cart state": the count
 * starts unknown and is set only to non-negative numbers; decision 0131). The cart and identity use
 * cases set it after they change the cart; the header subscribes to `count$`. One per app: the
 * composition root binds a {@link CartCountStore} under this token.
 */
export interface HeaderCart {
  /** The count now and every change after (null: unknown). Emits the current count on subscribe. */
  readonly count$: Observable<CartCount>;
  /** The count now: units in the cart, or null while unknown. */
  readonly count: CartCount;
  /** Sets the count to `totalQuantity` units; anything but a non-negative whole number is ignored (core's setCartCount). */
  set(totalQuantity: number): void;
}
export const HeaderCart = token<HeaderCart>('HeaderCart');

/** {@link HeaderCart} over an rxjs BehaviorSubject; starts unknown (null). */
export class CartCountStore implements HeaderCart {
  private readonly state = new BehaviorSubject<CartCount>(UNKNOWN_CART_COUNT);

  /** See {@link HeaderCart.count$}; repeats of the same count are not emitted. */
  readonly count$: Observable<CartCount> = this.state.asObservable();

  /** See {@link HeaderCart.count}. */
  get count(): CartCount {
    return this.state.getValue();
  }

  /** See {@link HeaderCart.set}. */
  set(totalQuantity: number): void {
    const next = setCartCount(this.count, totalQuantity);
    if (next !== this.count) this.state.next(next);
  }
}
