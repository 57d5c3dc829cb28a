import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
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

/** The registry account pages (account, edit, account listing, create): they arrive with the registry issue. */
export function RegistryAccountPage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const title = pathname.endsWith('/create') ? t`Create a registry` : pathname.endsWith('/edit') ? t`Edit your registry` : pathname.endsWith('/listing') ? t`Your registry items` : t`Your registry`;
  return (
    <div className="page">
      <h1>{title}</h1>
      <NotYetAvailable>{t`Registries are not available in this demo store yet.`}</NotYetAvailable>
    </div>
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
