import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import { cartConfirmationModel, type CartConfirmation as CartConfirmationModel, type ColorOption, type FitOption, type GiftCardInfo, type Money, type Product, type Sku } from '@vitrine/core';
import { cartConfirmVariant } from '../shared/cart-confirm-variant';
import { useFormatMoney } from '../shared/format';
import { GiftCardSummary } from './gift-card-summary';
import { useServices } from '../shared/service-context';
import { Dialog } from './dialog';
import { ResponsiveImage } from './responsive-image';
import { ThresholdBanner } from './threshold-banner';
import styles from './cart-confirmation.module.css';

/** One thing just added: the product, the SKU, the units, its colour and fit (for core's confirmation model). */
export interface AddedItem {
  readonly product: Pick<Product, 'displayName' | 'kind'>;
  readonly sku: Pick<Sku, 'colorId' | 'color' | 'size' | 'salePrice'>;
  readonly quantity: number;
  readonly color: Pick<ColorOption, 'images'> | null;
  readonly fit: Pick<FitOption, 'displayName'> | null;
  /** A gift card's recipient, message and delivery date, shown with the item (decision 0284). */
  readonly giftCard?: GiftCardInfo;
}

export interface CartConfirmationProps {
  /** What was just added; each becomes core's cart confirmation model (shopping.md §3). */
  readonly added: readonly AddedItem[];
  /** The cart's discountable subtotal after the add, for the threshold banner. */
  readonly subtotal: Money;
  /** Clears the confirmation list (shopping.md §4 "set or cleared"). */
  readonly onClose: () => void;
}

/** A confirmation line: core's model, plus the gift card info when there is one. */
type ConfirmedItem = CartConfirmationModel & { readonly giftCard?: GiftCardInfo };

function Items({ items }: { items: readonly ConfirmedItem[] }) {
  const format = useFormatMoney();
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={`${item.displayName}-${item.colorCode}-${item.sizeName}`} className={styles.item}>
          {item.imageURL && (
            <ResponsiveImage image={{ url: item.imageURL, width: 1274, height: 1580, alt: '' }} alt="" sizes="72px" widths={[100, 360]} mobileWidths={null} className={styles.image} />
          )}
          <div>
            <p className={styles.name}>{item.displayName}</p>
            <p className={styles.meta}>
              {!item.giftCard && item.colorName && <span>{item.colorName}</span>}
              {!item.giftCard && item.sizeName && (
                <span>
                  <Trans>Size {item.sizeName}</Trans>
                </span>
              )}
              <span>
                <Trans>Qty {item.quantity}</Trans>
              </span>
              <span>{format(item.price)}</span>
            </p>
            {item.giftCard && <GiftCardSummary info={item.giftCard} className={styles.meta} />}
            {item.isMTO && (
              <p className={styles.meta}>
                <Trans>Made to order: ships when it is made for you.</Trans>
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The cart confirmation after an add to cart (shopping.md §3 model, §5 cartConfirmVariant;
 * decision 0223), loaded in its own chunk on the first add; the variant is read from the browser's
 * experiment query parameter or cookie (decision 0330), coerced by core. Three presentations: 0 an inline status region under the buy button, 1 a
 * modal dialog "Added to your cart" with "Continue shopping", 2 a non-modal panel under the header
 * (a status region with a Close button). Each names the product(s) (name, colour, size, units,
 * price, image; made to order) with a link "View cart", and the dialog and panel show the
 * threshold banner for the new subtotal.
 */
export default function CartConfirmation({ added, subtotal, onClose }: CartConfirmationProps) {
  const { t } = useLingui();
  const services = useServices();
  const { search } = useLocation();
  const [variant] = useState(() => cartConfirmVariant(services, search));
  const [items] = useState<ConfirmedItem[]>(() =>
    added.map((a) => ({ ...cartConfirmationModel(a.product, a.sku, a.quantity, a.color, a.fit), ...(a.giftCard ? { giftCard: a.giftCard } : {}) })),
  );
  // The inline status region exists before its text, so screen readers announce it.
  const [announced, setAnnounced] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (variant === 2) panelRef.current?.focus();
    setAnnounced(true);
  }, [variant]);

  if (variant === 1) {
    return (
      <Dialog title={t`Added to your cart`} onClose={onClose} id="cart-confirmation-modal">
        <Items items={items} />
        <ThresholdBanner subtotal={subtotal} />
        <div className={styles.actions}>
          <Link to="/cart" className={styles.primary} onClick={onClose} data-autofocus="">
            {t`View cart`}
          </Link>
          <button type="button" className={styles.secondary} onClick={onClose}>
            <Trans>Continue shopping</Trans>
          </button>
        </div>
      </Dialog>
    );
  }
  if (variant === 2) {
    // On the page's top layer (a portal to body): a fixed panel inside the buy box would sit in the
    // buy box's stacking context, under the sticky header (decision 0332).
    return createPortal(
      <div ref={panelRef} tabIndex={-1} role="status" aria-label={t`Added to your cart`} className={styles.flyout}>
        <div className={styles.flyoutHead}>
          <p className={styles.title}>
            <Trans>Added to your cart</Trans>
          </p>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t`Close`}>
            ×
          </button>
        </div>
        <Items items={items} />
        <ThresholdBanner subtotal={subtotal} />
        <Link to="/cart" className={styles.primary} onClick={onClose}>
          {t`View cart`}
        </Link>
      </div>,
      document.body,
    );
  }
  return (
    <div role="status" className={announced ? styles.inline : undefined}>
      {announced && (
        <>
          <p className={styles.title}>
            <span aria-hidden="true">✓ </span>
            <Trans>Added to your cart</Trans>
          </p>
          <Items items={items} />
          <Link to="/cart" className={styles.link}>
            {t`View cart`}
          </Link>
        </>
      )}
    </div>
  );
}
