import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { TOAST_KEYS } from '@vitrine/core';
import { DISMISS_KEY, useToasts, type ShownToast } from '../../shared/toasts';
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

/** How long an affirmative or informational toast stays (ms) while the pointer and focus are elsewhere (decision 0200). */
export const TOAST_AUTO_DISMISS_MS = 6000;

function ToastItem({ toast, text, onDismiss }: { toast: ShownToast; text: (key: string) => string; onDismiss: () => void }) {
  const message = toast.translated ? toast.message : text(toast.message);
  const urgent = toast.messageType === 'error' || toast.messageType === 'alert';
  const [paused, setPaused] = useState(false);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (urgent || paused) return;
    const timer = window.setTimeout(() => dismiss.current(), TOAST_AUTO_DISMISS_MS);
    return () => window.clearTimeout(timer);
  }, [urgent, paused]);
  return (
    <div
      role={urgent ? 'alert' : undefined}
      className={`${styles.toast} ${styles[toast.messageType] ?? ''}`}
      data-message-type={toast.messageType}
      data-message-key={toast.translated ? undefined : toast.message}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p>{message}</p>
      {toast.dismissButton && (
        <button type="button" className={styles.close} onClick={onDismiss} data-style-type={toast.dismissButton.styleType}>
          {text(toast.dismissButton.message)}
        </button>
      )}
    </div>
  );
}

/** The toasts of one live region (loaded with the first toast, off the initial JS; decision 0200). */
export default function ToastItems({ toasts }: { toasts: readonly ShownToast[] }) {
  const store = useToasts();
  const text = useToastText();
  return (
    <>
      {toasts.map((toast) => (
        <ToastItem key={toast.message} toast={toast} text={text} onDismiss={() => store.dismiss(toast.message)} />
      ))}
    </>
  );
}
