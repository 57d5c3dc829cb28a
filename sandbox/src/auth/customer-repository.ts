import type { Db } from '../db/db.js';

/** A customer or call-centre agent as the identity rules read it. */
export interface CustomerRecord {
  readonly profileId: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly role: 'CUSTOMER' | 'CALL_CENTER';
  readonly firstName: string;
  readonly lastName: string;
  /** Epoch ms until which sign-in is refused; null when not locked. */
  readonly lockedUntil: number | null;
}

interface CustomerRow {
  profile_id: string;
  email: string;
  password_hash: string;
  role: 'CUSTOMER' | 'CALL_CENTER';
  first_name: string;
  last_name: string;
  locked_until: Date | null;
}

const COLUMNS = 'profile_id, email, password_hash, role, first_name, last_name, locked_until';

const toRecord = (r: CustomerRow): CustomerRecord => ({
  profileId: r.profile_id,
  email: r.email,
  passwordHash: r.password_hash,
  role: r.role,
  firstName: r.first_name,
  lastName: r.last_name,
  lockedUntil: r.locked_until === null ? null : new Date(r.locked_until).getTime(),
});

/** E-mail addresses are compared trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A plausible e-mail address: something@something.tld, no spaces, at most 254 characters. */
export const isEmailAddress = (email: unknown): email is string => typeof email === 'string' && email.trim().length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

/** The customer with this e-mail address (any case), or undefined. */
export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRecord | undefined> {
  const [row] = await db.query<CustomerRow>(`select ${COLUMNS} from customer where email = $1`, [normalizeEmail(email)]);
  return row ? toRecord(row) : undefined;
}

/** The customer with this profile id, or undefined. */
export async function findCustomerById(db: Db, profileId: string): Promise<CustomerRecord | undefined> {
  const [row] = await db.query<CustomerRow>(`select ${COLUMNS} from customer where profile_id = $1`, [profileId]);
  return row ? toRecord(row) : undefined;
}

/** Stores a new password hash (and clears the lock and the failed attempts). */
export async function setPasswordHash(db: Db, profileId: string, passwordHash: string, now: number): Promise<void> {
  await db.query('update customer set password_hash = $2, locked_until = null, updated_at = $3 where profile_id = $1', [profileId, passwordHash, new Date(now)]);
  await db.query('delete from login_failure where profile_id = $1', [profileId]);
}

/**
 * Masks an e-mail for the recognized-user modal: the first and last character of the local part
 * kept, the others '*' (the client's core rule, decision 0038): 'roni_cost@example.com' →
 * 'r*******t@example.com'. Local parts of 1 or 2 characters are kept.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = [...email.slice(0, at)];
  if (local.length <= 2) return email;
  return `${local[0]}${'*'.repeat(local.length - 2)}${local.at(-1)}${email.slice(at)}`;
}
