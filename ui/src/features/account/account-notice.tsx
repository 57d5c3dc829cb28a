import { useCallback, useState } from 'react';
import { useToasts } from '../../shared/toasts';
import styles from './account-forms.module.css';

/** A confirmation or failure of an account action. */
export interface AccountNotice {
  readonly kind: 'affirmative' | 'error';
  readonly message: string;
}

/**
 * The outcome of an account action (shell-and-account.md §3 "Toast message" types affirmative and
 * error; decisions 0182, 0200): a confirmation is a dismissible affirmative toast in the shell's
 * "Notifications" region; a failure is an error toast and also stays at the top of the section (an
 * alert) until the next action, so the customer can read it while fixing things. `show(null)`
 * clears the section's line.
 */
export function useAccountNotice(): { notice: AccountNotice | null; show: (notice: AccountNotice | null) => void } {
  const toasts = useToasts();
  const [notice, setNotice] = useState<AccountNotice | null>(null);
  const show = useCallback(
    (next: AccountNotice | null) => {
      setNotice(next?.kind === 'error' ? next : null);
      if (next) toasts.show({ message: next.message, messageType: next.kind, dismissible: true });
    },
    [toasts],
  );
  return { notice, show };
}

/** Renders the section's failure line (nothing otherwise). */
export function AccountNoticeView({ notice }: { notice: AccountNotice | null }) {
  if (!notice) return null;
  return (
    <div role="alert" className={styles.error}>
      {notice.message}
    </div>
  );
}
