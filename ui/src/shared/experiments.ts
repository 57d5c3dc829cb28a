import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { coerceExperiments, CookieJar, EXPERIMENT_KEYS, EXPERIMENT_RULES, isAllowedExperimentValue, type ExperimentKey, type ExperimentValues } from '@vitrine/core';
import { useServices } from './service-context';
import type { Services } from './services';

/** How long an experiment value given in the query string is kept in its cookie (seconds; decision 0330). */
export const EXPERIMENT_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The raw value of one experiment: the query parameter of the same name wins over the cookie. */
function rawValue(key: ExperimentKey, params: URLSearchParams, cookies: CookieJar | undefined): string | undefined {
  return params.get(key) ?? cookies?.get(key);
}

/**
 * Every experiment of shopping.md §5 for this request or browser: each key read from the query
 * parameter of the same name, else from the cookie of the same name, and coerced by core to its
 * allowed set (invalid or missing values give the default; decision 0330). `search` is a query
 * string with or without its '?'. Never fails.
 */
export function readExperiments(cookies: CookieJar | undefined, search: string): ExperimentValues {
  const params = new URLSearchParams(search);
  const raw: Record<string, string | undefined> = {};
  for (const key of EXPERIMENT_KEYS) raw[key] = rawValue(key, params, cookies);
  return coerceExperiments(raw);
}

/**
 * Stores each allowed experiment value given in the query string (`?cartConfirmVariant=2`) in the
 * cookie of the same name for {@link EXPERIMENT_COOKIE_MAX_AGE_S}, so it holds on later pages
 * (decision 0330). Values outside the key's allowed set are not stored. Returns the keys stored.
 */
export function storeExperimentOverrides(cookies: CookieJar, search: string): ExperimentKey[] {
  const params = new URLSearchParams(search);
  const stored: ExperimentKey[] = [];
  for (const key of EXPERIMENT_KEYS) {
    const raw = params.get(key);
    if (raw === null || !/^\d+$/.test(raw) || !isAllowedExperimentValue(EXPERIMENT_RULES[key], Number(raw))) continue;
    cookies.set(key, raw, { maxAgeSeconds: EXPERIMENT_COOKIE_MAX_AGE_S, path: '/' });
    stored.push(key);
  }
  return stored;
}

/** The experiments of the given services' cookie jar (none: every default) and query string. */
export function experimentsOf(services: Services, search = ''): ExperimentValues {
  return readExperiments(services.has(CookieJar) ? services.get(CookieJar) : undefined, search);
}

/**
 * The coerced experiment values for the current page (query parameter over cookie), the one place
 * screens and trays read them (decision 0330). Stable while the query string and services stay.
 */
export function useExperiments(): ExperimentValues {
  const services = useServices();
  const { search } = useLocation();
  return useMemo(() => experimentsOf(services, search), [services, search]);
}
