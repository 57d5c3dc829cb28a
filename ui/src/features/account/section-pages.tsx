import { Trans, useLingui } from '@lingui/react/macro';
import type { Profile } from '@vitrine/core';
import { AccountLayout, useSectionNames } from './account-layout';
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
