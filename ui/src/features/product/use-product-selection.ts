import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { resolveSelection, type Product, type Selection, type SelectionRequest } from '@vitrine/core';
import { useSiteConfig } from '../../app/site-context';
import { readSelectionRequest, writeSelectionRequest } from './selection-request';

export interface ProductSelectionState {
  /** Core's resolved selection for the URL's request (shopping.md §4 "Product selection"). */
  readonly selection: Selection;
  /** Changes part of the selection; the URL query is replaced (not pushed) with the result. */
  readonly update: (change: Partial<SelectionRequest>) => void;
}

/**
 * The product page's selection, kept in the URL query (decision 0051): the query is read on every
 * render and resolved by core's `resolveSelection` with the site's max quantity (out-of-stock
 * colours, fits and sizes are shown when the product says `displaySoldOut`). A change writes the
 * current resolved selection plus the change back with `replace`, so sharing the URL shares the
 * selection and the back button leaves the page. Such a change does not re-run the route's loader
 * (`defaultShouldRevalidate: false`): the product is already loaded.
 */
export function useProductSelection(product: Product): ProductSelectionState {
  const [params, setParams] = useSearchParams();
  const config = useSiteConfig();
  const query = params.toString();
  const selection = useMemo(
    () =>
      resolveSelection(product, readSelectionRequest(new URLSearchParams(query)), {
        maxQuantity: config.maxQuantity,
        showOutOfStockColors: product.displaySoldOut,
      }),
    [product, query, config.maxQuantity],
  );

  const update = useCallback(
    (change: Partial<SelectionRequest>) => {
      const requested = readSelectionRequest(new URLSearchParams(query));
      const next: SelectionRequest = {
        color: selection.color?.code ?? requested.color ?? null,
        fit: selection.fit?.code ?? requested.fit ?? null,
        size: selection.sizeId ?? requested.size ?? null,
        quantity: selection.quantity,
        ...change,
      };
      setParams((current) => writeSelectionRequest(current, next), { replace: true, preventScrollReset: true, defaultShouldRevalidate: false });
    },
    [query, selection, setParams],
  );

  return { selection, update };
}
