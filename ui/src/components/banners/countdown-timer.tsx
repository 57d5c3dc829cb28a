import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { countdown, formatCountdown } from '@vitrine/core';
import { useSite } from '../../shared/site-context';
import { listFormat, numberFormat } from '../../shared/format';

/** How often the countdown ticks (ms). */
export const COUNTDOWN_TICK_MS = 1000;

const UNITS = ['day', 'hour', 'minute', 'second'] as const;

/**
 * The countdown of a live-text banner (shell-and-account.md §4 "A countdown banner shows
 * days:hours:minutes:seconds, each padded to two digits"): a timer role named "Time left", the
 * digits shown and the same time in words (Intl units, joined with Intl.ListFormat) for assistive
 * technology. The first render uses `renderedAt` (the server's now, epoch ms) so hydration matches;
 * then it ticks every second from the browser's clock until `endsAt` (epoch ms).
 */
export function CountdownTimer({ endsAt, renderedAt, className }: { endsAt: number; renderedAt: number; className?: string }) {
  const { t } = useLingui();
  const { locale } = useSite();
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [endsAt]);
  const parts = countdown(endsAt, now);
  const values = [parts.days, parts.hours, parts.minutes, parts.seconds].map(Number);
  const words = listFormat(locale, { style: 'long', type: 'conjunction' }).format(
    UNITS.map((unit, i) => numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(values[i]!)),
  );
  return (
    <p role="timer" aria-label={t`Time left`} className={className}>
      <span aria-hidden="true">{formatCountdown(parts)}</span>
      <span className="visually-hidden">{words}</span>
    </p>
  );
}
