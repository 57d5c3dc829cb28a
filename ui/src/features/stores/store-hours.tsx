import { Trans, useLingui } from '@lingui/react/macro';
import type { StoreHours } from '@vitrine/core';
import { useSite } from '../../shared/site-context';
import styles from './stores.module.css';

/** Monday of a fixed week (2024-01-01 was a Monday): day 0 → Monday … 6 → Sunday. */
const dayDate = (day: number) => new Date(Date.UTC(2024, 0, 1 + day, 12));
const timeDate = (hhmm: string) => new Date(Date.UTC(2024, 0, 1, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5))));

/** Weekly opening hours as a table: weekday names and times through Intl in the site's locale (times are the store's local time). */
export function StoreHoursTable({ hours }: { hours: readonly StoreHours[] }) {
  const { t } = useLingui();
  const { locale } = useSite();
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return (
    <table className={styles.hours}>
      <caption className="visually-hidden">{t`Opening hours`}</caption>
      <tbody>
        {hours.map((h) => (
          <tr key={h.day}>
            <th scope="row">{weekday.format(dayDate(h.day))}</th>
            <td>{h.open && h.close ? time.formatRange(timeDate(h.open), timeDate(h.close)) : <Trans>Closed</Trans>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
