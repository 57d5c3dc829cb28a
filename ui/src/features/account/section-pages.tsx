import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Profile } from '@vitrine/core';
import { AccountLayout, NotYetAvailable, useSectionNames } from './account-layout';
import { WithProfile } from './use-account-profile';
import styles from './account.module.css';

/** /account/membership (noindex): the profile's membership group, id and expiry, or that there is none. */
export function MembershipPage() {
  const { t, i18n } = useLingui();
  const names = useSectionNames();
  const expiry = (profile: Profile) =>
    profile.membership?.expirationDate ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${profile.membership.expirationDate}T00:00:00Z`)) : null;
  return (
    <AccountLayout title={names.membership}>
      <WithProfile>
        {(profile) =>
          profile.membership ? (
            <dl className={styles.details}>
              <dt>{t`Program`}</dt>
              <dd>{profile.membership.group}</dd>
              <dt>{t`Member ID`}</dt>
              <dd>{profile.membership.memberId}</dd>
              <dt>{t`Expires`}</dt>
              <dd>{expiry(profile) ?? t`Does not expire`}</dd>
            </dl>
          ) : (
            <p className={styles.muted}>
              <Trans>You are not part of a membership program.</Trans>
            </p>
          )
        }
      </WithProfile>
    </AccountLayout>
  );
}

/** /account/address: saved addresses arrive with the account issue (decision 0090). */
export function AddressPage() {
  const { t } = useLingui();
  return (
    <AccountLayout title={useSectionNames().address}>
      <NotYetAvailable>{t`Saved addresses are not available in this demo store yet.`}</NotYetAvailable>
    </AccountLayout>
  );
}

/** /account/payments: saved payment methods arrive with the account issue (decision 0090). */
export function PaymentsPage() {
  const { t } = useLingui();
  return (
    <AccountLayout title={useSectionNames().payments}>
      <NotYetAvailable>{t`Saved payment methods are not available in this demo store yet.`}</NotYetAvailable>
    </AccountLayout>
  );
}

/** /account/account-settings: the profile's name and e-mail; editing arrives with the account issue. */
export function AccountSettingsPage() {
  const { t } = useLingui();
  return (
    <AccountLayout title={useSectionNames()['account-settings']}>
      <WithProfile>
        {(profile) => (
          <dl className={styles.details}>
            <dt>{t`First name`}</dt>
            <dd>{profile.name.first}</dd>
            <dt>{t`Last name`}</dt>
            <dd>{profile.name.last}</dd>
            <dt>{t`Email`}</dt>
            <dd>{profile.emailAddress}</dd>
          </dl>
        )}
      </WithProfile>
      <NotYetAvailable>{t`Changing your details and password is not available in this demo store yet.`}</NotYetAvailable>
    </AccountLayout>
  );
}

/** /account/hearted-products: the liked products list arrives with the wishlist issue. */
export function HeartedProductsPage() {
  const { t } = useLingui();
  return (
    <AccountLayout title={useSectionNames()['hearted-products']}>
      <NotYetAvailable>{t`Hearted products are not available in this demo store yet.`}</NotYetAvailable>
      <p>
        <Link to="/wishlist">{t`Go to your favorites`}</Link>
      </p>
    </AccountLayout>
  );
}

/** /delivery-pass-enrollment (noindex): enrolment arrives with the delivery pass issue. */
export function DeliveryPassEnrollmentPage() {
  const { t } = useLingui();
  return (
    <div className="page">
      <h1>{t`Delivery pass`}</h1>
      <NotYetAvailable>{t`Delivery pass enrollment is not available in this demo store yet.`}</NotYetAvailable>
    </div>
  );
}
