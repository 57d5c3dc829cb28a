import { Trans } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { editCartLine, selectionBlocker, type CartCommandError, type Product, type SelectionMessageCode } from '@vitrine/core';
import { useCartSummary } from '../../shared/cart-summary';
import { useCartErrorText } from '../../components/cart-error-text';
import { Price } from '../../components/price';
import { QuantityInput } from '../../components/quantity-input';
import { ProductOptions, usePieceSelection, useSelectionMessageText } from '../product';
import styles from './quickshop.module.css';

/** What the edit of a cart line starts from: the line's id, its SKU and its units (the #quickshop parameters itemId, sku, quantity). */
export interface QuickshopEditLine {
  readonly itemId: string;
  readonly skuId: string;
  /** Units in the line now, >= 1. */
  readonly quantity: number;
}

type Refusal = { readonly kind: 'blocked'; readonly code: SelectionMessageCode } | { readonly kind: 'cart'; readonly error: CartCommandError | null };

/**
 * The quickshop edit of a cart line (shopping.md §4 "Quickshop edit ignores the quantity cap";
 * decision 0361): the product page's Color / Fit / Size options starting from the line's SKU, a
 * "Quantity" spinbutton capped only by the site's maximum, and "Update", which sends core's
 * `editCartLine` intent (another SKU of the product and the units). Success closes the dialog and
 * reloads the page's data, so the cart shows the line as the server has it; a refusal (sold out,
 * not that many in stock, …) is shown in an alert and the picks are kept.
 */
export function QuickshopEdit({ product, line, onDone }: { product: Product; line: QuickshopEditLine; onDone: () => void }) {
  const sku = product.skus.find((s) => s.skuId === line.skuId);
  const { selection, update } = usePieceSelection(product, {
    request: { color: sku?.colorId ?? null, fit: sku?.fitId ?? null, size: sku?.sizeId ?? null, quantity: line.quantity },
    quickshopEdit: true,
  });
  const { runIntent } = useCartSummary();
  const revalidator = useRevalidator();
  const messageText = useSelectionMessageText();
  const cartErrorText = useCartErrorText();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const alertId = useId();

  const submit = async () => {
    if (busy.current) return;
    const blocker = selectionBlocker(product, selection);
    if (blocker || !selection.sku) {
      setRefusal({ kind: 'blocked', code: blocker ?? 'SELECT_SIZE' });
      return;
    }
    busy.current = true;
    setPending(true);
    setRefusal(null);
    const edit = { itemId: line.itemId, skuId: selection.sku.skuId, quantity: selection.quantity };
    const outcome = await runIntent('Cart line edit failed', { itemId: edit.itemId, skuId: edit.skuId }, (ports) => editCartLine(ports, edit));
    busy.current = false;
    setPending(false);
    if (!outcome.ok) {
      setRefusal({ kind: 'cart', error: outcome.error });
      return;
    }
    void revalidator.revalidate();
    onDone();
  };

  const alert = refusal === null ? null : refusal.kind === 'blocked' ? messageText(refusal.code) : cartErrorText(refusal.error);

  return (
    <form
      className={styles.edit}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Price price={product.price} size="lg" />
      <ProductOptions
        product={product}
        selection={selection}
        update={(change) => {
          setRefusal(null);
          update(change);
        }}
      />
      <div className={styles.editRow}>
        <QuantityInput value={selection.quantity} max={selection.maxQuantity} onChange={(quantity) => update({ quantity })} />
        <button type="submit" className={styles.details} aria-disabled={pending || undefined} aria-describedby={alert ? alertId : undefined} data-autofocus="">
          <Trans>Update</Trans>
        </button>
      </div>
      <p id={alertId} role="alert" className={styles.alert}>
        {alert}
      </p>
    </form>
  );
}
