import { domainError, err, ok, type Clock, type CredentialsError, type CredentialsErrorCode, type CredentialsGateway, type OtpChallenge, type OtpConfirmation, type Profile, type Result } from '@vitrine/core';
import { isHttpError } from '../http/http-error.js';
import type { InMemoryProfile } from './in-memory-profile.js';

/** A code the fake "sent". */
interface Issued {
  readonly referenceId: string;
  readonly channel: 'SMS' | 'EMAIL';
  readonly target: string;
  readonly code: string;
  readonly expiresAt: number;
  readonly sentAt: number;
  attempts: number;
  used: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The window of the send limits, ms (decision 0295). */
const SEND_WINDOW_MS = 15 * 60_000;

/**
 * CredentialsGateway in memory with the sandbox's rules (decision 0180): six-digit codes "sent" to
 * `mailbox` (to the phone's digits or the address), alive `ttlMs` (10 minutes) by the clock, 5 wrong
 * tries, at most 5 sent to one destination and 10 in all in 15 minutes (RATE_LIMITED with
 * retryAfterSeconds; decision 0295); the profile changes land in the InMemoryProfile. Refusals carry the HTTP gateway's codes;
 * a caller without AUTHORIZED gets CREDENTIALS.SIGN_IN_REQUIRED. `otherEmails` are addresses taken
 * by other accounts (EMAIL_IN_USE).
 */
export class InMemoryCredentials implements CredentialsGateway {
  /** Messages "sent", oldest first: `{ to, code }`. */
  readonly mailbox: { to: string; code: string }[] = [];
  private readonly issued = new Map<string, Issued>();
  private next = 1;

  constructor(
    private readonly profile: InMemoryProfile,
    private readonly clock: Clock,
    private readonly options: { readonly ttlMs?: number; readonly otherEmails?: () => readonly string[] } = {},
  ) {}

  private fail<T>(code: CredentialsErrorCode, message: string, details?: Record<string, unknown>): Result<T, CredentialsError> {
    return err(domainError(code, message, details));
  }

  /** Runs `change` on the profile; a missing step-up answers SIGN_IN_REQUIRED as the HTTP gateway does. */
  private amend(change: (p: Profile) => Profile): Result<Profile, CredentialsError> {
    try {
      return ok(this.profile.amend(change));
    } catch (error) {
      if (isHttpError(error) && error.kind === 'http' && error.status === 403) return this.fail('CREDENTIALS.SIGN_IN_REQUIRED', error.message, { requiredScope: 'AUTHORIZED' });
      throw error;
    }
  }

  private consume(confirmation: OtpConfirmation, channel: 'SMS' | 'EMAIL', target: string): Result<void, CredentialsError> {
    const issued = this.issued.get(confirmation.referenceId);
    if (!issued || issued.used || issued.expiresAt <= this.clock.now()) return this.fail('CREDENTIALS.OTP_EXPIRED', 'The code has expired. Ask for a new one.');
    if (issued.attempts >= 5) return this.fail('CREDENTIALS.OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes. Ask for a new one.');
    if (issued.channel !== channel || issued.target !== target || issued.code !== confirmation.otp.trim()) {
      issued.attempts += 1;
      if (issued.attempts >= 5) return this.fail('CREDENTIALS.OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes. Ask for a new one.');
      return this.fail('CREDENTIALS.OTP_INVALID', 'The code is not right', { attemptsLeft: 5 - issued.attempts });
    }
    issued.used = true;
    return ok(undefined);
  }

  /** Ms until one more code may go to `to` (0: now): 5 per destination and 10 in all within 15 minutes, as the sandbox. */
  private sendWaitMs(to: string): number {
    const now = this.clock.now();
    const recent = [...this.issued.values()].filter((issued) => issued.sentAt > now - SEND_WINDOW_MS);
    const freedAt = (sent: readonly Issued[], limit: number) => (sent.length < limit ? now : sent[sent.length - limit]!.sentAt + SEND_WINDOW_MS);
    return Math.max(freedAt(recent.filter((issued) => issued.target === to), 5), freedAt(recent, 10)) - now;
  }

