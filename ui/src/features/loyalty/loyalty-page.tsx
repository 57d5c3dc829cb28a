import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { LoyaltyLedgerEntry, LoyaltyReward } from '@vitrine/core';
import { AccountLayout } from '../account';
import { useSite } from '../../shared/site-context';
import { useLoyaltyAccount } from './use-loyalty-account';
import styles from './loyalty.module.css';

/** Tier codes in words (the sandbox's MEMBER, INSIDER, VIP; decision 0202). */
function useTierName(): (tier: string) => string {
  const { t } = useLingui();
  return (tier) => ({ MEMBER: t`Member`, INSIDER: t`Insider`, VIP: t`VIP` })[tier] ?? tier;
}

function RewardItem({ reward, date }: { reward: LoyaltyReward; date: (iso: string) => string }) {
  const { t } = useLingui();
  const status = reward.statusCode === 'A' ? t`Available` : reward.statusCode === 'R' ? t`Redeemed` : reward.statusCode === 'E' ? t`Expired` : reward.statusDesc;
  const from = date(reward.awardStartDate);
  const to = date(reward.awardExpDate);
  return (
    <li className={styles.reward}>
      <h3>{reward.campaignName}</h3>
      <p>
        <strong>{reward.promoDesc}</strong> · {status}
      </p>
      <p>{reward.promoLongDesc}</p>
      <p className={styles.muted}>
        <Trans>
          Code {reward.promoCode} · valid {from} to {to}
        </Trans>
      </p>
    </li>
  );
}

function LedgerRow({ entry, locale }: { entry: LoyaltyLedgerEntry; locale: string }) {
  const { t } = useLingui();
  const activity = entry.kind === 'PURCHASE' && entry.orderNumber ? t`Order ${entry.orderNumber}` : ({ ENROLMENT: t`Joined the program`, BONUS: entry.description, REDEMPTION: t`Reward redeemed`, OPENING_BALANCE: t`Points carried over` } as Record<string, string>)[entry.kind] ?? entry.description;
  return (
    <tr>
      <td>{new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(entry.occurredAt))}</td>
      <td>{activity}</td>
      <td className={styles.points}>{new Intl.NumberFormat(locale, { signDisplay: 'always' }).format(entry.points)}</td>
    </tr>
  );
}

/**
 * /account/loyalty (shell-and-account.md §2 account children, §3 "Loyalty reward", "Loyalty
 * accounts"; decision 0202): the points account and the year-to-date tier account as figures,
 * the rewards with status, dates, promo code and descriptions as a list, and this year's ledger as
 * the "Points history" table. A customer who is not a member is invited to #loyalty-signup.
 */
export function LoyaltyPage() {
  const { t } = useLingui();
  const site = useSite();
  const state = useLoyaltyAccount();
  const tierName = useTierName();
  const rewardsHeading = useId();
  const number = new Intl.NumberFormat(site.locale);
  const date = (iso: string) => new Intl.DateTimeFormat(site.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  return (
    <AccountLayout title={t`Loyalty`}>
      {state.status === 'loading' && (
        <p role="status" className={styles.muted}>
          <Trans>Loading your points and rewards…</Trans>
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert">
          <Trans>We couldn't load your points and rewards just now. Please reload the page to try again.</Trans>
        </p>
      )}
      {state.status === 'not-member' && (
        <div>
          <p>
            <Trans>You are not a member of our loyalty program yet. Members earn a point for every dollar they spend and get rewards.</Trans>
          </p>
          <p>
            <a href="#loyalty-signup">
              <Trans>Join the loyalty program</Trans>
            </a>
          </p>
        </div>
      )}
      {state.status === 'member' && (
        <>
          <div className={styles.figures}>
            <figure className={styles.figure} aria-label={t`Points`}>
              <figcaption>
                <Trans>Points</Trans>
              </figcaption>
              <p className={styles.value}>{number.format(state.profile.points)}</p>
            </figure>
            <figure className={styles.figure} aria-label={t`Loyalty tier`}>
              <figcaption>
                <Trans>Loyalty tier</Trans>
              </figcaption>
              <p className={styles.value}>{tierName(state.profile.tier)}</p>
              <p className={styles.muted}>
                {state.profile.nextTier && state.profile.pointsToNextTier !== null ? (
                  <Trans>
                    {number.format(state.profile.yearToDatePoints)} points this year; {number.format(state.profile.pointsToNextTier)} more for {tierName(state.profile.nextTier)}.
                  </Trans>
                ) : (
                  <Trans>{number.format(state.profile.yearToDatePoints)} points this year.</Trans>
                )}
              </p>
            </figure>
          </div>
          <p className={styles.muted}>
            <Trans>Loyalty ID {state.profile.loyaltyId}</Trans>
          </p>
          <section aria-labelledby={rewardsHeading}>
            <h2 id={rewardsHeading}>
              <Trans>Rewards</Trans>
            </h2>
            {state.rewards.length === 0 ? (
              <p className={styles.muted}>
                <Trans>You have no rewards yet.</Trans>
              </p>
            ) : (
              <ul className={styles.rewards} aria-labelledby={rewardsHeading}>
                {state.rewards.map((reward) => (
                  <RewardItem key={reward.awardNo} reward={reward} date={date} />
                ))}
              </ul>
            )}
          </section>
          <table className={styles.table}>
            <caption>
              <Trans>Points history</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Date</Trans>
                </th>
                <th scope="col">
                  <Trans>Activity</Trans>
                </th>
                <th scope="col" className={styles.points}>
                  <Trans>Points</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.ledger.length === 0 ? (
                <tr>
                  <td colSpan={3}>
                    <Trans>No points activity this year.</Trans>
                  </td>
                </tr>
              ) : (
                state.ledger.map((entry) => <LedgerRow key={entry.entryId} entry={entry} locale={site.locale} />)
              )}
            </tbody>
          </table>
        </>
      )}
    </AccountLayout>
  );
}
