import { useLingui } from '@lingui/react/macro';
import { CALL_CENTER_NOTICE } from '@vitrine/core';
import { useSessionScope } from './checkout-session';
import styles from './checkout.module.css';

/**
 * The notice under the slim header for call-centre agents (shell-and-account.md §1 "see a slim
 * header with the notice 'Call Center Checkout'"; core's CALL_CENTER_NOTICE, verbatim, like the
 * spec's other constants): shown only for a CALL_CENTER session, in a named region so it sits in
 * a landmark. Renders nothing for anyone else.
 */
export function CallCenterNotice() {
  const { t } = useLingui();
  const scope = useSessionScope();
  if (scope !== 'CALL_CENTER') return null;
  return (
    <section aria-label={t`Call centre`} className={styles.callCenter}>
      <p className={styles.callCenterNotice} data-testid="call-center-notice">
        {CALL_CENTER_NOTICE}
      </p>
    </section>
  );
}
