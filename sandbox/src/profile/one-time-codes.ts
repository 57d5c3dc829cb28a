import crypto from 'node:crypto';
import type { VerificationResponseDto } from '@vitrine/contract';
import { ApiError } from '../api/api-error.js';
import { isEmailAddress, normalizeEmail } from '../auth/customer-repository.js';
import type { IdentitySettings } from '../auth/identity-settings.js';
import { hashToken } from '../auth/token-service.js';
import type { Db } from '../db/db.js';
import { sendMail } from './mailbox.js';

/**
 * One-time codes for credential changes (shell-and-account.md §7 POST /me/verifications; decision
 * 0180): six random digits, "sent" to the test mailbox — an SMS to the phone's digits, an e-mail to
 * the address — stored as SHA-256 of reference id and code, alive `identity.otpTtlMs` (10 minutes)
 * and used up after `identity.otpMaxAttempts` (5) wrong tries or one right one. Sends are limited
 * per destination and per account (`identity.otpSends`; decision 0295); each step that counts is
 * one SQL statement, so parallel requests cannot slip past a limit.
 */

/** Where a code goes. */
export type OtpTarget = { readonly channel: 'SMS'; readonly phoneNumber: string } | { readonly channel: 'EMAIL'; readonly emailAddress: string };

const codeHash = (referenceId: string, code: string) => hashToken(`${referenceId}:${code}`);

/** Digits of a phone number; throws 400 PHONE_INVALID unless 7-15 digits (§5 "sent as digits only"). */
export function phoneTarget(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (!/^\d{7,15}$/.test(digits)) throw new ApiError(400, 'PHONE_INVALID', 'The phone number must have 7 to 15 digits', { fields: ['phoneNumber'] });
  return digits;
}

/** A lower-cased e-mail address; throws 400 EMAIL_INVALID when it is not one. */
export function emailTarget(raw: string): string {
  if (!isEmailAddress(raw)) throw new ApiError(400, 'EMAIL_INVALID', 'The e-mail address is not valid', { fields: ['emailAddress'] });
  return normalizeEmail(raw);
}

/**
 * Issues a code for `profileId` to `target` and "sends" it. Answers the reference id, channel and
 * expiry (epoch ms). Throws 429 RATE_LIMITED (details.retryAfterSeconds, whole seconds until the
 * oldest counted code leaves the window) when `identity.otpSends.perDestination` codes went to the
 * target, or `perAccount` codes to the profile, within `identity.otpSends.windowMs` (decision 0295).
 */
export async function issueCode(db: Db, identity: IdentitySettings, profileId: string, target: OtpTarget, now: number): Promise<VerificationResponseDto> {
  const to = target.channel === 'SMS' ? phoneTarget(target.phoneNumber) : emailTarget(target.emailAddress);
  const referenceId = `otp-${crypto.randomBytes(12).toString('base64url')}`;
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = now + identity.otpTtlMs;
  const { perDestination, perAccount, windowMs } = identity.otpSends;
  const since = new Date(now - windowMs);
  // The insert happens only while both counts are under their limits: one statement, so parallel sends cannot pass together.
  const inserted = await db.query<{ reference_id: string }>(
    `insert into one_time_code (reference_id, profile_id, channel, target, code_hash, created_at, expires_at)
     select $1, $2, $3, $4, $5, $6, $7
      where (select count(*) from one_time_code where target = $4 and created_at > $8) < $9
        and (select count(*) from one_time_code where profile_id = $2 and created_at > $8) < $10
     returning reference_id`,
    [referenceId, profileId, target.channel, to, codeHash(referenceId, code), new Date(now), new Date(expiresAt), since, perDestination, perAccount],
  );
  if (inserted.length === 0) throw await sendLimitReached(db, { profileId, to, since, now, identity });
  const minutes = Math.round(identity.otpTtlMs / 60_000);
  await sendMail(db, {
    to,
    subject: 'Your Vitrine verification code',
    body: `Your Vitrine verification code is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this message.`,
    link: null,
    now,
  });
  return { referenceId, channel: target.channel, expiresAt };
}

/** The 429 RATE_LIMITED of a send over a limit: the wait is until enough counted codes leave the window for the limit that was reached. */
async function sendLimitReached(db: Db, input: { profileId: string; to: string; since: Date; now: number; identity: IdentitySettings }): Promise<ApiError> {
  const { perDestination, perAccount, windowMs } = input.identity.otpSends;
  // The n-th newest code in the window (n = the limit) is the one whose leaving frees a send.
  const freedAt = async (column: 'target' | 'profile_id', value: string, limit: number) => {
    const [row] = await db.query<{ created_at: Date }>(`select created_at from one_time_code where ${column} = $1 and created_at > $2 order by created_at desc offset $3 limit 1`, [value, input.since, limit - 1]);
    return row ? new Date(row.created_at).getTime() + windowMs : input.now;
  };
  const until = Math.max(await freedAt('target', input.to, perDestination), await freedAt('profile_id', input.profileId, perAccount));
  const retryAfterSeconds = Math.max(1, Math.ceil((until - input.now) / 1000));
  return new ApiError(429, 'RATE_LIMITED', 'Too many codes were sent. Try again later.', { retryAfterSeconds });
}

/**
 * Checks `otp` for `referenceId` against the profile, channel and target it was sent to, and uses
 * the code up when it is right. Throws 400 OTP_INVALID (details.attemptsLeft) for a wrong code or a
 * code sent to another target, 410 OTP_EXPIRED for an expired or used code or an unknown reference,
 * 429 OTP_ATTEMPTS_EXCEEDED once the wrong tries are used up.
 */
export async function consumeCode(db: Db, identity: IdentitySettings, input: { profileId: string; referenceId: string; otp: string; channel: 'SMS' | 'EMAIL'; target: string; now: number }): Promise<void> {
  const [row] = await db.query<{ profile_id: string; channel: string; target: string; code_hash: string; attempts: number; expires_at: Date; used_at: Date | null }>(
    'select profile_id, channel, target, code_hash, attempts, expires_at, used_at from one_time_code where reference_id = $1',
    [input.referenceId],
  );
  if (!row || row.profile_id !== input.profileId || row.used_at !== null || new Date(row.expires_at).getTime() <= input.now) {
    throw new ApiError(410, 'OTP_EXPIRED', 'The code has expired. Ask for a new one.');
  }
  const exceeded = () => new ApiError(429, 'OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes. Ask for a new one.');
  if (row.attempts >= identity.otpMaxAttempts) throw exceeded();
  const right = row.channel === input.channel && row.target === input.target && row.code_hash === codeHash(input.referenceId, input.otp.trim());
  if (!right) {
    // Counted in one statement (decision 0295): parallel wrong tries each take one of the tries left, none passes the limit.
    const [counted] = await db.query<{ attempts: number }>('update one_time_code set attempts = attempts + 1 where reference_id = $1 and attempts < $2 returning attempts', [input.referenceId, identity.otpMaxAttempts]);
    if (!counted || counted.attempts >= identity.otpMaxAttempts) throw exceeded();
    throw new ApiError(400, 'OTP_INVALID', 'The code is not right', { attemptsLeft: identity.otpMaxAttempts - counted.attempts, fields: ['otp'] });
  }
  // A right code is used only while it is unused and has tries left (a parallel wrong try may have used up the last one).
  const used = await db.query('update one_time_code set used_at = $2 where reference_id = $1 and used_at is null and attempts < $3 returning 1', [input.referenceId, new Date(input.now), identity.otpMaxAttempts]);
  if (used.length === 0) throw new ApiError(410, 'OTP_EXPIRED', 'The code has expired. Ask for a new one.');
}
