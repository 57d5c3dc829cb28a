import { token } from '@vitrine/core';
import type { Services } from './services';

/**
 * A full page load of `url` (another site's context path after a site choice, decision 0343): the
 * site decides the catalogue, prices and language, so the browser loads the page anew. Tests bind a
 * spy; the browser default is `window.location.assign(url)`.
 */
export type LoadPage = (url: string) => void;
export const LoadPage = token<LoadPage>('LoadPage');

/** The bound LoadPage, else `window.location.assign`. */
export function loadPageOf(services: Services): LoadPage {
  return services.has(LoadPage) ? services.get(LoadPage) : (url) => window.location.assign(url);
}
