import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { isLowStock, isSkuBackordered, isSkuUnavailable, type Product, type Sku } from '@vitrine/core';
import { useSiteConfig } from '../../shared/site-context';
import styles from './product.module.css';

/**
 * The availability note of the picked SKU (shopping.md §4 "Inventory rules"): pre-order, sold out,
 * backordered, or "only N left" at or below the site's low-stock threshold. Renders nothing when
 * there is nothing to say (it appears right after the shopper's own click, so it shifts nothing
 * unexpectedly).
 */
export function StockNote({ product, sku }: { product: Product; sku: Sku | null }) {
  const config = useSiteConfig();
  let note: ReactNode = null;
  let tone = styles.noteInfo;
  if (sku && isSkuUnavailable(sku)) {
    note = <Trans>Sold out in this size</Trans>;
    tone = styles.noteAlert;
  } else if (sku && product.preorderFlag) {
    note = <Trans>Pre-order: ships as soon as it arrives</Trans>;
  } else if (sku && isSkuBackordered(sku, product.preorderFlag)) {
    note = <Trans>Backordered: ships when back in stock</Trans>;
  } else if (sku && isLowStock(sku, config.lowStockThreshold)) {
    note = <Plural value={sku.stockLevel} one="Only # left" other="Only # left" />;
    tone = styles.noteAlert;
  }
  return note ? <p className={`${styles.note} ${tone}`}>{note}</p> : null;
}
