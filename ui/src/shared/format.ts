import { useMemo } from 'react';
import type { Money } from '@vitrine/core';
import { useSite } from './site-context';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

/**
 * One `Intl.NumberFormat` per locale and options, made on first use and kept: constructing one
 * costs far more than formatting with it, and a listing formats hundreds of prices while hydrating.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** One `Intl.DateTimeFormat` per locale and options, made on first use and kept (see {@link numberFormat}). */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** One `Intl.ListFormat` per locale and options, made on first use and kept (see {@link numberFormat}). */
export function listFormat(locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = listFormats.get(key);
  if (!format) listFormats.set(key, (format = new Intl.ListFormat(locale, options)));
  return format;
}

/** Formats Money (minor units) for a locale with Intl, e.g. 5200 USD in en-US → '$52.00'. */
export function formatMoney(value: Money, locale: string): string {
  const formatter = numberFormat(locale, { style: 'currency', currency: value.currency });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(value.amount / 10 ** digits);
}

/** Hook: a money formatter bound to the current site's locale. */
export function useFormatMoney(): (value: Money) => string {
  const { locale } = useSite();
  return useMemo(() => (value: Money) => formatMoney(value, locale), [locale]);
}

/** Hook: an integer formatter for the current locale. */
export function useFormatNumber(): (value: number) => string {
  const { locale } = useSite();
  return useMemo(() => {
    const formatter = numberFormat(locale);
    return (value: number) => formatter.format(value);
  }, [locale]);
}
