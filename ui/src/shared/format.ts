import { useMemo } from 'react';
import type { Money } from '@vitrine/core';
import { useSite } from './site-context';

/** Formats Money (minor units) for a locale with Intl, e.g. 5200 USD in en-US → '$52.00'. */
export function formatMoney(value: Money, locale: string): string {
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency });
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
    const formatter = new Intl.NumberFormat(locale);
    return (value: number) => formatter.format(value);
  }, [locale]);
}
