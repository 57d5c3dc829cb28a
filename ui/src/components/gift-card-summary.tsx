import { Trans } from '@lingui/react/macro';
import type { CalendarDate, GiftCardInfo } from '@vitrine/core';
import { dateFormat } from '../shared/format';
import { useSite } from '../shared/site-context';
import styles from './gift-card-summary.module.css';

/** A calendar day as the locale writes it in full ('March 3, 2026', '3 mars 2026'), through Intl; the day never shifts with the zone. */
export function formatCalendarDate(date: CalendarDate, locale: string): string {
  return dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/**
 * The gift card info of a cart line or a just-added item (shopping.md §3 "Cart item"; decision
 * 0284): recipient ("To"), for an e-gift card the email and the delivery date, and the message,
 * as a description list.
 */
export function GiftCardSummary({ info, className }: { info: GiftCardInfo; className?: string }) {
  const { locale } = useSite();
  return (
    <dl className={[styles.summary, className].filter(Boolean).join(' ')}>
      <div>
        <dt>
          <Trans>To</Trans>
        </dt>
        <dd>{info.name}</dd>
      </div>
      {info.emailAddress && (
        <div>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd>{info.emailAddress}</dd>
        </div>
      )}
      {info.deliveryDate && (
        <div>
          <dt>
            <Trans>Delivery date</Trans>
          </dt>
          <dd>{formatCalendarDate(info.deliveryDate, locale)}</dd>
        </div>
      )}
      {info.message && (
        <div>
          <dt>
            <Trans>Message</Trans>
          </dt>
          <dd className={styles.message}>{info.message}</dd>
        </div>
      )}
    </dl>
  );
}
