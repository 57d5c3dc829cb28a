import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { resolveSelection, type Product, type Selection, type SelectionRequest } from '@vitrine/core';
import { useSiteConfig } from '../../shared/site-context';
import { readSelectionRequest, writeSelectionRequest } from './selection-request';

export interface ProductSelectionState {
  /** Core's resolved selection for the current request (shopping.md §4 "Product selection"). */
  readonly selection: Selection;
  /** Changes part of the selection; the URL query is replaced (not pushed) with the result. */
  readonly update: (change: Partial<SelectionRequest>) => void;
}

/**
 * The product page's selection, mirrored in the URL query (decision 0051). The request starts from
 * the query (a deep link is honoured) and is resolved by core's `resolveSelection` with the site's
 * max quantity (out-of-stock colours, fits and sizes are shown when the product says
 * `displaySoldOut`). A change applies at once (the radio the shopper clicked is checked in the same
 * event) and writes the resolved selection plus the change to the query with `replace`, without
 * re-running the route's loader (`defaultShouldRevalidate: false`). A query change from elsewhere
 * (back/forward, a link) is read back in.
 */
export function useProductSelection(product: Product): ProductSelectionState {
  const [params, setParams] = useSearchParams();
  const config = useSiteConfig();
  const query = params.toString();
  const [request, setRequest] = useState<SelectionRequest>(() => readSelectionRequest(params));
  const written = useRef(query);

  useEffect(() => {
    if (query === written.current) return;
    written.current = query;
    setRequest(readSelectionRequest(new URLSearchParams(query)));
  }, [query]);

  const selection = useMemo(
    () => resolveSelection(product, request, { maxQuantity: config.maxQuantity, showOutOfStockColors: product.displaySoldOut }),
    [product, request, config.maxQuantity],
  );

  const update = useCallback(
    (change: Partial<SelectionRequest>) => {
      const next: SelectionRequest = {
        color: selection.color?.code ?? request.color ?? null,
        fit: selection.fit?.code ?? request.fit ?? null,
        size: selection.sizeId ?? request.size ?? null,
        quantity: selection.quantity,
        ...change,
      };
      setRequest(next);
      const nextParams = writeSelectionRequest(new URLSearchParams(query), next);
      written.current = nextParams.toString();
      setParams(nextParams, { replace: true, preventScrollReset: true, defaultShouldRevalidate: false });
    },
    [query, request, selection, setParams],
  );

  return { selection, update };
}
