import { useMemo } from 'react';
import type { Money } from '@vitrine/core';
import { useSite } from './site-context';

/**
 * A maker of Intl formatters that makes one per locale and options, on first use, and keeps it:
 * constructing one costs far more than formatting with it, and a listing formats hundreds of
 * prices while hydrating.
 */
function keptPerLocaleAndOptions<O, F>(make: (locale: string, options: O) => F): (locale: string, options?: O) => F {
  const made = new Map<string, F>();
  return (locale, options = {} as O) => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = made.get(key);
    if (!format) made.set(key, (format = make(locale, options)));
    return format;
  };
}

/** One `Intl.NumberFormat` per locale and options, made on first use and kept. */
export const numberFormat = keptPerLocaleAndOptions((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));

/** One `Intl.DateTimeFormat` per locale and options, made on first use and kept. */
export const dateFormat = keptPerLocaleAndOptions((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));

/** One `Intl.ListFormat` per locale and options, made on first use and kept. */
export const listFormat = keptPerLocaleAndOptions((locale, options: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options));

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
