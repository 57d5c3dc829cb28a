import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  canRenewMembership,
  CookieJar,
  MEMBERSHIP_MARKET_COOKIE,
  MEMBERSHIP_MARKET_PARAM,
  MembershipGateway,
  membershipGroupChoices,
  membershipMarketOf,
  ProfileGateway,
  type MembershipError,
  type MembershipGroupChoice,
  type MembershipStatus,
  type Profile,
} from '@vitrine/core';
import { TextField } from '../../components/forms/form-field';
import { useService, useServices } from '../../shared/service-context';
import { useSiteConfig } from '../../shared/site-context';
import { withSignIn } from '../identity';
import { AccountLayout, useSectionNames } from './account-layout';
import { LoadFailed, Loading } from './account-load-views';
import { useAccountLoad } from './use-account-load';
import forms from '../../components/forms/forms.module.css';
import styles from './account.module.css';
import formStyles from './account-forms.module.css';

/** How long the membership-market cookie set by a postal-code check lasts (decision 0260): 30 days, in seconds. */
const MARKET_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** A postal code worth checking: 3 to 10 letters, digits, spaces or hyphens. */
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

/** A page message: a confirmation (role=status) or a failure (role=alert). */
interface PageMessage {
  readonly kind: 'status' | 'alert';
  readonly text: string;
}

/**
 * /account/membership (noindex; shell-and-account.md §2 account children, §3 "Profile" membership
 * and membershipRenewalEligible, §6 user groups and membership market eligibility; shopping.md §3
 * membershipGroups; decision 0260): the customer's membership (group, member id, expiry) with a
 * "Renew membership" call to action when core's canRenewMembership says so; the site's groups
 * (core's membershipGroupChoices) — closed ones say so, open ones can be joined; and the
 * customer's membership market (core's membershipMarketOf over the market cookie, the
 * `membershipMarket` query parameter and a postal code the customer checks). Writes ask for the
 * password again when the step-up lapsed (decision 0185); a failure keeps what was typed.
 */
export function MembershipPage() {
  const names = useSectionNames();
  const profiles = useService(ProfileGateway);
  const { state, reload, replace } = useAccountLoad(() => profiles.getProfile());
  return (
    <AccountLayout title={names.membership}>
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed />}
      {state.status === 'ready' && <MembershipSections profile={state.value} onChanged={(status) => replace({ ...state.value, ...status })} onStale={reload} />}
    </AccountLayout>
  );
}

