import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useToastList, useToasts } from '../../shared/toasts';
import styles from './toast-region.module.css';

/** The toasts themselves load with the first toast (decision 0200): the shell carries only the empty region. */
const ToastItems = lazy(() => import('./toast-items'));

/**
 * The shell's toast region (shell-and-account.md §2 "Toast messages", §4 "Route start"; decisions
 * 0028, 0200): a landmark named "Notifications" holding errors and alerts, each toast a role=alert
 * announced as it appears, and affirmative and informational toasts in an aria-live="polite"
 * region that exists before any toast, so screen readers announce what arrives. The empty region
 * is no alert of its own (a page's form and load alerts stay the only ones until a toast shows).
 * Affirmative and informational toasts leave after TOAST_AUTO_DISMISS_MS unless hovered or focused;
 * errors stay until dismissed or the route changes. Route start (a new path or
 * query; not a hash change, which opens hash modals) clears every toast.
 */
export function ToastRegion() {
  const { t } = useLingui();
  const store = useToasts();
  const toasts = useToastList();
  const location = useLocation();
  const route = location.pathname + location.search;
  const previous = useRef(route);
  useLayoutEffect(() => {
    if (previous.current === route) return;
    previous.current = route;
    store.clear();
  }, [store, route]);

  const urgent = toasts.filter((toast) => toast.messageType === 'error' || toast.messageType === 'alert');
  const polite = toasts.filter((toast) => toast.messageType === 'affirmative' || toast.messageType === 'informational');
  return (
    <section className={styles.region} aria-label={t`Notifications`}>
      <div className={styles.live} data-live="urgent">
        {urgent.length > 0 && (
          <Suspense fallback={null}>
            <ToastItems toasts={urgent} />
          </Suspense>
        )}
      </div>
      <div aria-live="polite" className={styles.live} data-live="polite">
        {polite.length > 0 && (
          <Suspense fallback={null}>
            <ToastItems toasts={polite} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
