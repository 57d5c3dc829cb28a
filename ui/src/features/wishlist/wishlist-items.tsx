import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { productPath, type WishlistItem } from '@vitrine/core';
import { ResponsiveImage } from '../../components/responsive-image';
import { useFormatMoney } from '../../shared/format';
import styles from './wishlist.module.css';

/** The favorites as a list: one list item per product (photo, name linking to the PDP, colour, size, price) and its actions. */
export function WishlistItems({ items, label, actions }: { items: readonly WishlistItem[]; label: string; actions?: (item: WishlistItem) => ReactNode }) {
  const format = useFormatMoney();
  return (
    <ul className={styles.items} aria-label={label}>
      {items.map((item) => (
        <li key={item.itemId} className={styles.item}>
          <div className={styles.media}>
            {item.image && <ResponsiveImage image={item.image} alt="" sizes="(min-width: 1025px) 160px, 30vw" widths={[360, 540]} mobileWidths={null} className={styles.image} />}
          </div>
          <div className={styles.body}>
            <h2 className={styles.name}>
              <Link to={productPath(item.kind, item.productSlug)}>{item.displayName}</Link>
            </h2>
            <p className={styles.meta}>
              {item.colorName && <span>{item.colorName}</span>}
              {item.sizeName && (
                <span>
                  <Trans>Size {item.sizeName}</Trans>
                </span>
              )}
              <span className={styles.price}>{format(item.price)}</span>
            </p>
            {actions?.(item)}
          </div>
        </li>
      ))}
    </ul>
  );
}
