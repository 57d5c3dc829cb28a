import { domainError, err, ok, type CredentialsError, type CredentialsErrorCode, type CredentialsGateway, type OtpChallenge, type OtpConfirmation, type Profile, type Result, type SiteContext } from '@vitrine/core';
import type { EmployeeRequestDto, PhoneNumberCredentialRequestDto, ProfileDto, UsernameCredentialRequestDto, VerificationRequestDto, VerificationResponseDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { isHttpError } from './http-error.js';
import { normalizeProfile } from './normalizers/identity.normalizer.js';

/** API codes → CredentialsErrorCode. */
const CODES: Readonly<Record<string, CredentialsErrorCode>> = {
  OTP_INVALID: 'CREDENTIALS.OTP_INVALID',
  OTP_EXPIRED: 'CREDENTIALS.OTP_EXPIRED',
  OTP_ATTEMPTS_EXCEEDED: 'CREDENTIALS.OTP_ATTEMPTS_EXCEEDED',
  PHONE_INVALID: 'CREDENTIALS.PHONE_INVALID',
  PHONE_EXISTS: 'CREDENTIALS.PHONE_EXISTS',
  EMAIL_INVALID: 'CREDENTIALS.EMAIL_INVALID',
  EMAIL_IN_USE: 'CREDENTIALS.EMAIL_IN_USE',
  EMPLOYEE_INVALID: 'CREDENTIALS.EMPLOYEE_INVALID',
  RATE_LIMITED: 'CREDENTIALS.RATE_LIMITED',
};

/** A refused call as a CredentialsError (403 SCOPE_REQUIRED → SIGN_IN_REQUIRED), or rethrows it (faults, 5xx, unknown codes). */
function credentialsFailure(error: unknown): CredentialsError {
  if (!isHttpError(error) || error.kind !== 'http') throw error;
  const details = { ...error.details, code: error.code };
  if (error.status === 403 && error.code === 'SCOPE_REQUIRED') return domainError('CREDENTIALS.SIGN_IN_REQUIRED', error.message, details);
  const code = CODES[error.code];
  if (code === undefined) throw error;
  return domainError(code, error.message, details);
}

/**
 * CredentialsGateway over HTTP (shell-and-account.md §7; decision 0180): POST
 * /profile/v0/{siteId}/me/verifications, POST/PUT /profile/v0/{siteId}/me/credentials/phonenumber,
 * PUT /profile/v1/{siteId}/me/credentials/username, POST /profile/v0/{siteId}/me/employee. Phone
 * numbers are sent as digits only (§5). Coded CredentialsErrors; faults throw HttpError.
 */
export class KyCredentialsGateway implements CredentialsGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private path(suffix: string, version: 'v0' | 'v1' = 'v0'): string {
    return `/profile/${version}/${encodeURIComponent(this.site.siteId)}/me${suffix}`;
  }

  private async call<T>(request: () => Promise<T>): Promise<Result<T, CredentialsError>> {
    try {
      return ok(await request());
    } catch (error) {
      return err(credentialsFailure(error));
    }
  }

  /** POST /me/verifications. */
  requestVerification(target: { readonly phoneNumber: string } | { readonly emailAddress: string }): Promise<Result<OtpChallenge, CredentialsError>> {
    const json: VerificationRequestDto = 'phoneNumber' in target ? { phoneNumber: target.phoneNumber.replace(/\D/g, '') } : { emailAddress: target.emailAddress.trim() };
    return this.call(async () => {
      const answer = await this.http.post<VerificationResponseDto>(this.path('/verifications'), { json });
      return { referenceId: answer.referenceId, channel: answer.channel, expiresAt: answer.expiresAt };
    });
  }

  /** POST ('add') or PUT ('change') /me/credentials/phonenumber. */
  setPhoneNumber(change: { readonly phoneNumber: string } & OtpConfirmation, mode: 'add' | 'change'): Promise<Result<Profile, CredentialsError>> {
    const json: PhoneNumberCredentialRequestDto = { phoneNumber: change.phoneNumber.replace(/\D/g, ''), otp: change.otp.trim(), referenceId: change.referenceId };
    const send = mode === 'add' ? this.http.post.bind(this.http) : this.http.put.bind(this.http);
    return this.call(async () => normalizeProfile(await send<ProfileDto>(this.path('/credentials/phonenumber'), { json })));
  }

  /** PUT /profile/v1/{siteId}/me/credentials/username. */
  changeUsername(change: { readonly username: string } & OtpConfirmation): Promise<Result<Profile, CredentialsError>> {
    const json: UsernameCredentialRequestDto = { username: change.username.trim(), otp: change.otp.trim(), referenceId: change.referenceId };
    return this.call(async () => normalizeProfile(await this.http.put<ProfileDto>(this.path('/credentials/username', 'v1'), { json })));
  }

  /** POST /me/employee. */
  linkEmployee(link: { readonly continent: string; readonly employeeId: string; readonly storeLocation: string }): Promise<Result<Profile, CredentialsError>> {
    const json: EmployeeRequestDto = { continent: link.continent, employeeId: link.employeeId.trim(), storeLocation: link.storeLocation.trim() };
    return this.call(async () => normalizeProfile(await this.http.post<ProfileDto>(this.path('/employee'), { json })));
  }
}
