import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { cartLineGiftCardKind, type Cart, type CartLine, type GiftCardInfo } from '@vitrine/core';
import { CartLineFulfillment } from '../stores';
import type { CartOutcome } from '../../shared/cart-summary';
import { useFormatMoney } from '../../shared/format';
import { Price, priceRangeOf } from '../../components/price';
import { QuantityInput } from '../../components/quantity-input';
import { ResponsiveImage } from '../../components/responsive-image';
import { THUMBNAIL_WIDTH } from '../../components/image-widths';
import { GiftCardSummary } from '../../components/gift-card-summary';
import { CartLineFlags } from './cart-line-flags';
import styles from './cart.module.css';

/** Wait after the last quantity change before it is sent (ms), so typing "12" sends one update. */
export const QUANTITY_COMMIT_DELAY_MS = 400;

// The gift card edit dialog is its own chunk: carts without gift cards download nothing more (decision 0364).
const loadGiftCardEditDialog = () => import('./gift-card-edit-dialog');
const GiftCardEditDialog = lazy(loadGiftCardEditDialog);

export interface CartLineItemProps {
  readonly line: CartLine;
  /** Sets the line's quantity; resolves to an error text, or null on success. */
  readonly onQuantity: (line: CartLine, quantity: number) => Promise<string | null>;
  /** Removes the line; resolves to an error text, or null on success. */
  readonly onRemove: (line: CartLine) => Promise<string | null>;
  /** Shows the cart after the line's fulfilment changed (ship it or pick it up in store; decision 0241). */
  readonly onCart?: (cart: Cart) => void;
  /**
   * Saves a gift card line's recipient info, judged by the dialog first (core's
   * `changeCartLineGiftCard`; decision 0364) and, on success, shows the cart it resolves to.
   * Without it a gift card line offers no edit.
   */
  readonly onGiftCard?: (line: CartLine, giftCard: GiftCardInfo) => Promise<CartOutcome>;
}

/**
 * One cart line (shopping.md §3 "Cart item"): image, name linking to the PDP in the line's colour,
 * colour / fit / size, unit price (struck list price when marked down), the "Quantity" spinbutton
 * (1..line.maxQuantity; changes are sent after a short pause), an "Edit" link opening the line in
 * the quickshop (size, colour and units; decision 0361), a "Remove" button, and the line total. A
 * failed change keeps the line as the server has it and shows the error on the line. A gift card
 * line shows its amount and recipient instead of colour and size, and an "Edit gift card details"
 * button (described by the product name, like "Remove") that opens {@link GiftCardEditDialog}
 * (decision 0364).
 */