function MembershipSections({ profile, onChanged, onStale }: { profile: Profile; onChanged: (status: MembershipStatus) => void; onStale: () => void }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const membershipGateway = useService(MembershipGateway);
  const config = useSiteConfig();
  const cookies = useService(CookieJar);
  const [params] = useSearchParams();
  const [message, setMessage] = useState<PageMessage | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [postalCode, setPostalCode] = useState('');
  const [postalError, setPostalError] = useState<string | null>(null);
  const [checkedPostalCode, setCheckedPostalCode] = useState<string | null>(null);
  const [cookieMarket, setCookieMarket] = useState(() => cookies.get(MEMBERSHIP_MARKET_COOKIE));
  const membershipHeading = useId();
  const groupsHeading = useId();
  const groups = useMemo(() => config.membershipGroups ?? [], [config.membershipGroups]);
  const market = membershipMarketOf(groups, { cookie: cookieMarket, queryParam: params.get(MEMBERSHIP_MARKET_PARAM), postalCode: checkedPostalCode });
  const choices = membershipGroupChoices(groups, profile.membership, market);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

  const failureText = (error: MembershipError, what: 'renew' | 'join'): string =>
    ({
      'MEMBERSHIP.RENEWAL_NOT_ELIGIBLE': t`This membership cannot be renewed now.`,
      'MEMBERSHIP.ENROLLMENT_CLOSED': t`This group is closed to new members.`,
      'MEMBERSHIP.ALREADY_MEMBER': t`You already belong to a membership group.`,
    })[error.code as string] ?? (what === 'renew' ? t`Your membership could not be renewed just now. Nothing was changed; please try again.` : t`You could not join this group just now. Nothing was changed; please try again.`);

  const run = async (key: string, write: () => Promise<{ ok: true; value: MembershipStatus } | { ok: false; error: MembershipError }>, done: (status: MembershipStatus) => string, what: 'renew' | 'join') => {
    setBusy(key);
    setMessage(null);
    try {
      const result = await withSignIn(services, write);
      if (result.ok) {
        onChanged(result.value);
        setMessage({ kind: 'status', text: done(result.value) });
      } else {
        setMessage({ kind: 'alert', text: failureText(result.error, what) });
        if (result.error.code === 'MEMBERSHIP.RENEWAL_NOT_ELIGIBLE' || result.error.code === 'MEMBERSHIP.ALREADY_MEMBER') onStale();
      }
    } finally {
      setBusy(null);
    }
  };

  const renew = (memberId: string) =>
    run('renew', () => membershipGateway.renew(memberId), (s) => (s.membership?.expirationDate ? t`Your membership was renewed until ${date(s.membership.expirationDate)}.` : t`Your membership was renewed.`), 'renew');
  const join = (group: string) => run(`join:${group}`, () => membershipGateway.join(group), (s) => t`Welcome to ${s.membership?.group ?? group}. Your membership is active.`, 'join');

  const check = (event: FormEvent) => {
    event.preventDefault();
    const code = postalCode.trim();
    if (!POSTAL_CODE.test(code)) {
      setPostalError(t`Enter a postal code of 3 to 10 letters or digits.`);
      return;
    }
    setPostalError(null);
    setCheckedPostalCode(code);
    setCookieMarket(undefined);
    const found = membershipMarketOf(groups, { cookie: undefined, queryParam: null, postalCode: code });
    if (found) cookies.set(MEMBERSHIP_MARKET_COOKIE, found.name, { maxAgeSeconds: MARKET_COOKIE_MAX_AGE_S, path: '/' });
  };

  const stateText = (choice: MembershipGroupChoice): string =>
    ({ CURRENT: t`Your group`, CLOSED: t`Closed to new members`, OPEN: t`Open to new members`, UNAVAILABLE: t`Open to new members (you already belong to a group)` })[choice.state];

  return (
    <>
      <div className={formStyles.noticeSlot}>
        {message && (
          <p role={message.kind} className={message.kind === 'alert' ? formStyles.error : formStyles.success}>
            {message.text}
          </p>
        )}
      </div>
      <section className={styles.card} aria-labelledby={membershipHeading}>
        <h2 id={membershipHeading}>
          <Trans>Your membership</Trans>
        </h2>
        {profile.membership ? (
          <>
            <dl className={styles.details}>
              <dt>{t`Program`}</dt>
              <dd>{profile.membership.group}</dd>
              <dt>{t`Member ID`}</dt>
              <dd>{profile.membership.memberId}</dd>
              <dt>{t`Expires`}</dt>
              <dd>{profile.membership.expirationDate ? date(profile.membership.expirationDate) : t`Does not expire`}</dd>
            </dl>
            {canRenewMembership(profile) && (
              <p>
                <Trans>Your membership can be renewed now for another year.</Trans>{' '}
                <button type="button" className={forms.primary} disabled={busy !== null} aria-busy={busy === 'renew' || undefined} onClick={() => void renew(profile.membership!.memberId)}>
                  {t`Renew membership`}
                </button>
              </p>
            )}
          </>
        ) : (
          <p className={styles.muted}>
            <Trans>You are not part of a membership program.</Trans>
          </p>
        )}
      </section>
      <section className={styles.card} aria-labelledby={groupsHeading}>
        <h2 id={groupsHeading}>
          <Trans>Membership groups</Trans>
        </h2>
        {choices.length === 0 ? (
          <p className={styles.muted}>
            <Trans>This site has no membership groups.</Trans>
          </p>
        ) : (
          <ul className={formStyles.list}>
            {choices.map((choice) => (
              <li key={choice.name} className={formStyles.item}>
                <p className={formStyles.itemHead}>
                  <strong>{choice.name}</strong> · {stateText(choice)}
                  {choice.inMarket && (
                    <>
                      {' '}
                      <span className={formStyles.badge}>{t`Your market`}</span>
                    </>
                  )}
                </p>
                {choice.state === 'OPEN' && (
                  <div className={formStyles.itemActions}>
                    <button type="button" className={choice.inMarket ? forms.primary : forms.secondary} disabled={busy !== null} aria-busy={busy === `join:${choice.name}` || undefined} onClick={() => void join(choice.name)}>
                      {t`Join ${choice.name}`}
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <form className={forms.form} noValidate onSubmit={check} aria-label={t`Membership market`}>
          <TextField label={t`Postal code`} name="postalCode" value={postalCode} onChange={setPostalCode} error={postalError ?? undefined} hint={t`We use it only to find the membership market you belong to.`} autoComplete="postal-code" />
          <div className={forms.actions}>
            <button type="submit" className={forms.secondary}>
              {t`Check my market`}
            </button>
          </div>
          {checkedPostalCode !== null && (
            <p role="status">{market ? t`Postal code ${checkedPostalCode} is in the ${market.name} market.` : t`No membership market covers postal code ${checkedPostalCode}.`}</p>
          )}
        </form>
      </section>
    </>
  );
}
