import { useCallback, useState } from 'react';
import styles from './account-forms.module.css';

/** A confirmation or failure of an account action, as the page shows it. */
export interface AccountNotice {
  readonly kind: 'affirmative' | 'error';
  readonly message: string;
}

/**
 * The last account action's outcome (shell-and-account.md §3 "Toast message" types affirmative and
 * error), shown in a live region at the top of the section: polite for a confirmation, an alert
 * for a failure. `show(null)` clears it.
 */
export function useAccountNotice(): { notice: AccountNotice | null; show: (notice: AccountNotice | null) => void } {
  const [notice, setNotice] = useState<AccountNotice | null>(null);
  const show = useCallback((next: AccountNotice | null) => setNotice(next), []);
  return { notice, show };
}

/** Renders the notice (nothing when there is none). */
export function AccountNoticeView({ notice }: { notice: AccountNotice | null }) {
  if (!notice) return <div role="status" className={styles.noticeSlot} />;
  return notice.kind === 'error' ? (
    <div role="alert" className={styles.error}>
      {notice.message}
    </div>
  ) : (
    <div role="status" className={styles.success}>
      {notice.message}
    </div>
  );
}