export function CartLineItem({ line, onQuantity, onRemove, onCart, onGiftCard }: CartLineItemProps) {
  const { t } = useLingui();
  const format = useFormatMoney();
  const nameId = useId();
  const errorId = useId();
  const [quantity, setQuantity] = useState(line.quantity);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const giftCardKind = onGiftCard ? cartLineGiftCardKind(line) : null;

  useEffect(() => setQuantity(line.quantity), [line.quantity]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // Warm the edit dialog's chunk once a gift card line shows, so the button opens it at once.
  useEffect(() => {
    if (giftCardKind) void loadGiftCardEditDialog().catch(() => undefined);
  }, [giftCardKind]);

  const changeQuantity = (next: number) => {
    setQuantity(next);
    setError(null);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(async () => {
      if (next === line.quantity) return;
      setBusy(true);
      const message = await onQuantity(line, next);
      setBusy(false);
      if (message) {
        setError(message);
        setQuantity(line.quantity);
      }
    }, QUANTITY_COMMIT_DELAY_MS);
  };

  const remove = async () => {
    window.clearTimeout(timer.current);
    setError(null);
    setBusy(true);
    const message = await onRemove(line);
    setBusy(false);
    if (message) setError(message);
  };

  const pdp = `/shop/${encodeURIComponent(line.productSlug)}?color=${encodeURIComponent(line.colorCode)}`;
  // The quickshop edit of this line (decision 0361): the #quickshop hash modal with the line's SKU, id and units.
  const edit = `#quickshop?${new URLSearchParams({ sku: line.skuId, itemId: line.itemId, quantity: String(line.quantity), displayName: line.displayName })}`;

  return (
    <li className={styles.line} aria-busy={busy || undefined}>
      <div className={styles.lineImage}>
        {line.image ? (
          <ResponsiveImage image={line.image} alt="" sizes="(min-width: 768px) 120px, 96px" widths={[THUMBNAIL_WIDTH, 360]} mobileWidths={null} className={styles.thumb} />
        ) : (
          <span className={styles.thumbPlaceholder} />
        )}
      </div>
      <div className={styles.lineBody}>
        <h2 className={styles.lineName} id={nameId}>
          <Link to={pdp}>{line.displayName}</Link>
        </h2>
        {line.flags.includes('GIFT_CARD_ITEM') ? (
          // A gift card line: its amount and recipient instead of colour and size (decision 0284).
          <>
            <dl className={styles.attrs}>
              <div>
                <dt>
                  <Trans>Amount</Trans>
                </dt>
                <dd>{format(line.salePrice)}</dd>
              </div>
            </dl>
            {line.giftCard && <GiftCardSummary info={line.giftCard} />}
          </>
        ) : (
          <dl className={styles.attrs}>
            <div>
              <dt>
                <Trans>Color</Trans>
              </dt>
              <dd>{line.colorName}</dd>
            </div>
            {line.fitName && (
              <div>
                <dt>
                  <Trans>Fit</Trans>
                </dt>
                <dd>{line.fitName}</dd>
              </div>
            )}
            <div>
              <dt>
                <Trans>Size</Trans>
              </dt>
              <dd>{line.sizeName}</dd>
            </div>
          </dl>
        )}
        <CartLineFlags line={line} />
        <div className={styles.unitPrice}>
          <span className="visually-hidden">
            <Trans>Price each</Trans>
          </span>
          <Price price={priceRangeOf(line.listPrice, line.salePrice)} size="sm" />
        </div>
        <div className={styles.lineControls}>
          <QuantityInput value={quantity} max={Math.max(line.maxQuantity, line.quantity)} onChange={changeQuantity} hideLabel describedBy={error ? errorId : undefined} />
          {!line.flags.includes('GIFT_CARD_ITEM') && (
            <a href={edit} className={`${styles.remove} ${styles.edit}`} aria-describedby={nameId}>
              <Trans>Edit</Trans>
            </a>
          )}
          <button type="button" className={styles.remove} onClick={() => void remove()} aria-describedby={nameId} disabled={busy}>
            <Trans>Remove</Trans>
          </button>
          {giftCardKind && (
            <button type="button" className={styles.remove} onClick={() => setEditing(true)} aria-describedby={nameId} aria-haspopup="dialog" disabled={busy}>
              <Trans>Edit gift card details</Trans>
            </button>
          )}
        </div>
        <p id={errorId} role="alert" className={styles.lineError}>
          {error}
        </p>
        {editing && giftCardKind && onGiftCard && (
          <Suspense fallback={null}>
            <GiftCardEditDialog line={line} kind={giftCardKind} onSave={(giftCard) => onGiftCard(line, giftCard)} onClose={() => setEditing(false)} />
          </Suspense>
        )}
        {onCart && !line.flags.includes('GIFT_CARD_ITEM') && (
          // Gift cards are mailed or emailed, never picked up in store (decision 0283).
          <Suspense fallback={null}>
            <CartLineFulfillment line={line} onChanged={onCart} />
          </Suspense>
        )}
      </div>
      <p className={styles.lineTotal}>
        <span className="visually-hidden">{t`Line total`} </span>
        <span data-testid="line-total">{format(line.lineTotal)}</span>
      </p>
    </li>
  );
}
