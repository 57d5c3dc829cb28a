import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Profile } from '@vitrine/core';
import { AccountLayout, useSectionNames } from './account-layout';
import { WithProfile } from './use-account-profile';
import styles from './account.module.css';

/** The loyalty summary the profile carries (GET me with loyalty=true): tier and points when present. */
function loyaltyOf(profile: Profile): { tier: string | null; points: number | null } | null {
  if (!profile.loyalty) return null;
  const tier = profile.loyalty['tier'];
  const points = profile.loyalty['points'];
  return { tier: typeof tier === 'string' ? tier : null, points: typeof points === 'number' ? points : null };
}

function Dashboard({ profile }: { profile: Profile }) {
  const { t, i18n } = useLingui();
  const names = useSectionNames();
  const loyalty = loyaltyOf(profile);
  const points = loyalty?.points != null ? new Intl.NumberFormat(i18n.locale).format(loyalty.points) : null;
  const fullName = `${profile.name.first} ${profile.name.last}`.trim();
  return (
    <>
      <p className={styles.muted}>
        <Trans>Hi {profile.name.first}, here is your account at a glance.</Trans>
      </p>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="account-profile">
          <h2 id="account-profile">{t`Profile`}</h2>
          <dl className={styles.details}>
            <dt>{t`Name`}</dt>
            <dd>{fullName}</dd>
            <dt>{t`Email`}</dt>
            <dd>{profile.emailAddress}</dd>
          </dl>
          <Link to="/account/account-settings">{names['account-settings']}</Link>
        </section>
        <section className={styles.card} aria-labelledby="account-rewards">
          <h2 id="account-rewards">{t`Rewards`}</h2>
          {loyalty ? (
            <p>
              {loyalty.tier && <Trans>Tier: {loyalty.tier}</Trans>}
              {points !== null && (
                <>
                  {' · '}
                  <Trans>{points} points</Trans>
                </>
              )}
            </p>
          ) : (
            <>
              <p className={styles.muted}>
                <Trans>You're not a rewards member yet.</Trans>
              </p>
              <a href="#loyalty-signup">{t`Join our rewards program`}</a>
            </>
          )}
        </section>
        <section className={styles.card} aria-labelledby="account-membership">
          <h2 id="account-membership">{names.membership}</h2>
          <p className={styles.muted}>{profile.membership ? t`Member of ${profile.membership.group}` : t`No membership program.`}</p>
          <Link to="/account/membership">{t`Membership details`}</Link>
        </section>
        <section className={styles.card} aria-labelledby="account-delivery-pass">
          <h2 id="account-delivery-pass">{t`Delivery pass`}</h2>
          <p className={styles.muted}>{profile.deliveryPassMember ? t`Your deliveries are covered by your delivery pass.` : t`Free shipping on every order for one yearly fee.`}</p>
          <Link to={profile.deliveryPassMember ? '/delivery-pass-details' : '/delivery-pass-enrollment'}>{profile.deliveryPassMember ? t`Delivery pass details` : t`Join the delivery pass`}</Link>
        </section>
        <section className={styles.card} aria-labelledby="account-orders">
          <h2 id="account-orders">{t`Orders`}</h2>
          <p className={styles.muted}>
            <Trans>See what you ordered and where your parcels are.</Trans>
          </p>
          <Link to="/orders">{t`Your orders`}</Link>
        </section>
      </div>
    </>
  );
}

/**
 * /account/dashboard (shell-and-account.md §2): the signed-in customer's name and e-mail
 * from the profile (ProfileGateway, loaded by the session), rewards tier and points and membership
 * when the profile has them, a way to the orders, and links to the sections (decision 0090).
 */
export function DashboardPage() {
  const { t } = useLingui();
  return (
    <AccountLayout title={t`Account overview`}>
      <WithProfile>{(profile) => <Dashboard profile={profile} />}</WithProfile>
    </AccountLayout>
  );
}
