import { Logger, ShellContentGateway, type DatetimeOptions } from '@vitrine/core';
import type { Services } from '../../shared/services';

/** Loader data that carries the site's date display options (decision 0415); null: the built-in formats. */
export type WithDatetimeOptions<T> = T & { readonly datetimeOptions: DatetimeOptions | null };

/**
 * The site's datetimeOptions entry (shell-and-account.md §7; decision 0415) for an orders loader,
 * read beside the loader's own call so it adds no request in series, and so the server and the
 * browser format dates alike. Null when the site has none or the call failed (logged as the warning
 * 'Date display options load failed': the page keeps its built-in formats), and null without a
 * ShellContentGateway bound (a back end without the content API). Never throws.
 */
export async function loadDatetimeOptions(services: Services): Promise<DatetimeOptions | null> {
  if (!services.has(ShellContentGateway)) return null;
  try {
    return await services.get(ShellContentGateway).getDatetimeOptions();
  } catch (error) {
    if (services.has(Logger)) services.get(Logger).warn('Date display options load failed', { error: String(error) });
    return null;
  }
}

/** `data` (awaited beside the date display options) with `datetimeOptions` added. */
export async function withDatetimeOptions<T extends object>(services: Services, data: Promise<T>): Promise<WithDatetimeOptions<T>> {
  const [loaded, datetimeOptions] = await Promise.all([data, loadDatetimeOptions(services)]);
  return { ...loaded, datetimeOptions };
}
