import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { CookieJar, CredentialsGateway, optOutOfDataSharing, ProfileGateway, syncPrivacyOptOut, type PrivacyOptOutState, type Profile } from '@vitrine/core';
import { formatPhone, isPossiblePhone, phoneDigits } from '../../components/address/address-rules';
import { SelectField, TextField } from '../../components/forms/form-field';
import { useService, useServices } from '../../shared/service-context';
import { withSignIn } from '../identity';
import { useSite } from '../../shared/site-context';
import { AccountLayout, useSectionNames } from './account-layout';
import { LoadFailed, Loading } from './account-load-views';
import { AccountNoticeView, useAccountNotice, type AccountNotice } from './account-notice';
import { OneTimeCodeChange } from './one-time-code-change';
import { PasswordChange } from './password-change';
import { useAccountLoad } from './use-account-load';
import forms from '../../components/forms/forms.module.css';
import styles from './account-forms.module.css';

/** What the settings page reads: the profile (with privacy info) and the opt-out state. */
interface Settings {
  readonly profile: Profile;
  readonly privacy: PrivacyOptOutState;
}

/**
 * /account/account-settings (shell-and-account.md §3 "Profile", §4 "Privacy opt-out", §7 PATCH /me
 * replace name/first and name/last, PUT /me, PUT /me/credentials/password, POST /me/verifications,
 * POST/PUT /me/credentials/phonenumber, PUT /profile/v1/{siteId}/me/credentials/username, PATCH
 * /profile/v1/{siteId}/me/preferences; decisions 0180, 0182, 0184): personal details, the sign-in
 * e-mail and the phone number (each changed with a one-time code), the password, and — where the
 * site's country has privacy locations — the data-sharing opt-out. Each section confirms in the
 * page's live region and keeps what was typed on failure. The personal details, password, e-mail
 * and phone changes need the AUTHORIZED step-up and ask for the password when it lapsed on the open
 * page (withSignIn, decision 0185); the data-sharing opt-out needs only a REGISTERED session.
 */
export function AccountSettingsPage() {
  const { t } = useLingui();
  const profiles = useService(ProfileGateway);
  const cookies = useService(CookieJar);
  const { notice, show } = useAccountNotice();
  const { state, replace } = useAccountLoad<Settings>(async () => {
    const profile = await profiles.getProfile({ privacyInfo: true });
    const privacy = await syncPrivacyOptOut({ cookies, profiles }, { privacyLocations: profile.privacyLocations, privacyOptOutLocations: profile.privacyOptOutLocations });
    return { profile, privacy };
  });
  const keepProfile = (settings: Settings, profile: Profile, done: AccountNotice) => {
    replace({ ...settings, profile: { ...settings.profile, ...profile, privacyLocations: settings.profile.privacyLocations, privacyOptOutLocations: settings.profile.privacyOptOutLocations } });
    show(done);
  };
  return (
    <AccountLayout title={useSectionNames()['account-settings']}>
      <AccountNoticeView notice={notice} />
      {state.status === 'loading' && <Loading />}
      {state.status === 'failed' && <LoadFailed />}
      {state.status === 'ready' && (
        <>
          <section className={styles.section} aria-labelledby="settings-details">
            <h2 id="settings-details">{t`Personal details`}</h2>
            <PersonalDetails profile={state.value.profile} onSaved={(profile) => keepProfile(state.value, profile, { kind: 'affirmative', message: t`Your details were saved.` })} onFailed={show} />
          </section>
          <section className={styles.section} aria-labelledby="settings-email">
            <h2 id="settings-email">{t`Email address`}</h2>
            <EmailChange profile={state.value.profile} onChanged={(profile) => keepProfile(state.value, profile, { kind: 'affirmative', message: t`Your email address was changed. Use it the next time you sign in.` })} />
          </section>
          <section className={styles.section} aria-labelledby="settings-phone">
            <h2 id="settings-phone">{t`Phone number`}</h2>
            <PhoneChange profile={state.value.profile} onChanged={(profile) => keepProfile(state.value, profile, { kind: 'affirmative', message: t`Your phone number was changed.` })} />
          </section>
          <section className={styles.section} aria-labelledby="settings-password">
            <h2 id="settings-password">{t`Password`}</h2>
            <PasswordChange onChanged={() => show({ kind: 'affirmative', message: t`Your password was changed.` })} />
          </section>
          {state.value.privacy.privacyLocations.length > 0 && (
            <section className={styles.section} aria-labelledby="settings-privacy">
              <h2 id="settings-privacy">{t`Data sharing`}</h2>
              <PrivacyOptOut
                settings={state.value}
                onChanged={(privacy) => {
                  replace({ ...state.value, privacy });
                  show({ kind: 'affirmative', message: t`You have opted out of data sharing.` });
                }}
                onFailed={show}
              />
            </section>
          )}
        </>
      )}
    </AccountLayout>
  );
}

