import {
  domainError,
  err,
  ok,
  type AuthError,
  type AuthGateway,
  type ChangePasswordError,
  type Clock,
  type CookieJar,
  type CreateAccountError,
  type NewAccount,
  type Recognition,
  type RefreshError,
  type ResetPasswordError,
  type Result,
  type Session,
  type SignInError,
  type TokenScope,
  type UpgradeError,
} from '@vitrine/core';
import type { InMemorySession } from './in-memory-session.js';

/** An account of {@link InMemoryAuth}. */
export interface InMemoryAccount {
  readonly profileId: string;
  readonly email: string;
  password: string;
  readonly firstName: string;
  readonly lastName: string;
  /** CALL_CENTER accounts sign in as agents; default CUSTOMER. */
  readonly role?: 'CUSTOMER' | 'CALL_CENTER';
}

/** The demo password of the sandbox's seeded accounts (docs/identity.md), used by the default accounts. */
export const IN_MEMORY_DEMO_PASSWORD = 'Vitrine-demo-1';

/** The default accounts: two sandbox demo customers and the call-centre agent, same e-mails and password. */
export const IN_MEMORY_DEMO_ACCOUNTS: readonly InMemoryAccount[] = [
  { profileId: 'cust-roni', email: 'roni_cost@example.com', password: IN_MEMORY_DEMO_PASSWORD, firstName: 'Veronica', lastName: 'Costello' },
  { profileId: 'cust-sarah', email: 'sarah.johnson@example.com', password: IN_MEMORY_DEMO_PASSWORD, firstName: 'Sarah', lastName: 'Johnson' },
  { profileId: 'agent-casey', email: 'agent@vitrine.test', password: IN_MEMORY_DEMO_PASSWORD, firstName: 'Casey', lastName: 'Agent', role: 'CALL_CENTER' },
];

