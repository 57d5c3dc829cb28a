import { z } from 'zod';

/**
 * Credential changes with a one-time code and the employee link (shell-and-account.md §7 POST
 * /me/verifications, POST/PUT /me/credentials/phonenumber, PUT /profile/v1/{siteId}/me/credentials/username,
 * POST /me/employee; decision 0180). Answers of the credential calls are the profile (ProfileDto).
 */

/** POST /profile/v0/{siteId}/me/verifications body: exactly one of phoneNumber (digits) or emailAddress. */
export const VerificationRequestDto = z
  .object({ phoneNumber: z.string().optional(), emailAddress: z.string().optional() })
  .refine((body) => (body.phoneNumber === undefined) !== (body.emailAddress === undefined), { error: 'Give exactly one of phoneNumber or emailAddress', path: ['phoneNumber'] });
export type VerificationRequestDto = z.infer<typeof VerificationRequestDto>;

/** POST /me/verifications answer (201): where the code went and until when it works. */
export const VerificationResponseDto = z.object({
  /** Names this code in the credential call. */
  referenceId: z.string(),
  channel: z.enum(['SMS', 'EMAIL']),
  /** Epoch ms. */
  expiresAt: z.number(),
});
export type VerificationResponseDto = z.infer<typeof VerificationResponseDto>;

/** POST and PUT /profile/v0/{siteId}/me/credentials/phonenumber body. */
export const PhoneNumberCredentialRequestDto = z.object({ phoneNumber: z.string(), otp: z.string(), referenceId: z.string() });
export type PhoneNumberCredentialRequestDto = z.infer<typeof PhoneNumberCredentialRequestDto>;

/** PUT /profile/v1/{siteId}/me/credentials/username body: the new sign-in e-mail address. */
export const UsernameCredentialRequestDto = z.object({ username: z.string(), otp: z.string(), referenceId: z.string() });
export type UsernameCredentialRequestDto = z.infer<typeof UsernameCredentialRequestDto>;

/** POST /profile/v0/{siteId}/me/employee body. */
export const EmployeeRequestDto = z.object({ continent: z.string(), employeeId: z.string(), storeLocation: z.string() });
export type EmployeeRequestDto = z.infer<typeof EmployeeRequestDto>;