  async requestVerification(target: { readonly phoneNumber: string } | { readonly emailAddress: string }): Promise<Result<OtpChallenge, CredentialsError>> {
    const checked = this.amend((p) => p);
    if (!checked.ok) return checked;
    const channel = 'phoneNumber' in target ? 'SMS' : 'EMAIL';
    const to = 'phoneNumber' in target ? target.phoneNumber.replace(/\D/g, '') : target.emailAddress.trim().toLowerCase();
    if (channel === 'SMS' && !/^\d{7,15}$/.test(to)) return this.fail('CREDENTIALS.PHONE_INVALID', 'The phone number must have 7 to 15 digits');
    if (channel === 'EMAIL' && !EMAIL.test(to)) return this.fail('CREDENTIALS.EMAIL_INVALID', 'The e-mail address is not valid');
    const waitMs = this.sendWaitMs(to);
    if (waitMs > 0) return this.fail('CREDENTIALS.RATE_LIMITED', 'Too many codes were sent. Try again later.', { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
    const referenceId = `otp-${this.next++}`;
    const code = String(100000 + ((this.next * 7919) % 900000));
    const expiresAt = this.clock.now() + (this.options.ttlMs ?? 600_000);
    this.issued.set(referenceId, { referenceId, channel, target: to, code, expiresAt, sentAt: this.clock.now(), attempts: 0, used: false });
    this.mailbox.push({ to, code });
    return ok({ referenceId, channel, expiresAt });
  }

  async setPhoneNumber(change: { readonly phoneNumber: string } & OtpConfirmation, mode: 'add' | 'change'): Promise<Result<Profile, CredentialsError>> {
    const current = this.amend((p) => p);
    if (!current.ok) return current;
    const phone = change.phoneNumber.replace(/\D/g, '');
    if (!/^\d{7,15}$/.test(phone)) return this.fail('CREDENTIALS.PHONE_INVALID', 'The phone number must have 7 to 15 digits');
    if (mode === 'add' && current.value.phone) return this.fail('CREDENTIALS.PHONE_EXISTS', 'The profile has a phone number: change it with PUT');
    const used = this.consume(change, 'SMS', phone);
    if (!used.ok) return used;
    return this.amend((p) => ({ ...p, phone: { number: phone } }));
  }

  async changeUsername(change: { readonly username: string } & OtpConfirmation): Promise<Result<Profile, CredentialsError>> {
    const current = this.amend((p) => p);
    if (!current.ok) return current;
    const email = change.username.trim().toLowerCase();
    if (!EMAIL.test(email)) return this.fail('CREDENTIALS.EMAIL_INVALID', 'The e-mail address is not valid');
    if ((this.options.otherEmails?.() ?? []).some((other) => other.toLowerCase() === email && other.toLowerCase() !== current.value.emailAddress)) {
      return this.fail('CREDENTIALS.EMAIL_IN_USE', 'An account with that email already exists');
    }
    const used = this.consume(change, 'EMAIL', email);
    if (!used.ok) return used;
    return this.amend((p) => ({ ...p, emailAddress: email }));
  }

  async linkEmployee(link: { readonly continent: string; readonly employeeId: string; readonly storeLocation: string }): Promise<Result<Profile, CredentialsError>> {
    const fields: string[] = [];
    const employeeId = link.employeeId.trim().toUpperCase();
    if (!/^E\d{5,8}$/.test(employeeId)) fields.push('employeeId');
    if (!['NORTH_AMERICA', 'EUROPE'].includes(link.continent)) fields.push('continent');
    if (link.storeLocation.trim() === '' || link.storeLocation.length > 100) fields.push('storeLocation');
    const current = this.amend((p) => p);
    if (!current.ok) return current;
    if (fields.length > 0) return this.fail('CREDENTIALS.EMPLOYEE_INVALID', 'The employee details are not valid', { fields });
    return this.amend((p) => ({ ...p, employee: { employeeId, name: `${p.name.first} ${p.name.last}` } }));
  }
}