const GENDERS = ['FEMALE', 'MALE', 'NON_BINARY'] as const;

/** First and last name (PATCH replace /name/first, /name/last), date of birth and gender (PUT /me). */
function PersonalDetails({ profile, onSaved, onFailed }: { profile: Profile; onSaved: (profile: Profile) => void; onFailed: (notice: AccountNotice) => void }) {
  const { t } = useLingui();
  const services = useServices();
  const profiles = useService(ProfileGateway);
  const [first, setFirst] = useState(profile.name.first);
  const [last, setLast] = useState(profile.name.last);
  const [dateOfBirth, setDateOfBirth] = useState(profile.dateOfBirth ?? '');
  const stored = (profile.gender ?? '').toUpperCase().replace(/[\s-]/g, '_');
  const [gender, setGender] = useState(stored);
  const [errors, setErrors] = useState<{ first?: string; last?: string; dateOfBirth?: string }>({});
  const [saving, setSaving] = useState(false);
  const genderLabels: Record<string, string> = { FEMALE: t`Female`, MALE: t`Male`, NON_BINARY: t`Non-binary` };
  const genderOptions = [...GENDERS, ...(stored !== '' && !(GENDERS as readonly string[]).includes(stored) ? [stored] : [])].map((g) => [g, genderLabels[g] ?? g] as const);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const today = new Date().toISOString().slice(0, 10);
    const found = {
      ...(first.trim() === '' ? { first: t`Enter your first name.` } : {}),
      ...(last.trim() === '' ? { last: t`Enter your last name.` } : {}),
      ...(dateOfBirth !== '' && (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) || dateOfBirth > today || dateOfBirth < '1900-01-01') ? { dateOfBirth: t`Enter a date of birth in the past.` } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      let next = profile;
      const names = [
        ...(first.trim() !== profile.name.first ? [{ op: 'replace' as const, path: '/name/first' as const, value: first.trim() }] : []),
        ...(last.trim() !== profile.name.last ? [{ op: 'replace' as const, path: '/name/last' as const, value: last.trim() }] : []),
      ];
      const refused = () => onFailed({ kind: 'error', message: t`For your security, sign in again before you change this.` });
      if (names.length > 0) {
        const patched = await withSignIn(services, () => profiles.patchProfile(names));
        if (!patched.ok) return refused();
        next = patched.value;
      }
      const newDob = dateOfBirth === '' ? null : dateOfBirth;
      const newGender = gender === '' ? null : gender;
      if (newDob !== profile.dateOfBirth || newGender !== profile.gender) {
        const put = await withSignIn(services, () => profiles.putProfile({ ...next, dateOfBirth: newDob, gender: newGender }));
        if (!put.ok) return refused();
        next = put.value;
      }
      onSaved(next);
    } catch {
      onFailed({ kind: 'error', message: t`Something went wrong on our side and your details were not saved. Nothing you typed is lost: please try again.` });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={forms.form} aria-busy={saving || undefined}>
      <div className={forms.row}>
        <TextField label={t`First name`} name="firstName" autoComplete="given-name" value={first} onChange={setFirst} error={errors.first} />
        <TextField label={t`Last name`} name="lastName" autoComplete="family-name" value={last} onChange={setLast} error={errors.last} />
      </div>
      <div className={forms.row}>
        <TextField label={t`Date of birth`} name="dateOfBirth" type="date" autoComplete="bday" value={dateOfBirth} onChange={setDateOfBirth} optional error={errors.dateOfBirth} />
        <SelectField label={t`Gender`} name="gender" value={gender} onChange={setGender} options={genderOptions} placeholder={t`Prefer not to say`} />
      </div>
      <div className={forms.actions}>
        <button type="submit" className={forms.primary} aria-disabled={saving || undefined}>
          {t`Save`}
        </button>
      </div>
    </form>
  );
}

