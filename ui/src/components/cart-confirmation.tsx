import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { CartConfirmation as CartConfirmationModel, Money } from '@vitrine/core';
import { useFormatMoney } from '../shared/format';
import { Dialog } from './dialog';
import { ResponsiveImage } from './responsive-image';
import { ThresholdBanner } from './threshold-banner';
import styles from './cart-confirmation.module.css';

export interface CartConfirmationProps {
  /** The confirmation models of what was just added (shopping.md §3 "Cart confirmation model"). */
  readonly items: readonly CartConfirmationModel[];
  /** cartConfirmVariant (shopping.md §5, coerced 0/1/2; decision 0223). */
  readonly variant: number;
  /** The cart's discountable subtotal after the add, for the threshold banner. */
  readonly subtotal: Money;
  /** Clears the confirmation list (shopping.md §4 "set or cleared"). */
  readonly onClose: () => void;
}

function Items({ items }: { items: readonly CartConfirmationModel[] }) {
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
              {item.colorName && <span>{item.colorName}</span>}
              {item.sizeName && (
                <span>
                  <Trans>Size {item.sizeName}</Trans>
                </span>
              )}
              <span>
                <Trans>Qty {item.quantity}</Trans>
              </span>
              <span>{format(item.price)}</span>
            </p>
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
 * decision 0223), in three presentations: 0 an inline status region under the buy button, 1 a
 * modal dialog "Added to your cart" with "Continue shopping", 2 a non-modal panel under the header
 * (a status region with a Close button). Each names the product(s) (name, colour, size, units,
 * price, image; made to order) with a link "View cart", and the dialog and panel show the
 * threshold banner for the new subtotal.
 */
export default function CartConfirmation({ items, variant, subtotal, onClose }: CartConfirmationProps) {
  const { t } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (variant === 2) panelRef.current?.focus();
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
    return (
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
      </div>
    );
  }
  return (
    <div className={styles.inline}>
      <p className={styles.title}>
        <span aria-hidden="true">✓ </span>
        <Trans>Added to your cart</Trans>
      </p>
      <Items items={items} />
      <Link to="/cart" className={styles.link}>
        {t`View cart`}
      </Link>
    </div>
  );
}
