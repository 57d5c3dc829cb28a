import { useCallback, useMemo, useState } from 'react';
import { resolveSelection, type Product, type SelectionRequest } from '@vitrine/core';
import { useSiteConfig } from '../../shared/site-context';
import type { ProductSelectionState } from './use-product-selection';

const EMPTY: SelectionRequest = { color: null, fit: null, size: null, quantity: 1 };

/** Where a piece selection starts and how it is resolved. */
export interface PieceSelectionStart {
  /** The first request (a cart line's colour, fit, size and units); default: the product's default colour, quantity 1. */
  readonly request?: SelectionRequest;
  /** The quickshop edit of a cart line: quantity not capped by stock (shopping.md §4; decision 0361). */
  readonly quickshopEdit?: boolean;
}

/**
 * The selection of one product among several on a page (a style page's piece; decision 0270) or in
 * the quickshop edit of a cart line (decision 0361): the same rules as the product page (core's
 * `resolveSelection` with the site's max quantity, sold-out options shown when the product says
 * `displaySoldOut`), kept in component state instead of the URL query, so every piece has its own.
 * Starts from `start.request`, else the product's default colour.
 */
export function usePieceSelection(product: Product, start: PieceSelectionStart = {}): ProductSelectionState {
  const config = useSiteConfig();
  const [request, setRequest] = useState<SelectionRequest>(start.request ?? EMPTY);
  const quickshopEdit = start.quickshopEdit ?? false;
  const selection = useMemo(
    () => resolveSelection(product, request, { maxQuantity: config.maxQuantity, showOutOfStockColors: product.displaySoldOut, quickshopEdit }),
    [product, request, config.maxQuantity, quickshopEdit],
  );
  const update = useCallback(
    (change: Partial<SelectionRequest>) =>
      setRequest({ color: selection.color?.code ?? request.color ?? null, fit: selection.fit?.code ?? request.fit ?? null, size: selection.sizeId ?? request.size ?? null, quantity: selection.quantity, ...change }),
    [request, selection],
  );
  return { selection, update };
}
