import { lazy, Suspense } from 'react';
import type { Money } from '@vitrine/core';
import type { AddedItem } from '../../components/cart-confirmation';
import styles from './product.module.css';

/** The cart confirmation in its own chunk (decision 0223): loaded on the first add. */
const CartConfirmationView = lazy(() => import('../../components/cart-confirmation'));

/** What an add to cart answered, when it added something: the lines and the cart's new subtotal. */
export interface AddedFeedback {
  readonly added: readonly AddedItem[];
  readonly subtotal: Money;
}

export interface AddToCartFeedbackProps {
  /** The id the add button's aria-describedby points at while `alert` is shown. */
  readonly alertId: string;
  /** The refusal or error to announce (role=alert, always in the DOM so it is announced), or null. */
  readonly alert: string | null;
  /** The added lines, which open the cart confirmation (shopping.md §3, §5 cartConfirmVariant), or null. */
  readonly added: AddedFeedback | null;
  /** Closes the confirmation (the caller forgets `added`). */
  readonly onClose: () => void;
}

/**
 * Under a buy box's "Add to cart" button (the product's and the gift card's): the alert line and,
 * after a successful add, the cart confirmation from its lazy chunk.
 */
export function AddToCartFeedback({ alertId, alert, added, onClose }: AddToCartFeedbackProps) {
  return (
    <>
      <p id={alertId} role="alert" className={styles.alert}>
        {alert}
      </p>
      {added && (
        <Suspense fallback={null}>
          <CartConfirmationView added={added.added} subtotal={added.subtotal} onClose={onClose} />
        </Suspense>
      )}
    </>
  );
}
