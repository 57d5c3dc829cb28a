import { useSite } from '../../shared/site-context';

const KM_PER_MILE = 1.609344;

/** Formats a distance in miles through Intl: miles on the US and UK sites, kilometres elsewhere. */
export function useFormatDistance(): (miles: number) => string {
  const { locale, country } = useSite();
  const imperial = country === 'US' || country === 'GB';
  const format = new Intl.NumberFormat(locale, { style: 'unit', unit: imperial ? 'mile' : 'kilometer', maximumFractionDigits: 1 });
  return (miles) => format.format(imperial ? miles : miles * KM_PER_MILE);
}
