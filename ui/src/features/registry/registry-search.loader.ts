import type { LoaderFunction } from 'react-router-dom';
import { RegistryGateway, type RegistryError, type RegistrySearchPage, type RegistrySearchQuery, type Result } from '@vitrine/core';
import type { Services } from '../../shared/services';

/** What /registry/search renders: the query read from the URL and, when both names were given, the page found. */
export interface RegistrySearchData {
  readonly query: { readonly firstName: string; readonly lastName: string; readonly month: string; readonly year: string };
  readonly result: Result<RegistrySearchPage, RegistryError> | null;
}

/** The search of a URL (`first_name`, `last_name`, `month` 1-12, `year`, `page`); month, year and page only when well-formed. */
export function registrySearchOf(url: URL): { form: RegistrySearchData['query']; query: RegistrySearchQuery | null } {
  const p = url.searchParams;
  const form = { firstName: p.get('first_name') ?? '', lastName: p.get('last_name') ?? '', month: p.get('month') ?? '', year: p.get('year') ?? '' };
  if (!form.firstName.trim() || !form.lastName.trim()) return { form, query: null };
  const month = Number(form.month);
  const year = Number(form.year);
  const page = Number(p.get('page'));
  return {
    form,
    query: {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      ...(Number.isInteger(month) && month >= 1 && month <= 12 ? { month } : {}),
      ...(/^\d{4}$/.test(form.year.trim()) ? { year } : {}),
      page: Number.isInteger(page) && page > 1 ? page : 1,
    },
  };
}

/**
 * Loader of /registry/search (shopping.md §2 registry routes, §7 registry search, §9 page size 20):
 * searches when the URL names a first and a last name; refusals come back as data, a transport
 * fault goes to the route error.
 */
export function makeRegistrySearchLoader(services: Services): LoaderFunction {
  return async ({ request }): Promise<RegistrySearchData> => {
    const { form, query } = registrySearchOf(new URL(request.url));
    return { query: form, result: query ? await services.get(RegistryGateway).searchRegistries(query) : null };
  };
}
