import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams } from 'react-router-dom';
import { resolveSelection, type Product, type Selection, type SelectionRequest } from '@vitrine/core';
import { afterNextPaint } from '../../shared/after-next-paint';
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
 * re-running the route's loader (`defaultShouldRevalidate: false`). The query is written after the
 * next paint, in a task of its own, so the router's navigation is not part of the click (INP;
 * decision 0472): changes made before then are written once, the last one; none is written after
 * the page unmounts or while another navigation is under way. A query change from elsewhere
 * (back/forward, a link) is read back in.
 */
export function useProductSelection(product: Product): ProductSelectionState {
  const [params, setParams] = useSearchParams();
  const config = useSiteConfig();
  const query = params.toString();
  const [request, setRequest] = useState<SelectionRequest>(() => readSelectionRequest(params));
  // The query last seen or written, and the queries written to the router but not seen back yet
  // (the router renders a navigation in a transition, so a click can come before it is seen).
  const seen = useRef(query);
  const inFlight = useRef<string[]>([]);
  const cancelWrite = useRef<(() => void) | null>(null);
  // Read at write time, not subscribed to: a navigation's start should not render the page again.
  const router = useContext(UNSAFE_DataRouterContext)?.router;

  useEffect(() => () => cancelWrite.current?.(), []);

  useEffect(() => {
    if (query === seen.current) return;
    seen.current = query;
    const own = inFlight.current.indexOf(query);
    if (own >= 0) {
      inFlight.current.splice(0, own + 1);
      return;
    }
    // A query from elsewhere (back/forward, a link) wins over a change not written yet.
    inFlight.current = [];
    cancelWrite.current?.();
    cancelWrite.current = null;
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
      cancelWrite.current?.();
      cancelWrite.current = afterNextPaint(() => {
        cancelWrite.current = null;
        if ((router?.state.navigation.state ?? 'idle') !== 'idle') return;
        const latest = inFlight.current.at(-1) ?? seen.current;
        const nextParams = writeSelectionRequest(new URLSearchParams(latest), next);
        if (nextParams.toString() === latest) return;
        inFlight.current.push(nextParams.toString());
        setParams(nextParams, { replace: true, preventScrollReset: true, defaultShouldRevalidate: false });
      });
    },
    [request, selection, setParams, router],
  );

  return { selection, update };
}
