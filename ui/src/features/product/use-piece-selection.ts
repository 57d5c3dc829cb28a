import { useCallback, useMemo, useState } from 'react';
import { resolveSelection, type Product, type SelectionRequest } from '@vitrine/core';
import { useSiteConfig } from '../../shared/site-context';
import type { ProductSelectionState } from './use-product-selection';

const EMPTY: SelectionRequest = { color: null, fit: null, size: null, quantity: 1 };

/**
 * The selection of one product among several on a page (a style page's piece; decision 0270):
 * the same rules as the product page (core's `resolveSelection` with the site's max quantity,
 * sold-out options shown when the product says `displaySoldOut`), kept in component state instead
 * of the URL query, so every piece has its own. Starts from the product's default colour.
 */
export function usePieceSelection(product: Product): ProductSelectionState {
  const config = useSiteConfig();
  const [request, setRequest] = useState<SelectionRequest>(EMPTY);
  const selection = useMemo(
    () => resolveSelection(product, request, { maxQuantity: config.maxQuantity, showOutOfStockColors: product.displaySoldOut }),
    [product, request, config.maxQuantity],
  );
  const update = useCallback(
    (change: Partial<SelectionRequest>) =>
      setRequest({ color: selection.color?.code ?? request.color ?? null, fit: selection.fit?.code ?? request.fit ?? null, size: selection.sizeId ?? request.size ?? null, quantity: selection.quantity, ...change }),
    [request, selection],
  );
  return { selection, update };
}
