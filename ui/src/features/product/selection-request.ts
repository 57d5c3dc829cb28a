import { parseInteger, type SelectionRequest } from '@vitrine/core';

/** The query parameters of the product page's selection (shopping.md §2 "Query parameters"). */
export const SELECTION_PARAMS = { color: 'color', fit: 'type', size: 'size', quantity: 'quantity' } as const;

/** Reads the selection the URL asks for: `color`, `type` (fit), `size` (id or name), `quantity`. */
export function readSelectionRequest(params: URLSearchParams): SelectionRequest {
  return {
    color: params.get(SELECTION_PARAMS.color),
    fit: params.get(SELECTION_PARAMS.fit),
    size: params.get(SELECTION_PARAMS.size),
    quantity: parseInteger(params.get(SELECTION_PARAMS.quantity)),
  };
}

/**
 * Writes a selection into a copy of the query (decision 0051): each part set, or removed when
 * null; quantity 1 (the default) is left out. Other parameters (category, recommendation, …) are kept.
 */
export function writeSelectionRequest(params: URLSearchParams, request: SelectionRequest): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null | undefined) => (value ? next.set(key, value) : next.delete(key));
  set(SELECTION_PARAMS.color, request.color);
  set(SELECTION_PARAMS.fit, request.fit);
  set(SELECTION_PARAMS.size, request.size);
  set(SELECTION_PARAMS.quantity, request.quantity && request.quantity > 1 ? String(request.quantity) : null);
  return next;
}
