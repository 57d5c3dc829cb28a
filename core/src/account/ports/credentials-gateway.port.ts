import type { DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { Profile } from '../../identity/ports/profile-gateway.port.js';

/**
 * Port: credential changes with a one-time code, and the employee link (shell-and-account.md §7
 * POST /me/verifications with phoneNumber or emailAddress, POST/PUT /me/credentials/phonenumber
 * with phoneNumber, otp, referenceId, PUT /profile/v1/{siteId}/me/credentials/username, POST
 * /me/employee with continent, employeeId, storeLocation; decision 0180). Implemented by
 * KyCredentialsGateway and InMemoryCredentials. All calls need an AUTHORIZED customer.
 */

/** A one-time code was sent: name it with `referenceId` in the credential call before `expiresAt`. */
export interface OtpChallenge {
  readonly referenceId: string;
  /** SMS to a phone number, EMAIL to an address. */
  readonly channel: 'SMS' | 'EMAIL';
  /** Epoch ms. */
  readonly expiresAt: number;
}

/** Coded failures of the credential calls. */
export type CredentialsErrorCode =
  /** Wrong code; details.attemptsLeft. */
  | 'CREDENTIALS.OTP_INVALID'
  /** Expired, used or unknown code: ask for a new one. */
  | 'CREDENTIALS.OTP_EXPIRED'
  /** Too many wrong codes: ask for a new one. */
  | 'CREDENTIALS.OTP_ATTEMPTS_EXCEEDED'
  | 'CREDENTIALS.PHONE_INVALID'
  | 'CREDENTIALS.PHONE_EXISTS'
  | 'CREDENTIALS.EMAIL_INVALID'
  | 'CREDENTIALS.EMAIL_IN_USE'
  | 'CREDENTIALS.EMPLOYEE_INVALID'
  /**
   * 429 RATE_LIMITED: too many codes sent (to this destination, for this account or from this
   * connection) or too many refused codes from this connection; details.retryAfterSeconds (whole
   * seconds to wait). Decision 0295.
   */
  | 'CREDENTIALS.RATE_LIMITED'
  /** 403 SCOPE_REQUIRED: the step-up lapsed; details.requiredScope. */
  | 'CREDENTIALS.SIGN_IN_REQUIRED';
export type CredentialsError = DomainError<CredentialsErrorCode>;

/** A change confirmed by a one-time code. */
export interface OtpConfirmation {
  readonly otp: string;
  readonly referenceId: string;
}

export interface CredentialsGateway {
  /**
   * Sends a one-time code: POST /profile/v0/{siteId}/me/verifications `{ phoneNumber }` (digits
   * only, by SMS) or `{ emailAddress }`. Resolves with the challenge; errors PHONE_INVALID,
   * EMAIL_INVALID, SIGN_IN_REQUIRED, RATE_LIMITED (more than 5 codes to one destination or 10 for
   * one account in 15 minutes; decision 0295). Throws on transport faults and 5xx.
   */
  requestVerification(target: { readonly phoneNumber: string } | { readonly emailAddress: string }): Promise<Result<OtpChallenge, CredentialsError>>;

  /**
   * Sets the phone number with the code sent to it: POST (`mode` 'add', when the profile has none;
   * PHONE_EXISTS otherwise) or PUT ('change') /profile/v0/{siteId}/me/credentials/phonenumber `{
   * phoneNumber, otp, referenceId }`. Resolves with the profile; errors OTP_INVALID, OTP_EXPIRED,
   * OTP_ATTEMPTS_EXCEEDED, PHONE_INVALID, SIGN_IN_REQUIRED, RATE_LIMITED (too many refused codes
   * from this connection). Throws on transport faults and 5xx.
   */
  setPhoneNumber(change: { readonly phoneNumber: string } & OtpConfirmation, mode: 'add' | 'change'): Promise<Result<Profile, CredentialsError>>;

  /**
   * Changes the username (the sign-in e-mail address) with the code sent to the new address: PUT
   * /profile/v1/{siteId}/me/credentials/username `{ username, otp, referenceId }`. Resolves with the
   * profile; errors as setPhoneNumber plus EMAIL_INVALID and EMAIL_IN_USE.
   */
  changeUsername(change: { readonly username: string } & OtpConfirmation): Promise<Result<Profile, CredentialsError>>;

  /**
   * Links an employee id: POST /profile/v0/{siteId}/me/employee `{ continent, employeeId,
   * storeLocation }`. Resolves with the profile (employee set); error EMPLOYEE_INVALID
   * (details.fields), SIGN_IN_REQUIRED.
   */
  linkEmployee(link: { readonly continent: string; readonly employeeId: string; readonly storeLocation: string }): Promise<Result<Profile, CredentialsError>>;
}
export const CredentialsGateway = token<CredentialsGateway>('CredentialsGateway');
