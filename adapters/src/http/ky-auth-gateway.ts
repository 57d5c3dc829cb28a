import {
  domainError,
  err,
  ok,
  type AuthError,
  type AuthErrorCode,
  type AuthGateway,
  type ChangePasswordError,
  type CreateAccountError,
  type NewAccount,
  type Recognition,
  type RefreshError,
  type ResetPasswordError,
  type Result,
  type Session,
  type SignInError,
  type SiteContext,
  type UpgradeError,
} from '@vitrine/core';
import type { HttpClient } from './client.js';
import type {
  ChangePasswordRequestDto,
  CreateAccountRequestDto,
  IdentityTokenResponseDto,
  PasswordResetRequestDto,
  RecognitionDto,
  ResetPasswordRequestDto,
  TokenRequestDto,
} from '@vitrine/contract';
import { isHttpError } from './http-error.js';
import { normalizeRecognition } from './normalizers/identity.normalizer.js';
import { normalizeSession } from './normalizers/session.normalizer.js';

/** The API answers each identity refusal with one status (docs/auth-api.md "Error codes"). */
const STATUS_OF: Readonly<Record<string, number>> = {
  UNKNOWN_EMAIL: 401,
  WRONG_PASSWORD: 401,
  ACCOUNT_LOCKED: 423,
  RATE_LIMITED: 429,
  SCOPE_REQUIRED: 403,
  RESET_LINK_EXPIRED: 410,
  EMAIL_IN_USE: 409,
  WEAK_PASSWORD: 400,
  TOKEN_EXPIRED: 401,
};

/**
 * Turns an identity refusal into its coded AuthError (`AUTH.` + the API code, message and details
 * as the API sent them) when the code is one the call expects (`expected`, API codes) and comes with
 * its documented status; rethrows anything else (transport faults, 5xx, other codes).
 */
export function authFailure<C extends AuthErrorCode>(error: unknown, expected: readonly string[]): AuthError<C> {
  if (isHttpError(error) && error.kind === 'http' && expected.includes(error.code) && STATUS_OF[error.code] === error.status) {
    return domainError(`AUTH.${error.code}` as C, error.message, error.details === undefined ? undefined : { ...error.details });
  }
  throw error;
}

/**
 * AuthGateway over HTTP (docs/auth-api.md; shell-and-account.md §4): the token grants on
 * POST/DELETE /auth/v0/{siteId}/tokens, recognition, and the account and password calls under
 * /profile/v0/{siteId}. The server sets the `vitrine_token` (HttpOnly) and `vitrine_auth` cookies;
 * calls go with credentials. None of these calls triggers the client's token renewal (they are
 * the token calls), except the password change, which needs the current token. Expected refusals
 * come back as coded Results ({@link authFailure}); everything else throws HttpError.
 */
