import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fillRemainingPlaceholder, Logger, thresholdBannerState, ThresholdBannerSource, type Money, type ThresholdBannerEntry } from '@vitrine/core';
import { useFormatMoney } from '../shared/format';
import { useServices } from '../shared/service-context';
import styles from './threshold-banner.module.css';

const entries = new WeakMap<object, Promise<ThresholdBannerEntry | null>>();

/**
 * The cart threshold banner (shell-and-account.md §3 "Cart threshold banner", §4 "Banner details";
 * decisions 0029, 0224) for a discountable subtotal: the entry is loaded once per page load from
 * content; core's `thresholdBannerState` decides hidden, in range (pre-headline, the headline with
 * %1 = the remaining amount formatted with Intl, the CTAs) or met (the met headline). A status
 * region, so a change of state is announced. Nothing renders while loading, without an entry, or
 * when the entry cannot be loaded (logged).
 */
export function ThresholdBanner({ subtotal }: { subtotal: Money }) {
  const services = useServices();
  const format = useFormatMoney();
  const [entry, setEntry] = useState<ThresholdBannerEntry | null>(null);
  useEffect(() => {
    let live = true;
    let loading = entries.get(services);
    if (!loading) {
      loading = services
        .get(ThresholdBannerSource)
        .getThresholdBanner()
        .catch((error: unknown) => {
          services.get(Logger).warn('Threshold banner could not be loaded', { error: String(error) });
          return null;
        });
      entries.set(services, loading);
    }
    void loading.then((loaded) => live && setEntry(loaded));
    return () => {
      live = false;
    };
  }, [services]);
  const state = entry ? thresholdBannerState(entry, subtotal) : null;
  return (
    <div role="status" className={state && state.kind !== 'hidden' ? styles.banner : styles.idle} data-testid="threshold-banner">
      {state?.kind === 'in-range' && (
        <>
          <p className={styles.pre}>{state.preHeadline}</p>
          <p className={styles.headline}>{fillRemainingPlaceholder(state.headline, format(state.remaining))}</p>
          {state.ctas.map((cta) => (
            <Link key={cta.linkPath + cta.linkTitle} to={cta.linkPath} className={styles.cta}>
              {cta.linkTitle}
            </Link>
          ))}
        </>
      )}
      {state?.kind === 'met' && (
        <p className={styles.headline}>
          <span aria-hidden="true">✓ </span>
          {state.headline}
        </p>
      )}
      {state?.kind === 'hidden' && (
        <span className="visually-hidden">
          <Trans>No shipping offer applies yet.</Trans>
        </span>
      )}
    </div>
  );
}
