import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { decideStoreRewards } from '@vitrine/core';
import { launchLogin, useSessionView } from '../identity';
import { useLoyaltyShopper } from '../modals';
import { useModalStack } from '../../shared/modal-stack/modal-stack-of';
import { useToasts } from '../../shared/toasts';
import styles from './stores.module.css';

/** Where a member's rewards and their promo codes are listed (decision 0204). */
const LOYALTY_PATH = '/account/loyalty';

/**
 * "Use my rewards in store" on a store page (shell-and-account.md §4 "Loyalty flows": store
 * rewards require a loyalty account; core's decideStoreRewards; decision 0205): a guest is asked to
 * sign in, a signed-in shopper without a loyalty id gets the error toast 'rewards-account-required',
 * and a member goes to their rewards, whose promo codes the store's register takes. The button
 * waits while a signed-in shopper's profile loads.
 */
export function StoreRewards() {
  const shopper = useLoyaltyShopper();
  const { scope } = useSessionView();
  const modals = useModalStack();
  const toasts = useToasts();
  const navigate = useNavigate();
  const redeem = () => {
    const decision = decideStoreRewards(shopper);
    if (decision.kind === 'login') void launchLogin(modals, { request: { trigger: 'sign-in', scope } });
    else if (decision.kind === 'toast') toasts.show({ messageKey: decision.message, messageType: decision.messageType });
    else if (decision.kind === 'proceed') void navigate(LOYALTY_PATH);
  };
  return (
    <section aria-labelledby="store-rewards-title">
      <h2 id="store-rewards-title" className={styles.sectionTitle}>
        <Trans>Rewards in store</Trans>
      </h2>
      <p>
        <Trans>Loyalty members can redeem their rewards at the register with the reward’s promo code.</Trans>
      </p>
      <button type="button" className={styles.secondary} onClick={redeem} disabled={!shopper.ready}>
        <Trans>Use my rewards in store</Trans>
      </button>
    </section>
  );
}
