import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { FULL_PAGE_LOADER_DELAY_MS, routeStartEffects } from '@vitrine/core';
import { PAGE_LOADER_EVENT, type PageLoaderEventDetail } from '../../shared/page-loader-event';
import styles from './page-loader.module.css';

/** The page loader overlay's state as the last app event set it (hidden until one arrives). */
function usePageLoaderEvent(): PageLoaderEventDetail {
  const [state, setState] = useState<PageLoaderEventDetail>({ visible: false });
  useEffect(() => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<PageLoaderEventDetail>).detail;
      setState(detail?.visible ? { visible: true, ...(detail.message ? { message: detail.message } : {}) } : { visible: false });
    };
    window.addEventListener(PAGE_LOADER_EVENT, listener);
    return () => window.removeEventListener(PAGE_LOADER_EVENT, listener);
  }, []);
  return state;
}

/** True once `active` has held for `delayMs` without a break (false again as soon as it ends). */
function useHeldFor(active: boolean, delayMs: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!active) return setHeld(false);
    const timer = setTimeout(() => setHeld(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && held;
}

/**
 * The page loader (shell-and-account.md §2, §4 "Route start"; decisions 0333, 0365): a progress bar
 * while a navigation that changes the path loads its route (a query-only change shows none, core's
 * `routeStartEffects`); when that load lasts {@link FULL_PAGE_LOADER_DELAY_MS} (2000 ms) the
 * full-page loader shows its content, the overlay with "Loading page"; the same overlay is shown or
 * hidden by the app event `vitrine:page-loader` with its optional message.
 */
export function PageLoader() {
  const navigation = useNavigation();
  const location = useLocation();
  const event = usePageLoaderEvent();
  const { t } = useLingui();
  const next = navigation.state === 'loading' ? navigation.location : undefined;
  const routeLoading = next !== undefined && routeStartEffects(location.pathname + location.search, next.pathname + next.search).showLoader;
  const slowRoute = useHeldFor(routeLoading, FULL_PAGE_LOADER_DELAY_MS);
  return (
    <>
      {routeLoading && <div className={styles.bar} role="progressbar" aria-label={t`Loading page`} />}
      {(event.visible || slowRoute) && (
        <div className={styles.overlay} role="alert" aria-busy="true">
          <div className={styles.spinner} aria-hidden="true" />
          <p className={styles.message}>{event.message ?? t`Loading page`}</p>
        </div>
      )}
    </>
  );
}
