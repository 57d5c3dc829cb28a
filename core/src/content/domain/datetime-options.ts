/**
 * The site's date and time display options (shell-and-account.md §7 content type datetimeOptions;
 * decision 0415), as the adapter checked them.
 */
export interface DatetimeOptions {
  /** Content entry id. */
  readonly entryId: string;
  /** Intl date style of order dates and delivery estimates. */
  readonly dateStyle: 'short' | 'medium' | 'long' | 'full';
  /** Intl hour cycle of times (tracking events); null: the locale's own. */
  readonly hourCycle: 'h12' | 'h23' | null;
  /** IANA time zone of the site ('America/New_York') in which instants are shown; null: the viewer's own. */
  readonly timeZone: string | null;
}

/** What an order date shows: `day` an instant's date, `dateTime` an instant's date and time, `calendarDay` a calendar date ('2026-12-03', no time zone). */
export type OrderDateKind = 'day' | 'dateTime' | 'calendarDay';

/** The date style without a datetimeOptions entry (the storefront's built-in 'medium'). */
const DEFAULT_ORDER_DATE_STYLE = 'medium';

/**
 * The Intl.DateTimeFormat options of an order date of `kind` (decision 0415): the entry's date
 * style (else 'medium'); for instants the site's time zone when the entry names one (so the
 * server's and the browser's text agree) and, with a time, the short time style and the entry's
 * hour cycle; a calendar day always in UTC (it is a date, not an instant). Never fails.
 */
export function orderDateFormatOptions(options: DatetimeOptions | null, kind: OrderDateKind): Intl.DateTimeFormatOptions {
  const dateStyle = options?.dateStyle ?? DEFAULT_ORDER_DATE_STYLE;
  if (kind === 'calendarDay') return { dateStyle, timeZone: 'UTC' };
  const zone = options?.timeZone ? { timeZone: options.timeZone } : {};
  if (kind === 'day') return { dateStyle, ...zone };
  return { dateStyle, timeStyle: 'short', ...zone, ...(options?.hourCycle ? { hourCycle: options.hourCycle } : {}) };
}
