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
 * Records a failed password for the customer (committed at once, outside any transaction of the
 * caller) and returns the error to answer: 401 WRONG_PASSWORD with `details.attemptsLeft`, or, on
 * the failure that reaches the limit, 423 ACCOUNT_LOCKED (the lock starts now).
 */
export async function recordFailure(db: Db, customer: CustomerRecord, now: number, settings: IdentitySettings): Promise<ApiError> {
  const { maxFailures, windowMs, lockMs } = settings.lockout;
  await db.query('insert into login_failure (profile_id, failed_at) values ($1, $2)', [customer.profileId, new Date(now)]);
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from login_failure where profile_id = $1 and failed_at > $2', [
    customer.profileId,
    new Date(now - windowMs),
  ]);
  const failures = row?.n ?? 1;
  if (failures >= maxFailures) {
    await db.query('update customer set locked_until = $2 where profile_id = $1', [customer.profileId, new Date(now + lockMs)]);
    await db.query('delete from login_failure where profile_id = $1', [customer.profileId]);
    return accountLocked(now + lockMs, now);
  }
  return new ApiError(401, 'WRONG_PASSWORD', 'The password is not correct', { attemptsLeft: maxFailures - failures });
}

/** Forgets the failed attempts and the lock after a successful password. */
export async function clearFailures(db: Db, profileId: string): Promise<void> {
  await db.query('delete from login_failure where profile_id = $1', [profileId]);
  await db.query('update customer set locked_until = null where profile_id = $1 and locked_until is not null', [profileId]);
}
