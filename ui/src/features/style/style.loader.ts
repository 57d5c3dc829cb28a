import type { LoaderFunction } from 'react-router-dom';
import { StyleGateway, type StyleLook } from '@vitrine/core';
import type { Services } from '../../shared/services';
import { notFound } from '../category';

/** What the style page renders. */
export interface StyleData {
  readonly look: StyleLook;
}

/**
 * Loader of `/shop/style/{id}` (shopping.md §2 "Style page builder"; decision 0270): the look and
 * its pieces in one call (StyleGateway.getStyle). An empty id, an unknown look (CATALOG.NOT_FOUND)
 * or a look without pieces → 404 (the page-404 handling). Transport faults propagate.
 */
export function makeStyleLoader(services: Services): LoaderFunction {
  return async ({ params }): Promise<StyleData> => {
    const id = params.id?.trim() ?? '';
    if (!id) notFound();
    const found = await services.get(StyleGateway).getStyle(id);
    if (!found.ok || found.value.pieces.length === 0) notFound();
    return { look: found.value };
  };
}
