import crypto from 'node:crypto';
import { ApiError, invalidRequest } from '../api/api-error.js';
import { findCustomerByEmail, findCustomerById, isEmailAddress, normalizeEmail, setPasswordHash, type CustomerRecord } from '../auth/customer-repository.js';
import { checkPassword, signInHolder, type Grant, type GrantContext } from '../auth/identity-service.js';
import type { IdentitySettings } from '../auth/identity-settings.js';
import { hashPassword, isStrongPassword, PASSWORD_RULE } from '../auth/password-hasher.js';
import { hashToken, type Principal } from '../auth/token-service.js';
import type { Db } from '../db/db.js';
import { sendMail } from './mailbox.js';

/**
 * Accounts and passwords (docs/auth-api.md; decisions 0071, 0073): create an account, ask for a
 * reset link, reset the password with it, change the password.
 */

/** 400 WEAK_PASSWORD with the rule as message. */
const weakPassword = () => new ApiError(400, 'WEAK_PASSWORD', PASSWORD_RULE, { rule: { minLength: 8, maxLength: 128, letter: true, digit: true } });

/** 410 RESET_LINK_EXPIRED. */
const linkExpired = () => new ApiError(410, 'RESET_LINK_EXPIRED', 'This password reset link has expired. Ask for a new one.');

const nameOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * POST /profile/v0/{siteId}/accounts `{ email, password, firstName, lastName }`: creates a
 * customer and signs it in (AUTHORIZED; the guest cart merges). Errors: 400 INVALID_REQUEST (an
 * e-mail that is not one, empty or over-long names; details.fields), 400 WEAK_PASSWORD, 409
 * EMAIL_IN_USE.
 */
export async function createAccount(ctx: GrantContext, body: Record<string, unknown>): Promise<Grant> {
  const firstName = nameOf(body.firstName);
  const lastName = nameOf(body.lastName);
  const fields = [
    ...(isEmailAddress(body.email) ? [] : ['email']),
    ...(firstName.length > 0 && firstName.length <= 100 ? [] : ['firstName']),
    ...(lastName.length > 0 && lastName.length <= 100 ? [] : ['lastName']),
  ];
  if (fields.length > 0) throw invalidRequest(`Missing or invalid: ${fields.join(', ')}`, { fields });
  if (!isStrongPassword(body.password)) throw weakPassword();
  const email = normalizeEmail(body.email as string);
  const inUse = () => new ApiError(409, 'EMAIL_IN_USE', 'An account with that email already exists');
  if (await findCustomerByEmail(ctx.db, email)) throw inUse();
  const passwordHash = await hashPassword(body.password);
  const profileId = `cust-${crypto.randomUUID()}`;
  try {
    await ctx.db.query(
      `insert into customer (profile_id, email, password_hash, role, first_name, last_name, source, created_at, updated_at)
       values ($1, $2, $3, 'CUSTOMER', $4, $5, 'sign-up', $6, $6)`,
      [profileId, email, passwordHash, firstName, lastName, new Date(ctx.now)],
    );
  } catch (error) {
    if (String((error as { code?: unknown }).code) === '23505') throw inUse();
    throw error;
  }
  const customer: CustomerRecord = { profileId, email, passwordHash, role: 'CUSTOMER', firstName, lastName, lockedUntil: null };
  return signInHolder(ctx, customer);
}

/** The reset page of the site the request came from: `{contextPath}password/reset` ('/fr-fr/password/reset'). */
export function resetLinkOf(contextPath: string | undefined, token: string): string {
  const base = contextPath && /^\/([a-z]{2}-[a-z]{2}\/)?$/.test(contextPath) ? contextPath : '/';
  return `${base}password/reset?token=${encodeURIComponent(token)}`;
}

/**
 * POST /profile/v0/{siteId}/credentials/password-resets `{ email }`: when the address has an
 * account, stores a reset link (32 random bytes, kept as a SHA-256 hash, living 30 minutes) and
 * "sends" it to the test mailbox. Answers the same (202) whether or not the address has an account.
 * Error: 400 INVALID_REQUEST when `email` is not an e-mail address.
 */