export class KyAuthGateway implements AuthGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private authPath(suffix: string): string {
    return `/auth/v0/${encodeURIComponent(this.site.siteId)}${suffix}`;
  }

  private profilePath(suffix: string): string {
    return `/profile/v0/${encodeURIComponent(this.site.siteId)}${suffix}`;
  }

  private async grant(body: TokenRequestDto): Promise<Session> {
    return normalizeSession(await this.http.post<IdentityTokenResponseDto>(this.authPath('/tokens'), { json: body, renewOnUnauthorized: false }));
  }

  /** POST …/tokens `{ grantType: 'password', email, password }`. */
  async signIn(email: string, password: string): Promise<Result<Session, SignInError>> {
    try {
      return ok(await this.grant({ grantType: 'password', email, password }));
    } catch (error) {
      return err(authFailure<SignInError['code']>(error, ['UNKNOWN_EMAIL', 'WRONG_PASSWORD', 'ACCOUNT_LOCKED', 'RATE_LIMITED']));
    }
  }

  /** POST …/tokens `{ grantType: 'upgrade', password }`; a 403 SCOPE_REQUIRED (not REGISTERED) is thrown. */
  async upgrade(password: string): Promise<Result<Session, UpgradeError>> {
    try {
      return ok(await this.grant({ grantType: 'upgrade', password }));
    } catch (error) {
      return err(authFailure<UpgradeError['code']>(error, ['WRONG_PASSWORD', 'ACCOUNT_LOCKED', 'RATE_LIMITED']));
    }
  }

  /** POST …/tokens `{ grantType: 'refresh' }`; 401 TOKEN_EXPIRED → AUTH.TOKEN_EXPIRED. */
  async refresh(): Promise<Result<Session, RefreshError>> {
    try {
      return ok(await this.grant({ grantType: 'refresh' }));
    } catch (error) {
      return err(authFailure<RefreshError['code']>(error, ['TOKEN_EXPIRED']));
    }
  }

  /** POST …/tokens `{ grantType: 'downgrade' }`. */
  downgrade(): Promise<Session> {
    return this.grant({ grantType: 'downgrade' });
  }

  /** DELETE …/tokens: the new guest session. */
  async signOut(): Promise<Session> {
    return normalizeSession(await this.http.delete<IdentityTokenResponseDto>(this.authPath('/tokens'), { renewOnUnauthorized: false }));
  }

  /** POST /profile/v0/{siteId}/accounts (201). */
  async createAccount(account: NewAccount): Promise<Result<Session, CreateAccountError>> {
    const body: CreateAccountRequestDto = { email: account.email, password: account.password, firstName: account.firstName, lastName: account.lastName };
    try {
      return ok(normalizeSession(await this.http.post<IdentityTokenResponseDto>(this.profilePath('/accounts'), { json: body, renewOnUnauthorized: false })));
    } catch (error) {
      return err(authFailure<CreateAccountError['code']>(error, ['EMAIL_IN_USE', 'WEAK_PASSWORD']));
    }
  }

  /** POST /profile/v0/{siteId}/credentials/password-resets (202, whether or not the address has an account). */
  async requestPasswordReset(email: string): Promise<void> {
    const body: PasswordResetRequestDto = { email };
    await this.http.post<undefined>(this.profilePath('/credentials/password-resets'), { json: body, renewOnUnauthorized: false });
  }

  /** PUT /profile/v0/{siteId}/credentials/password `{ resetToken, password }` (204). */
  async resetPassword(resetToken: string, password: string): Promise<Result<void, ResetPasswordError>> {
    const body: ResetPasswordRequestDto = { resetToken, password };
    try {
      await this.http.put<undefined>(this.profilePath('/credentials/password'), { json: body, renewOnUnauthorized: false });
      return ok(undefined);
    } catch (error) {
      return err(authFailure<ResetPasswordError['code']>(error, ['RESET_LINK_EXPIRED', 'WEAK_PASSWORD']));
    }
  }

  /**
   * PUT /profile/v0/{siteId}/me/credentials/password `{ currentPassword, password }` (204). A 403
   * SCOPE_REQUIRED comes back as AUTH.SCOPE_REQUIRED and the token is left as it is (the client
   * neither renews nor opens the login for this call).
   */
  async changePassword(currentPassword: string, password: string): Promise<Result<void, ChangePasswordError>> {
    const body: ChangePasswordRequestDto = { currentPassword, password };
    try {
      await this.http.put<undefined>(this.profilePath('/me/credentials/password'), { json: body });
      return ok(undefined);
    } catch (error) {
      return err(authFailure<ChangePasswordError['code']>(error, ['WRONG_PASSWORD', 'WEAK_PASSWORD', 'SCOPE_REQUIRED']));
    }
  }

  /** GET /auth/v0/{siteId}/recognition. */
  async recognition(): Promise<Recognition> {
    return normalizeRecognition(await this.http.get<RecognitionDto>(this.authPath('/recognition'), { renewOnUnauthorized: false }));
  }
}