/**
 * The sign-in e-mail, changed with a code sent to the new address (PUT …/v1/…/me/credentials/username).
 * Sending the code and the change need the AUTHORIZED step-up: when it lapsed on the open page the
 * password dialog opens and the call runs once more after the sign-in (decision 0185).
 */
function EmailChange({ profile, onChanged }: { profile: Profile; onChanged: (profile: Profile) => void }) {
  const { t } = useLingui();
  const services = useServices();
  const credentials = useService(CredentialsGateway);
  const email = profile.emailAddress;
  return (
    <OneTimeCodeChange
      label={t`New email address`}
      name="newEmail"
      type="email"
      autoComplete="email"
      current={<p>{t`You sign in with ${email}.`}</p>}
      check={(value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? (value.trim().toLowerCase() === email ? t`This is already your email address.` : null) : t`Enter an email address like name@example.com.`)}
      requestCode={(value) => withSignIn(services, () => credentials.requestVerification({ emailAddress: value.trim() }))}
      confirm={(value, otp, referenceId) => withSignIn(services, () => credentials.changeUsername({ username: value.trim(), otp, referenceId }))}
      sentText={(value) => t`We sent a 6-digit code to ${value}. It works for 10 minutes.`}
      confirmLabel={t`Save email address`}
      onChanged={onChanged}
    />
  );
}

/**
 * The phone number, changed with a code sent to it by SMS (POST when there is none, else PUT
 * /me/credentials/phonenumber); a lapsed step-up asks for the password as for the e-mail.
 */
function PhoneChange({ profile, onChanged }: { profile: Profile; onChanged: (profile: Profile) => void }) {
  const { t } = useLingui();
  const site = useSite();
  const services = useServices();
  const credentials = useService(CredentialsGateway);
  const phone = profile.phone ? formatPhone(profile.phone.number, site.country) : null;
  return (
    <OneTimeCodeChange
      label={t`Mobile phone number`}
      name="phoneNumber"
      type="tel"
      autoComplete="tel"
      current={<p>{phone ? t`Your phone number is ${phone}.` : t`You have not added a phone number yet.`}</p>}
      check={(value) => (isPossiblePhone(value, site.country) ? null : t`Enter a phone number that is complete for this country.`)}
      requestCode={(value) => withSignIn(services, () => credentials.requestVerification({ phoneNumber: phoneDigits(value, site.country) }))}
      confirm={(value, otp, referenceId) => withSignIn(services, () => credentials.setPhoneNumber({ phoneNumber: phoneDigits(value, site.country), otp, referenceId }, profile.phone ? 'change' : 'add'))}
      sentText={(value) => t`We sent a 6-digit code by text message to ${value}. It works for 10 minutes.`}
      confirmLabel={t`Save phone number`}
      onChanged={onChanged}
    />
  );
}

/** The data-sharing opt-out of the site country's privacy locations (optOutOfDataSharing). */
function PrivacyOptOut({ settings, onChanged, onFailed }: { settings: Settings; onChanged: (privacy: PrivacyOptOutState) => void; onFailed: (notice: AccountNotice) => void }) {
  const { t } = useLingui();
  const profiles = useService(ProfileGateway);
  const cookies = useService(CookieJar);
  const [busy, setBusy] = useState(false);
  if (settings.privacy.optedOut) {
    return (
      <p>
        <Trans>You have opted out of the sale and sharing of your personal information. This applies to this account and this browser.</Trans>
      </p>
    );
  }
  const optOut = async () => {
    setBusy(true);
    try {
      onChanged(await optOutOfDataSharing({ cookies, profiles }, { privacyLocations: settings.privacy.privacyLocations, profileOptOutLocations: settings.privacy.optOutLocations, signedIn: true }));
    } catch {
      onFailed({ kind: 'error', message: t`This browser is opted out, but we could not save the choice to your account. Please try again.` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p>
        <Trans>Where the law gives you the right, you can opt out of the sale or sharing of your personal information for advertising.</Trans>
      </p>
      <button type="button" className={forms.primary} onClick={() => void optOut()} disabled={busy}>
        {t`Opt out of data sharing`}
      </button>
    </>
  );
}
