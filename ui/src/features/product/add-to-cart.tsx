import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { selectionBlocker, type CartCommandError, type Money, type Product, type Selection, type SelectionMessageCode } from '@vitrine/core';
import type { AddedItem } from '../../components/cart-confirmation';
import { useAddToCartOrQueue } from '../offline';
import { useSite } from '../../shared/site-context';
import { useCartErrorText } from '../../components/cart-error-text';
import { QuantityInput } from '../../components/quantity-input';
import { AddToCartFeedback } from './add-to-cart-feedback';
import { useScrollToProductGridAfterBuy } from './product-grid-anchor';
import { useSelectionMessageText } from './selection-message-text';
import styles from './product.module.css';

type Feedback =
  | { readonly kind: 'blocked'; readonly code: SelectionMessageCode }
  | { readonly kind: 'cart-error'; readonly error: CartCommandError | null }
  | { readonly kind: 'not-queued' }
  | { readonly kind: 'added'; readonly added: readonly AddedItem[]; readonly subtotal: Money };

export interface AddToCartProps {
  readonly product: Product;
  readonly selection: Selection;
  /** Sets the quantity in the selection (the URL). */
  readonly onQuantityChange: (quantity: number) => void;
}

/**
 * The buy box: the "Quantity" spinbutton (1..selection.maxQuantity) and the "Add to cart" button.
 * A click is checked with core's `selectionBlocker` first (its message is shown and nothing is
 * sent, so an out-of-stock size cannot be added); otherwise the add-to-cart intent goes to core's
 * `addToCart` use case (through the offline feature's `useAddToCartOrQueue`, core's
 * `addToCartOrQueue`) with the site's inventory pool: it validates, retries once after a token reset
 * on CART_NOT_ACTIVE and refreshes the header count (decision 0130); offline, or when the call gets
 * no answer, the add waits in the offline cart queue and the shell's banner says so (decision 0450).
 * Success shows the cart confirmation (core's model; the cartConfirmVariant presentation, decision
 * 0223); a coded error or a transport failure shows a message and keeps the selection.
 * Any change of the selection clears the previous feedback. After a success, anchorAfterMobileGBP 1
 * scrolls a phone's page to the product grid below the buy panel (decision 0421).
 */
export function AddToCart({ product, selection, onQuantityChange }: AddToCartProps) {
  const site = useSite();
  const addToCartOrQueue = useAddToCartOrQueue();
  const messageText = useSelectionMessageText();
  const cartErrorText = useCartErrorText();
  const { t } = useLingui();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const alertId = useId();
  const scrollToProductGrid = useScrollToProductGridAfterBuy();
  const [scrollPending, setScrollPending] = useState(false);
  // After the confirmation has rendered, so the page does not jump under it.
  useEffect(() => {
    if (!scrollPending) return;
    setScrollPending(false);
    scrollToProductGrid();
  }, [scrollPending, scrollToProductGrid]);

  const skuId = selection.sku?.skuId ?? null;
  useEffect(() => setFeedback(null), [skuId, selection.color?.code, selection.fit?.code, selection.quantity]);

  const add = async () => {
    if (busy.current) return;
    const blocker = selectionBlocker(product, selection);
    if (blocker || !selection.sku) {
      setFeedback({ kind: 'blocked', code: blocker ?? 'SELECT_SIZE' });
      return;
    }
    const sku = selection.sku;
    busy.current = true;
    setPending(true);
    setFeedback(null);
    const result = await addToCartOrQueue({ productId: product.productId, skuId: sku.skuId, poolId: site.inventoryPool, quantity: selection.quantity });
    busy.current = false;
    setPending(false);
    // Queued while offline (decision 0450): the shell's offline cart banner says it waits; no confirmation yet.
    if (result.kind === 'queued') return;
    if (result.kind === 'not-queued') {
      setFeedback({ kind: 'not-queued' });
      return;
    }
    const outcome = result.outcome;
    setFeedback(
      outcome.ok
        ? {
            kind: 'added',
            added: [{ product, sku, quantity: selection.quantity, color: selection.color, fit: product.fits.length > 0 ? selection.fit : null }],
            subtotal: outcome.value.discountableSubtotal,
          }
        : { kind: 'cart-error', error: outcome.error },
    );
    if (outcome.ok) setScrollPending(true);
  };

  const alert =
    feedback?.kind === 'blocked'
      ? messageText(feedback.code)
      : feedback?.kind === 'cart-error'
        ? cartErrorText(feedback.error)
        : feedback?.kind === 'not-queued'
          ? t`You are offline and this item cannot wait for the connection to return. Please try again once you are back online.`
          : null;

  return (
    <div className={styles.buy}>
      <div className={styles.buyRow}>
        <QuantityInput value={selection.quantity} max={selection.maxQuantity} onChange={onQuantityChange} />
        <button
          type="button"
          className={styles.addButton}
          onClick={() => void add()}
          aria-disabled={pending || undefined}
          aria-describedby={alert ? alertId : undefined}
          data-pending={pending || undefined}
        >
          {pending && <span className={styles.spinner} aria-hidden="true" />}
          <Trans>Add to cart</Trans>
        </button>
      </div>
      <AddToCartFeedback alertId={alertId} alert={alert} added={feedback?.kind === 'added' ? feedback : null} onClose={() => setFeedback(null)} />
    </div>
  );
}
