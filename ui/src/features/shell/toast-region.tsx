import { useLingui } from '@lingui/react/macro';
import { TOAST_KEYS } from '@vitrine/core';
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { DISMISS_KEY, useToastList, useToasts, type ShownToast } from '../../shared/toasts';
import styles from './toast-region.module.css';

/** The translated text of a toast key (shopping.md §8 keys; decision 0028); unknown keys are shown as given. */
function useToastText(): (key: string) => string {
  const { t } = useLingui();
  return (key) => {
    switch (key) {
      case TOAST_KEYS.loyaltyExistingMember:
        return t`You are already a member of our loyalty program.`;
      case TOAST_KEYS.giveawaysRequireLoyalty:
        return t`Giveaways are for loyalty members. Join the loyalty program to enter.`;
      case TOAST_KEYS.rewardsAccountRequired:
        return t`Store rewards need a loyalty account. Join the loyalty program to use them.`;
      case TOAST_KEYS.serverError:
        return t`Something went wrong on our side. Please try again in a moment.`;
      case TOAST_KEYS.serverErrorClose:
        return t`Close`;
      case DISMISS_KEY:
        return t`Dismiss`;
      default:
        return key;
    }
  };
}

function ToastItem({ toast, text, onDismiss }: { toast: ShownToast; text: (key: string) => string; onDismiss: () => void }) {
  const message = toast.translated ? toast.message : text(toast.message);
  return (
    <div className={`${styles.toast} ${styles[toast.messageType] ?? ''}`} data-message-type={toast.messageType} data-message-key={toast.translated ? undefined : toast.message}>
      <p>{message}</p>
      {toast.dismissButton && (
        <button type="button" className={styles.close} onClick={onDismiss} data-style-type={toast.dismissButton.styleType}>
          {text(toast.dismissButton.message)}
        </button>
      )}
    </div>
  );
}

/**
 * The shell's toast region (shell-and-account.md §2 "Toast messages", §4 "Route start"; decisions
 * 0028, 0200): a landmark named "Notifications" holding two live regions — errors and alerts
 * announced at once (role alert), affirmative and informational politely (role status) — that
 * exist before any toast so screen readers announce what arrives. Route start (a new path or
 * query; not a hash change, which opens hash modals) clears every toast.
 */
export function ToastRegion() {
  const { t } = useLingui();
  const store = useToasts();
  const toasts = useToastList();
  const text = useToastText();
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
  const item = (toast: ShownToast) => <ToastItem key={toast.message} toast={toast} text={text} onDismiss={() => store.dismiss(toast.message)} />;
  return (
    <section className={styles.region} aria-label={t`Notifications`}>
      <div role="alert" className={styles.live}>
        {urgent.map(item)}
      </div>
      <div role="status" className={styles.live}>
        {polite.map(item)}
      </div>
    </section>
  );
}
