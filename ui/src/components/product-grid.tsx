import { useEffect, type MouseEvent } from 'react';
import { tileImageLoading, tileSwatchLimit, type ProductTile as ProductTileModel } from '@vitrine/core';
import { trackAnalytics } from '../shared/analytics-bus';
import { MAX_TILE_SWATCHES, ProductTile } from './product-tile';
import styles from './product-grid.module.css';

export interface ProductGridProps {
  readonly tiles: readonly ProductTileModel[];
  /** Heading level of each product name (2 on a listing page, 3 inside a titled section). */
  readonly headingLevel?: 2 | 3;
  /** How many first tiles load their image eagerly with high priority (above the fold); the first is also preloaded. */
  readonly priorityCount?: number;
  /** 'grid' wraps (2 / 3 / 4 columns); 'tray' is one scrollable row. */
  readonly variant?: 'grid' | 'tray';
  readonly label?: string;
  /** The lazyThumbnails experiment value (0/1/2, default 0): how the cards' images load (core's `tileImageLoading`; decision 0420). */
  readonly lazyThumbnails?: number;
  /** The plpAllColorOptions experiment value (0/1, default 0): 1 shows every colour swatch on each card (decision 0420). */
  readonly allColorOptions?: number;
}

/**
 * A list of product tiles: a responsive grid (2 columns from 320 px, 3 from 640 px, 4 from
 * 1025 px) or a horizontally scrolling tray. One list item per product. Listing pages pass their
 * lazyThumbnails and plpAllColorOptions experiment values (shopping.md §5; decision 0420).
 */
export function ProductGrid({ tiles, headingLevel = 2, priorityCount = 0, variant = 'grid', label, lazyThumbnails = 0, allColorOptions = 0 }: ProductGridProps) {
  const swatchLimit = tileSwatchLimit(allColorOptions, MAX_TILE_SWATCHES);
  const isTray = variant === 'tray';
  const productIds = tiles.map((t) => t.productId).join(',');
  // A tray reports its impression and product clicks (shopping.md §4: sent even without marketing consent; decision 0311).
  useEffect(() => {
    if (isTray) trackAnalytics({ kind: 'link', name: 'product-tray-impression', data: { tray: label ?? '', productIds: productIds.split(',') } });
  }, [isTray, label, productIds]);
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const item = (event.target as Element).closest('li[data-product-id]');
    if (isTray && item && (event.target as Element).closest('a')) trackAnalytics({ kind: 'link', name: 'product-tray-click', data: { tray: label ?? '', productId: item.getAttribute('data-product-id') } });
  };
  return (
    <ul className={isTray ? styles.tray : styles.grid} aria-label={label} onClick={onClick}>
      {tiles.map((tile, index) => {
        const loading = tileImageLoading(index, priorityCount, lazyThumbnails);
        return (
          <li key={tile.productId} className={styles.item} data-product-id={tile.productId}>
            <ProductTile tile={tile} headingLevel={headingLevel} priority={loading.priority} preload={loading.preload} placeholder={loading.placeholder} swatchLimit={swatchLimit} />
          </li>
        );
      })}
    </ul>
  );
}
