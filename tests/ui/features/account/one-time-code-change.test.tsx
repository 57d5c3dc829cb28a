import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CredentialsError, OtpChallenge, Profile, Result } from '@vitrine/core';
import { OneTimeCodeChange } from '../../../../ui/src/features/account/one-time-code-change';
import { renderWithSite } from '../../components/render-with-site';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** A credential change confirmed with a one-time code (decision 0180): bad codes say what is wrong and keep what was typed. */

const challenge: Result<OtpChallenge, CredentialsError> = { ok: true, value: { referenceId: 'otp-1', channel: 'SMS', expiresAt: 0 } };
const refused = (code: CredentialsError['code'], details?: Record<string, unknown>): Result<Profile, CredentialsError> => ({ ok: false, error: { code, message: code, ...(details ? { details } : {}) } });

function renderChange(confirm: () => Promise<Result<Profile, CredentialsError>>, sendAnswer: () => Promise<Result<OtpChallenge, CredentialsError>> = async () => challenge) {
  const requestCode = vi.fn(sendAnswer);
  const onChanged = vi.fn();
  renderWithSite(
    <OneTimeCodeChange
      label="Mobile phone number"
      name="phoneNumber"
      type="tel"
      autoComplete="tel"
      current={<p>none</p>}
      check={(value) => (value.replace(/\D/g, '').length >= 10 ? null : 'Too short')}
      requestCode={requestCode}
      confirm={vi.fn(confirm)}
      sentText={(value) => `Sent to ${value}`}
      confirmLabel="Save phone number"
      onChanged={onChanged}
    />,
  );
  return { requestCode, onChanged, user: userEvent.setup() };
}

describe('OneTimeCodeChange', () => {
  it('an expired code says to send a new one; the number and the code stay', async () => {
    const { user, requestCode } = renderChange(async () => refused('CREDENTIALS.OTP_EXPIRED'));
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '(312) 555-0188');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(requestCode).toHaveBeenCalledWith('(312) 555-0188');
    expect((await screen.findByRole('status')).textContent).toBe('Sent to (312) 555-0188');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(await screen.findByText('That code has expired. Send a new code and enter it.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement).value).toBe('123456');
    expect((screen.getByRole('textbox', { name: 'Mobile phone number' }) as HTMLInputElement).value).toBe('(312) 555-0188');
  });

  it('a wrong code names the attempts left; a server fault says so and keeps everything', async () => {
    const answers = [async () => refused('CREDENTIALS.OTP_INVALID', { attemptsLeft: 4 }), async (): Promise<Result<Profile, CredentialsError>> => Promise.reject(new Error('500'))];
    const { user, onChanged } = renderChange(() => answers.shift()!());
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '3125550188');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect(await screen.findByText(/That code is not right\..*\(4 attempts left\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Nothing you typed is lost');
    expect((screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement).value).toBe('654321');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('too many refused codes say how many minutes to wait, in the alert, and keep the number and the code (decision 0295)', async () => {
    const { user, onChanged } = renderChange(async () => refused('CREDENTIALS.RATE_LIMITED', { retryAfterSeconds: 421 }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '3125550188');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Save phone number' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many tries. Try again in 8 minutes.');
    expect((screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement).value).toBe('654321');
    expect((screen.getByRole('textbox', { name: 'Mobile phone number' }) as HTMLInputElement).value).toBe('3125550188');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('too many codes sent says how many minutes to wait and keeps the number (decision 0295)', async () => {
    const limited: Result<OtpChallenge, CredentialsError> = { ok: false, error: { code: 'CREDENTIALS.RATE_LIMITED', message: 'RATE_LIMITED', details: { retryAfterSeconds: 30 } } };
    const { user } = renderChange(async () => refused('CREDENTIALS.OTP_EXPIRED'), async () => limited);
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '3125550188');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We have sent too many codes. Try again in 1 minute.');
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Mobile phone number' }) as HTMLInputElement).value).toBe('3125550188');
  });

  it('checks the value before a code is sent', async () => {
    const { user, requestCode } = renderChange(async () => refused('CREDENTIALS.OTP_EXPIRED'));
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '555');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Too short')).toBeTruthy();
    expect(requestCode).not.toHaveBeenCalled();
  });
});