/** Options of {@link InMemoryAuth}. */
export interface InMemoryAuthOptions {
  /** Accounts (copied); default {@link IN_MEMORY_DEMO_ACCOUNTS}. */
  readonly accounts?: readonly InMemoryAccount[];
  /** Kept in step: its `current` is set to every new session. */
  readonly sessions?: InMemorySession;
  /** Step-up lifetime, ms (default 900 000). */
  readonly authorizedTtlMs?: number;
  /**
   * Where to write the readable `vitrine_auth` payload cookie on every new token, as the sandbox's
   * token calls do (docs/auth-api.md: JSON { scope, expiresAt, authorizedUntil, profileId,
   * firstName }), so the UI's auth cookie reader and the HTTP scope header work unchanged over
   * the fakes. Default: no cookie.
   */
  readonly cookieJar?: Pick<CookieJar, 'set'>;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const LOCKOUT = { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
const RESET_TTL_MS = 30 * MINUTE;

interface TokenState {
  readonly stored: 'GUEST' | 'REGISTERED' | 'CALL_CENTER';
  readonly expiresAt: number;
  readonly authorizedUntil: number | null;
  readonly profileId: string | null;
}

const fail = <C extends AuthError['code']>(code: C, message: string, details?: Record<string, unknown>) => domainError(code, message, details);
const isStrong = (p: string) => [...p].length >= 8 && [...p].length <= 128 && /\p{L}/u.test(p) && /\p{Nd}/u.test(p);
const mask = (email: string) => {
  const at = email.lastIndexOf('@');
  const local = [...email.slice(0, at)];
  return local.length <= 2 ? email : `${local[0]}${'*'.repeat(local.length - 2)}${local.at(-1)}${email.slice(at)}`;
};

/**
 * AuthGateway in memory with the sandbox's rules (docs/auth-api.md, docs/identity.md): sign-in gives
 * AUTHORIZED for `authorizedTtlMs` (then the session answers REGISTERED), agents CALL_CENTER for 8
 * hours; UNKNOWN_EMAIL / WRONG_PASSWORD; lock-out after 5 failures in 15 minutes for 15 minutes;
 * the password rule (8+ characters, a letter and a digit); reset links live 30 minutes and are kept
 * in `mailbox`; refresh re-authenticates a customer session up to 30 days after expiry. Time comes
 * from the Clock. `current()` is the session as the server would answer now; `scope()` its scope.
 */
export class InMemoryAuth implements AuthGateway {
  readonly accounts: InMemoryAccount[];
  /** Reset links "sent", newest last: { to, token, link }. */
  readonly mailbox: { to: string; token: string; link: string }[] = [];
  /** Calls made, by method name, for assertions. */
  readonly calls: string[] = [];
  private token: TokenState | null = null;
  private readonly failures = new Map<string, number[]>();
  private readonly lockedUntil = new Map<string, number>();
  private readonly resets = new Map<string, { email: string; expiresAt: number; used: boolean }>();
  private readonly authorizedTtlMs: number;
  private serial = 0;
  private tokenSerial = 0;

  constructor(
    private readonly clock: Clock,
    private readonly options: InMemoryAuthOptions = {},
  ) {
    this.accounts = (options.accounts ?? IN_MEMORY_DEMO_ACCOUNTS).map((a) => ({ ...a }));
    this.authorizedTtlMs = options.authorizedTtlMs ?? 900_000;
  }

  /** The session as the server would answer now, or null without a usable token. */
  current(): Session | null {
    const t = this.token;
    const now = this.clock.now();
    if (!t || t.expiresAt <= now) return null;
    return { scope: this.scopeOf(t, now), expiresAt: t.expiresAt, profileId: t.profileId };
  }

  /**
   * Whose cart the server would use now: the signed-in profile id, else 'guest-{n}' for the n-th
   * token issued (a new guest token has a new, empty cart), else null without a usable token.
   */
  cartOwner(): string | null {
    const session = this.current();
    if (!session) return null;
    return session.profileId ?? `guest-${this.tokenSerial}`;
  }

  /** The scope of {@link current}, or null. */
  scope(): TokenScope | null {
    return this.current()?.scope ?? null;
  }

  /** Starts as a guest (what the SessionGateway's guest token would do). */
  startGuest(): Session {
    return this.issue({ stored: 'GUEST', expiresAt: this.clock.now() + 30 * DAY, authorizedUntil: null, profileId: null });
  }

  private scopeOf(t: TokenState, now: number): TokenScope {
    return t.stored === 'REGISTERED' && t.authorizedUntil !== null && t.authorizedUntil > now ? 'AUTHORIZED' : t.stored;
  }

  private issue(t: TokenState): Session {
    this.token = t;
    const session: Session = { scope: this.scopeOf(t, this.clock.now()), expiresAt: t.expiresAt, profileId: t.profileId };
    if (this.options.sessions) this.options.sessions.current = session;
    const firstName = this.byProfile(t.profileId)?.firstName ?? null;
    this.options.cookieJar?.set('vitrine_auth', JSON.stringify({ scope: session.scope, expiresAt: t.expiresAt, authorizedUntil: t.authorizedUntil, profileId: t.profileId, firstName }));
    this.serial += 1;
    this.tokenSerial = this.serial;
    return session;
  }

  private account(email: string): InMemoryAccount | undefined {
    const key = email.trim().toLowerCase();
    return this.accounts.find((a) => a.email === key);
  }

  private byProfile(profileId: string | null): InMemoryAccount | undefined {
    return this.accounts.find((a) => a.profileId === profileId);
  }

  private checkPassword(account: InMemoryAccount, password: string): AuthError<'AUTH.WRONG_PASSWORD' | 'AUTH.ACCOUNT_LOCKED'> | null {
    const now = this.clock.now();
    const locked = this.lockedUntil.get(account.email) ?? 0;
    const lockedError = (until: number) => fail('AUTH.ACCOUNT_LOCKED', 'Too many failed attempts', { retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) });
    if (locked > now) return lockedError(locked);
    if (account.password === password) {
      this.failures.delete(account.email);
      this.lockedUntil.delete(account.email);
      return null;
    }
    const recent = [...(this.failures.get(account.email) ?? []), now].filter((t) => t > now - LOCKOUT.windowMs);
    if (recent.length >= LOCKOUT.maxFailures) {
      this.failures.delete(account.email);
      this.lockedUntil.set(account.email, now + LOCKOUT.lockMs);
      return lockedError(now + LOCKOUT.lockMs);
    }
    this.failures.set(account.email, recent);
    return fail('AUTH.WRONG_PASSWORD', 'The password is not correct', { attemptsLeft: LOCKOUT.maxFailures - recent.length });
  }

  private signedIn(account: InMemoryAccount): Session {
    const now = this.clock.now();
    return account.role === 'CALL_CENTER'
      ? this.issue({ stored: 'CALL_CENTER', expiresAt: now + 8 * 60 * MINUTE, authorizedUntil: null, profileId: account.profileId })
      : this.issue({ stored: 'REGISTERED', expiresAt: now + 30 * DAY, authorizedUntil: now + this.authorizedTtlMs, profileId: account.profileId });
  }

  private customer(): InMemoryAccount {
    const scope = this.scope();
    const account = this.byProfile(this.token?.profileId ?? null);
    if ((scope !== 'REGISTERED' && scope !== 'AUTHORIZED') || !account) throw new Error('SCOPE_REQUIRED: this call needs a REGISTERED token');
    return account;
  }

  async signIn(email: string, password: string): Promise<Result<Session, SignInError>> {
    this.calls.push('signIn');
    const account = this.account(email);
    if (!account) return err(fail('AUTH.UNKNOWN_EMAIL', "We couldn't find an account with that email"));
    const refused = this.checkPassword(account, password);
    return refused ? err(refused) : ok(this.signedIn(account));
  }

  async upgrade(password: string): Promise<Result<Session, UpgradeError>> {
    this.calls.push('upgrade');
    const account = this.customer();
    const refused = this.checkPassword(account, password);
    return refused ? err(refused) : ok(this.signedIn(account));
  }

  async refresh(): Promise<Result<Session, RefreshError>> {
    this.calls.push('refresh');
    const t = this.token;
    const now = this.clock.now();
    if (!t || t.stored !== 'REGISTERED' || t.expiresAt + 30 * DAY <= now) return err(fail('AUTH.TOKEN_EXPIRED', 'The session cannot be refreshed: sign in again'));
    return ok(this.issue({ stored: 'REGISTERED', expiresAt: now + 30 * DAY, authorizedUntil: t.authorizedUntil !== null && t.authorizedUntil > now ? t.authorizedUntil : null, profileId: t.profileId }));
  }

  async downgrade(): Promise<Session> {
    this.calls.push('downgrade');
    this.customer();
    return this.issue({ ...this.token!, authorizedUntil: null });
  }

  async signOut(): Promise<Session> {
    this.calls.push('signOut');
    return this.startGuest();
  }

  async createAccount(account: NewAccount): Promise<Result<Session, CreateAccountError>> {
    this.calls.push('createAccount');
    if (!isStrong(account.password)) return err(fail('AUTH.WEAK_PASSWORD', 'Passwords need at least 8 characters, with at least one letter and one digit'));
    if (this.account(account.email)) return err(fail('AUTH.EMAIL_IN_USE', 'An account with that email already exists'));
    this.serial += 1;
    const created: InMemoryAccount = { profileId: `cust-new-${this.serial}`, email: account.email.trim().toLowerCase(), password: account.password, firstName: account.firstName.trim(), lastName: account.lastName.trim() };
    this.accounts.push(created);
    return ok(this.signedIn(created));
  }

  async requestPasswordReset(email: string): Promise<void> {
    this.calls.push('requestPasswordReset');
    const account = this.account(email);
    if (!account) return;
    this.serial += 1;
    const token = `reset-${this.serial}`;
    this.resets.set(token, { email: account.email, expiresAt: this.clock.now() + RESET_TTL_MS, used: false });
    this.mailbox.push({ to: account.email, token, link: `/password/reset?token=${token}` });
  }

  async resetPassword(resetToken: string, password: string): Promise<Result<void, ResetPasswordError>> {
    this.calls.push('resetPassword');
    const link = this.resets.get(resetToken);
    if (!link || link.used || link.expiresAt <= this.clock.now()) return err(fail('AUTH.RESET_LINK_EXPIRED', 'This password reset link has expired. Ask for a new one.'));
    if (!isStrong(password)) return err(fail('AUTH.WEAK_PASSWORD', 'Passwords need at least 8 characters, with at least one letter and one digit'));
    this.account(link.email)!.password = password;
    link.used = true;
    this.failures.delete(link.email);
    this.lockedUntil.delete(link.email);
    return ok(undefined);
  }

  async changePassword(currentPassword: string, password: string): Promise<Result<void, ChangePasswordError>> {
    this.calls.push('changePassword');
    const scope = this.scope();
    const account = this.byProfile(this.token?.profileId ?? null);
    if (scope !== 'AUTHORIZED' || !account) return err(fail('AUTH.SCOPE_REQUIRED', 'This call needs a AUTHORIZED token', { requiredScope: 'AUTHORIZED' }));
    const refused = this.checkPassword(account, currentPassword);
    if (refused?.code === 'AUTH.WRONG_PASSWORD') return err(refused as AuthError<'AUTH.WRONG_PASSWORD'>);
    if (refused) throw new Error(`ACCOUNT_LOCKED: ${refused.message}`);
    if (!isStrong(password)) return err(fail('AUTH.WEAK_PASSWORD', 'Passwords need at least 8 characters, with at least one letter and one digit'));
    account.password = password;
    return ok(undefined);
  }

  async recognition(): Promise<Recognition> {
    this.calls.push('recognition');
    const scope = this.scope();
    const account = this.byProfile(this.token?.profileId ?? null);
    return (scope === 'REGISTERED' || scope === 'AUTHORIZED') && account
      ? { recognized: true, firstName: account.firstName, emailMasked: mask(account.email) }
      : { recognized: false, firstName: null, emailMasked: null };
  }
}
