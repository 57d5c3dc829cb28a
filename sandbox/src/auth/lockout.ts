import { ApiError } from '../api/api-error.js';
import type { Db } from '../db/db.js';
import type { CustomerRecord } from './customer-repository.js';
import type { IdentitySettings } from './identity-settings.js';

/**
 * Lock-out after repeated failed passwords (docs/auth-api.md; decision 0071): `maxFailures` (5)
 * wrong passwords within `windowMs` (15 minutes) lock the account for `lockMs` (15 minutes).
 * Sign-in, the upgrade grant and the password change share the count. While locked every attempt,
 * even with the right password, answers 423 ACCOUNT_LOCKED and is not counted. A success, a reset
 * and the end of a lock start the count afresh.
 */

/** 423 ACCOUNT_LOCKED with details.retryAfterSeconds (whole seconds, at least 1). */
export function accountLocked(lockedUntil: number, now: number): ApiError {
  const retryAfterSeconds = Math.max(1, Math.ceil((lockedUntil - now) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new ApiError(423, 'ACCOUNT_LOCKED', `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { retryAfterSeconds });
}

/** Throws 423 ACCOUNT_LOCKED while the account is locked. */
export function assertNotLocked(customer: CustomerRecord, now: number): void {
  if (customer.lockedUntil !== null && customer.lockedUntil > now) throw accountLocked(customer.lockedUntil, now);
}

/**
 * Claims one attempt before the password is checked, in one statement (atomic: parallel attempts
 * cannot all read the same count): the attempt is written as a failure in advance when the account
 * is not locked and has fewer than `maxFailures` failures within `windowMs`. Returns the number of
 * counted failures including this one (1..maxFailures); throws 423 ACCOUNT_LOCKED when the account
 * is locked or its attempts are used up (parallel attempts beyond the fifth). A success forgets the
 * claim ({@link clearFailures}); a wrong password keeps it ({@link failedAttempt}).
 */
export async function claimAttempt(db: Db, profileId: string, now: number, settings: IdentitySettings): Promise<number> {
  const { maxFailures, windowMs } = settings.lockout;
  const [row] = await db.query<{ n: number; locked_until: Date | null }>(
    `with account as (select profile_id, locked_until from customer where profile_id = $1),
          counted as (select count(*)::int as n from login_failure where profile_id = $1 and failed_at > $3),
          claimed as (
            insert into login_failure (profile_id, failed_at)
            select account.profile_id, $2 from account, counted
            where (account.locked_until is null or account.locked_until <= $2) and counted.n < $4
            returning 1
          )
     select (select n from counted) + (select count(*)::int from claimed) as n,
            (select count(*)::int from claimed) as claimed,
            (select locked_until from account) as locked_until`,
    [profileId, new Date(now), new Date(now - windowMs), maxFailures],
  );
  const claimed = (row as { claimed?: number } | undefined)?.claimed === 1;
  if (!claimed) {
    const lockedUntil = row?.locked_until ? new Date(row.locked_until).getTime() : null;
    throw accountLocked(lockedUntil !== null && lockedUntil > now ? lockedUntil : now + settings.lockout.lockMs, now);
  }
  return row!.n;
}

/**
 * The error for a wrong password whose attempt was claimed as the `failures`-th
 * ({@link claimAttempt}): 401 WRONG_PASSWORD with `details.attemptsLeft`, or, on the failure that
 * reaches the limit, 423 ACCOUNT_LOCKED (the lock starts now and the count starts afresh after it).
 */
export async function failedAttempt(db: Db, profileId: string, failures: number, now: number, settings: IdentitySettings): Promise<ApiError> {
  const { maxFailures, lockMs } = settings.lockout;
  if (failures >= maxFailures) {
    await db.query('update customer set locked_until = $2 where profile_id = $1', [profileId, new Date(now + lockMs)]);
    await db.query('delete from login_failure where profile_id = $1', [profileId]);
    return accountLocked(now + lockMs, now);
  }
  return new ApiError(401, 'WRONG_PASSWORD', 'The password is not correct', { attemptsLeft: maxFailures - failures });
}

/** Forgets the failed attempts and the lock after a successful password. */
export async function clearFailures(db: Db, profileId: string): Promise<void> {
  await db.query('delete from login_failure where profile_id = $1', [profileId]);
  await db.query('update customer set locked_until = null where profile_id = $1 and locked_until is not null', [profileId]);
}
