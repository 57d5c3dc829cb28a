import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { CredentialsError, OtpChallenge, Profile, Result } from '@vitrine/core';
import { TextField } from '../../components/forms/form-field';
import forms from '../../components/forms/forms.module.css';
import styles from './account-forms.module.css';

/** The text of a refused credential call. */
export function useCredentialsErrorText(): (error: CredentialsError) => string {
  const { t } = useLingui();
  return (error) => {
    switch (error.code) {
      case 'CREDENTIALS.OTP_INVALID': {
        const left = Number(error.details?.['attemptsLeft'] ?? 0);
        return t`That code is not right. Check the code we sent and try again (${left} attempts left).`;
      }
      case 'CREDENTIALS.OTP_EXPIRED':
        return t`That code has expired. Send a new code and enter it.`;
      case 'CREDENTIALS.OTP_ATTEMPTS_EXCEEDED':
        return t`Too many wrong codes. Send a new code and enter it.`;
      case 'CREDENTIALS.PHONE_INVALID':
        return t`Enter a phone number with 7 to 15 digits.`;
      case 'CREDENTIALS.PHONE_EXISTS':
        return t`Your account already has a phone number. Reload the page to change it.`;
      case 'CREDENTIALS.EMAIL_INVALID':
        return t`Enter an email address like name@example.com.`;
      case 'CREDENTIALS.EMAIL_IN_USE':
        return t`Another account already uses this email address.`;
      case 'CREDENTIALS.EMPLOYEE_INVALID':
        return t`Check the employee details: the employee ID is E followed by 5 to 8 digits.`;
      case 'CREDENTIALS.SIGN_IN_REQUIRED':
        return t`For your security, sign in again before you change this.`;
      case 'CREDENTIALS.RATE_LIMITED': {
        const minutes = waitMinutes(error);
        return plural(minutes, { one: 'Too many tries. Try again in # minute.', other: 'Too many tries. Try again in # minutes.' });
      }
    }
  };
}

/** Whole minutes to wait after a CREDENTIALS.RATE_LIMITED (details.retryAfterSeconds; at least 1; decision 0295). */
function waitMinutes(error: CredentialsError): number {
  return Math.max(1, Math.ceil(Number(error.details?.['retryAfterSeconds'] ?? 60) / 60));
}

/** Props of {@link OneTimeCodeChange}. */
export interface OneTimeCodeChangeProps {
  /** The section's heading id target and the new value's field label ("Mobile phone number", "New email address"). */
  readonly label: string;
  readonly name: string;
  readonly type: 'tel' | 'email';
  readonly autoComplete: string;
  /** What the value is now, shown above the form (or a "none yet" line). */
  readonly current: ReactNode;
  /** Checks the value before a code is sent: a problem text, or null. */
  readonly check: (value: string) => string | null;
  /** POST /me/verifications for the value. */
  readonly requestCode: (value: string) => Promise<Result<OtpChallenge, CredentialsError>>;
  /** The credential call with the code. */
  readonly confirm: (value: string, otp: string, referenceId: string) => Promise<Result<Profile, CredentialsError>>;
  /** Where the code went, for the "we sent a code to …" line. */
  readonly sentText: (value: string) => string;
  /** The button that confirms ("Save phone number"). */
  readonly confirmLabel: string;
  readonly onChanged: (profile: Profile) => void;
}

/**
 * A credential change confirmed with a one-time code (shell-and-account.md §7 POST
 * /me/verifications, then the credential call with otp and referenceId; decision 0180): the new
 * value and "Send code"; then the code field and the confirm button, with "Send a new code". A
 * wrong, expired or used-up code says so under the code field and keeps both the value and the
 * code typed; a server fault says so and keeps everything. Too many codes sent or refused
 * (CREDENTIALS.RATE_LIMITED; decision 0295) says how many minutes to wait, in the alert, and keeps
 * everything too.
 */
export function OneTimeCodeChange(props: OneTimeCodeChangeProps) {
  const { t } = useLingui();
  const errorText = useCredentialsErrorText();
  const [value, setValue] = useState('');
  const [valueError, setValueError] = useState<string | undefined>();
  const [challenge, setChallenge] = useState<{ referenceId: string; value: string } | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const problem = props.check(value);
    setValueError(problem ?? undefined);
    setFailure(null);
    if (problem) return;
    setBusy(true);
    try {
      const result = await props.requestCode(value);
      if (!result.ok && result.error.code === 'CREDENTIALS.RATE_LIMITED') {
        const minutes = waitMinutes(result.error);
        setFailure(plural(minutes, { one: 'We have sent too many codes. Try again in # minute.', other: 'We have sent too many codes. Try again in # minutes.' }));
      } else if (!result.ok) setValueError(errorText(result.error));
      else {
        setChallenge({ referenceId: result.value.referenceId, value });
        setOtp('');
        setOtpError(undefined);
      }
    } catch {
      setFailure(t`Something went wrong on our side and no code was sent. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!challenge || challenge.value !== value) return void send();
    if (!/^\d{6}$/.test(otp.trim())) return setOtpError(t`Enter the 6-digit code we sent.`);
    setBusy(true);
    setFailure(null);
    try {
      const result = await props.confirm(value, otp, challenge.referenceId);
      if (!result.ok) {
        if (result.error.code.startsWith('CREDENTIALS.OTP_')) setOtpError(errorText(result.error));
        else setFailure(errorText(result.error));
        return;
      }
      setValue('');
      setOtp('');
      setChallenge(null);
      props.onChanged(result.value);
    } catch {
      setFailure(t`Something went wrong on our side and nothing was changed. Nothing you typed is lost: please try again.`);
    } finally {
      setBusy(false);
    }
  };

  const awaitingCode = challenge !== null && challenge.value === value;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={forms.form} aria-busy={busy || undefined}>
      <div>{props.current}</div>
      {failure && (
        <div role="alert" className={styles.error}>
          {failure}
        </div>
      )}
      <TextField label={props.label} name={props.name} type={props.type} inputMode={props.type === 'tel' ? 'tel' : 'email'} autoComplete={props.autoComplete} value={value} onChange={setValue} error={valueError} />
      {awaitingCode && (
        <>
          <p role="status">{props.sentText(challenge.value)}</p>
          <TextField label={t`Verification code`} name={`${props.name}-otp`} inputMode="numeric" autoComplete="one-time-code" value={otp} onChange={(next) => setOtp(next.replace(/\D/g, '').slice(0, 6))} error={otpError} />
        </>
      )}
      <div className={forms.actions}>
        {awaitingCode ? (
          <>
            <button type="submit" className={forms.primary} aria-disabled={busy || undefined}>
              {props.confirmLabel}
            </button>
            <button type="button" className={forms.secondary} onClick={() => void send()} disabled={busy}>
              {t`Send a new code`}
            </button>
          </>
        ) : (
          <button type="submit" className={forms.primary} aria-disabled={busy || undefined}>
            {t`Send code`}
          </button>
        )}
      </div>
    </form>
  );
}