export async function requestPasswordReset(db: Db, settings: IdentitySettings, input: { body: Record<string, unknown>; contextPath: string | undefined; now: number }): Promise<void> {
  if (!isEmailAddress(input.body.email)) throw invalidRequest('email must be an e-mail address', { fields: ['email'] });
  const customer = await findCustomerByEmail(db, input.body.email);
  if (!customer) return;
  const token = crypto.randomBytes(32).toString('base64url');
  await db.query('insert into password_reset (token_hash, profile_id, created_at, expires_at) values ($1, $2, $3, $4)', [
    hashToken(token),
    customer.profileId,
    new Date(input.now),
    new Date(input.now + settings.resetLinkTtlMs),
  ]);
  const link = resetLinkOf(input.contextPath, token);
  const minutes = Math.round(settings.resetLinkTtlMs / 60_000);
  await sendMail(db, {
    to: customer.email,
    subject: 'Reset your password',
    body: `Hello ${customer.firstName},\n\nUse this link within ${minutes} minutes to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this message.`,
    link,
    now: input.now,
  });
}

/**
 * PUT /profile/v0/{siteId}/credentials/password `{ resetToken, password }`: sets the password of the
 * link's customer, uses the link up (with every other link of the customer), clears the lock-out
 * and signs the customer's other sessions out. Errors: 400 INVALID_REQUEST (no resetToken), 410
 * RESET_LINK_EXPIRED (unknown, used or older than 30 minutes), 400 WEAK_PASSWORD (the link stays
 * usable).
 */
export async function resetPassword(db: Db, input: { body: Record<string, unknown>; now: number }): Promise<void> {
  const { body, now } = input;
  if (typeof body.resetToken !== 'string' || body.resetToken === '') throw invalidRequest('resetToken is required', { fields: ['resetToken'] });
  const [link] = await db.query<{ profile_id: string; expires_at: Date; used_at: Date | null }>('select profile_id, expires_at, used_at from password_reset where token_hash = $1', [
    hashToken(body.resetToken),
  ]);
  if (!link || link.used_at !== null || new Date(link.expires_at).getTime() <= now) throw linkExpired();
  if (!isStrongPassword(body.password)) throw weakPassword();
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, link.profile_id, passwordHash, now);
    await tx.query('update password_reset set used_at = $2 where profile_id = $1 and used_at is null', [link.profile_id, new Date(now)]);
    await tx.query("delete from auth_token where principal_id in (select principal_id from principal where profile_id = $1)", [link.profile_id]);
  });
}

/**
 * PUT /profile/v0/{siteId}/me/credentials/password `{ currentPassword, password }` for an AUTHORIZED
 * principal: checks the current password (lock-out rules), sets the new one and signs the
 * customer's other sessions out (this token stays). Errors: 400 INVALID_REQUEST, 401
 * WRONG_PASSWORD, 423 ACCOUNT_LOCKED, 400 WEAK_PASSWORD. The caller has checked the scope (403
 * SCOPE_REQUIRED leaves the token as it is).
 */
export async function changePassword(db: Db, settings: IdentitySettings, input: { principal: Principal & { profileId: string }; body: Record<string, unknown>; now: number }): Promise<void> {
  const { body, now, principal } = input;
  if (typeof body.currentPassword !== 'string' || body.currentPassword === '') throw invalidRequest('currentPassword is required', { fields: ['currentPassword'] });
  const customer = await findCustomerById(db, principal.profileId);
  if (!customer) throw new ApiError(401, 'TOKEN_INVALID', 'The token is not valid');
  await checkPassword(db, customer, body.currentPassword, now, settings);
  if (!isStrongPassword(body.password)) throw weakPassword();
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, customer.profileId, passwordHash, now);
    await tx.query('delete from auth_token where principal_id = $1 and token_hash <> $2', [principal.principalId, principal.tokenHash]);
  });
}
