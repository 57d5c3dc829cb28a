import { useEffect, useState } from 'react';
import { Logger, LoyaltyGateway, ledgerQuery, type LoyaltyLedgerEntry, type LoyaltyProfile, type LoyaltyReward } from '@vitrine/core';
import { useServices } from '../../shared/service-context';
import { useOnSignIn } from '../identity';

/** The loyalty page's data: loading, the member's accounts, rewards and ledger, not a member, or failed. */
export type LoyaltyAccountState =
  | { readonly status: 'loading' }
  | { readonly status: 'member'; readonly profile: LoyaltyProfile; readonly rewards: readonly LoyaltyReward[]; readonly ledger: readonly LoyaltyLedgerEntry[] }
  | { readonly status: 'not-member' }
  | { readonly status: 'failed' };

/**
 * Loads the signed-in customer's loyalty data (shell-and-account.md §3, §7: GET
 * …/me/loyalty/profile, /rewards, /timelines/LOYALTY_LEDGER with core's ledgerQuery — count 500,
 * since the start of the year). LOYALTY_ACCOUNT_NOT_FOUND means not a member; other failures are
 * logged (§8 "Failed loads of … loyalty data: logged, the app continues"). Read again when the
 * shopper signs in while the page failed or is still loading (decision 0296): a page refused
 * before the login loads after it.
 */
export function useLoyaltyAccount(): LoyaltyAccountState {
  const services = useServices();
  const [state, setState] = useState<LoyaltyAccountState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useOnSignIn(() => {
    if (state.status !== 'failed' && state.status !== 'loading') return;
    setState({ status: 'loading' });
    setRound((r) => r + 1);
  });
  useEffect(() => {
    let live = true;
    const loyalty = services.get(LoyaltyGateway);
    void (async () => {
      const profile = await loyalty.getProfile();
      if (!live) return;
      if (!profile.ok) {
        if (profile.error.code !== 'LOYALTY_ACCOUNT_NOT_FOUND' && services.has(Logger)) services.get(Logger).error('Failed to load the loyalty profile', { code: profile.error.code });
        setState(profile.error.code === 'LOYALTY_ACCOUNT_NOT_FOUND' ? { status: 'not-member' } : { status: 'failed' });
        return;
      }
      const [rewards, ledger] = await Promise.all([loyalty.getRewards(), loyalty.getLedger(ledgerQuery(Date.now()))]);
      if (!live) return;
      if (!rewards.ok || !ledger.ok) {
        if (services.has(Logger)) services.get(Logger).error('Failed to load loyalty rewards or ledger', { code: (!rewards.ok ? rewards.error : !ledger.ok ? ledger.error : null)?.code });
      }
      setState({ status: 'member', profile: profile.value, rewards: rewards.ok ? rewards.value : [], ledger: ledger.ok ? ledger.value : [] });
    })();
    return () => {
      live = false;
    };
  }, [services, round]);
  return state;
}
