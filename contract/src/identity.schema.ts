import { z } from 'zod';
import { TokenResponseDto } from './common.schema.js';

/**
 * JSON shapes of the identity and profile calls (docs/auth-api.md; shell-and-account.md §3, §7;
 * docs/identity.md). Each export is a zod schema and the type inferred from it under the same name
 * (decision 0125). Request fields whose content the server judges by a spec rule (password
 * strength, e-mail form, names) are typed here; their rule answers its own code (decision 0126).
 */

/** The grant types of POST /auth/v0/{siteId}/tokens. */
export const GRANT_TYPES = ['guest', 'password', 'upgrade', 'refresh', 'downgrade'] as const;

const required = (field: string) => z.string({ error: `${field} is required` }).min(1, { error: `${field} is required` });

/** Body of POST /auth/v0/{siteId}/tokens, by grant. */
export const TokenRequestDto = z.discriminatedUnion(
  'grantType',
  [
    z.object({ grantType: z.literal('guest') }),
    z.object({ grantType: z.literal('password'), email: required('email'), password: required('password') }),
    z.object({ grantType: z.literal('upgrade'), password: required('password') }),
    z.object({ grantType: z.literal('refresh') }),
    z.object({ grantType: z.literal('downgrade') }),
  ],
  { error: `grantType must be one of ${GRANT_TYPES.map((g) => `'${g}'`).join(', ')}` },
);
export type TokenRequestDto = z.infer<typeof TokenRequestDto>;

/**
 * A token answer with the identity fields (decision 0072). `authorizedUntil` (epoch ms, when the
 * AUTHORIZED step-up lapses) and `firstName` are left out when null, so a guest's answer is
 * exactly a TokenResponseDto.
 */
export const IdentityTokenResponseDto = TokenResponseDto.extend({
  authorizedUntil: z.number().optional(),
  firstName: z.string().optional(),
});
export type IdentityTokenResponseDto = z.infer<typeof IdentityTokenResponseDto>;

/**
 * The readable `vitrine_auth` cookie (the spec's auth payload): JSON of the token answer, with
 * `profileId` left out for a guest. A REGISTERED token stepped up answers AUTHORIZED until
 * `authorizedUntil`; the cookie keeps `scope: 'AUTHORIZED'`, so readers compare it with the clock.
 */
export const AuthPayloadDto = z.object({
  scope: z.string(),
  expiresAt: z.number(),
  authorizedUntil: z.number().optional(),
  profileId: z.string().optional(),
  firstName: z.string().optional(),
});
export type AuthPayloadDto = z.infer<typeof AuthPayloadDto>;

/** Answer of GET /auth/v0/{siteId}/recognition. */
export const RecognitionDto = z.object({
  recognized: z.boolean(),
  firstName: z.string().optional(),
  /** 'r*******t@example.com'. */
  emailMasked: z.string().optional(),
});
export type RecognitionDto = z.infer<typeof RecognitionDto>;

/** Body of POST /profile/v0/{siteId}/accounts (e-mail form, names and password strength are judged by the server). */
export const CreateAccountRequestDto = z.object({
  email: z.string(),
  password: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type CreateAccountRequestDto = z.infer<typeof CreateAccountRequestDto>;

/** Body of POST /profile/v0/{siteId}/credentials/password-resets (answer: 202, empty). */
export const PasswordResetRequestDto = z.object({ email: z.string({ error: 'email must be an e-mail address' }) });
export type PasswordResetRequestDto = z.infer<typeof PasswordResetRequestDto>;

/** Body of PUT /profile/v0/{siteId}/credentials/password (answer: 204). */
export const ResetPasswordRequestDto = z.object({ resetToken: required('resetToken'), password: z.string() });
export type ResetPasswordRequestDto = z.infer<typeof ResetPasswordRequestDto>;

/** Body of PUT /profile/v0/{siteId}/me/credentials/password (answer: 204). */
export const ChangePasswordRequestDto = z.object({ currentPassword: required('currentPassword'), password: z.string() });
export type ChangePasswordRequestDto = z.infer<typeof ChangePasswordRequestDto>;

/** An address body (shell-and-account.md §3 "Payment" address, "Address"). */
export const AddressBodyDto = z.object({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  name: z.object({ first: z.string(), last: z.string() }),
  /** Digits only. */
  phoneNumber: z.string(),
  postalCode: z.string(),
  /** Region code ('IL', 'ON') or '' when the country has none. */
  region: z.string(),
});
export type AddressBodyDto = z.infer<typeof AddressBodyDto>;

/**
 * GET /profile/v0/{siteId}/me (shell-and-account.md §3 "Profile"). `loyalty` only with
 * `loyalty=true`; `privacyLocations` and `privacyOptOutLocations` only with `privacyInfo=true`.
 */
export const ProfileDto = z.object({
  profileId: z.string(),
  emailAddress: z.string(),
  name: z.object({ first: z.string(), last: z.string() }),
  /** YYYY-MM-DD. */
  dateOfBirth: z.string().nullable(),
  defaultPaymentId: z.string().nullable(),
  defaultShippingAddressId: z.string().nullable(),
  discounts: z.array(z.record(z.string(), z.unknown())),
  employee: z.object({ employeeId: z.string(), name: z.string() }).nullable(),
  externalIds: z.object({ salesforceContactId: z.string().nullable() }),
  gender: z.string().nullable(),
  loyalty: z.object({ loyaltyId: z.string(), tier: z.string(), points: z.number() }).nullable().optional(),
  membership: z.object({ group: z.string(), memberId: z.string(), expirationDate: z.string().nullable(), type: z.string() }).nullable(),
  membershipRenewalEligible: z.boolean(),
  /** The delivery-pass member flag (shell-and-account.md §3 customer data, §6; decision 0261). Optional: older servers leave it out. */
  deliveryPassMember: z.boolean().optional(),
  /** Location codes with privacy rules in the customer's country ('US-CA'). */
  privacyLocations: z.array(z.string()).optional(),
  /** Location codes the customer opted out in (kept in the preferences' global section). */
  privacyOptOutLocations: z.array(z.string()).optional(),
  sterlingId: z.string().nullable(),
  student: z.boolean(),
  /** Digits only. */
  phone: z.object({ number: z.string() }).nullable(),
  loyaltyUserName: z.string().nullable(),
});
export type ProfileDto = z.infer<typeof ProfileDto>;

/** Query of GET, PUT, PATCH /profile/v0/{siteId}/me: `loyalty=true`, `privacyInfo=true` add parts. */
export const ProfileQueryDto = z.object({ loyalty: z.string().optional(), privacyInfo: z.string().optional() });
export type ProfileQueryDto = z.infer<typeof ProfileQueryDto>;

/** PUT /profile/v0/{siteId}/me body: the profile as GET gives it; read-only fields are ignored. */
export const ProfilePutRequestDto = ProfileDto.partial().extend({
  name: z.object({ first: z.string(), last: z.string() }),
  emailAddress: z.string(),
});
export type ProfilePutRequestDto = z.infer<typeof ProfilePutRequestDto>;

/** PATCH /profile/v0/{siteId}/me body: an array of these. */
export const ProfilePatchOperationDto = z.object({
  op: z.literal('replace'),
  path: z.enum(['/defaultShippingAddressId', '/defaultPaymentId', '/name/first', '/name/last']),
  value: z.string().nullable(),
});
export type ProfilePatchOperationDto = z.infer<typeof ProfilePatchOperationDto>;

/** PATCH /profile/v0/{siteId}/me body. */
export const ProfilePatchRequestDto = z
  .array(ProfilePatchOperationDto, { error: 'The body must be a non-empty array of operations' })
  .min(1, { error: 'The body must be a non-empty array of operations' });
export type ProfilePatchRequestDto = z.infer<typeof ProfilePatchRequestDto>;

/** Global preferences (shell-and-account.md §3 "Preferences"). */
export const GlobalPreferencesDto = z.object({
  language: z.string(),
  country: z.string(),
  currency: z.string(),
  favoriteStores: z.array(z.string()),
  profilePhoto: z.string().nullable(),
  /** Location codes opted out of (added by PATCH v1 /global/privacyOptOutLocations). */
  privacyOptOutLocations: z.array(z.string()).optional(),
});
export type GlobalPreferencesDto = z.infer<typeof GlobalPreferencesDto>;

/** Web preferences (shell-and-account.md §3 "Preferences"); also the PUT …/me/preferences/web body. */
export const WebPreferencesDto = z.object({ interstitialDeclined: z.boolean() });
export type WebPreferencesDto = z.infer<typeof WebPreferencesDto>;

/** GET/POST /profile/v0/{siteId}/me/preferences answer. */
export const PreferencesDto = z.object({ global: GlobalPreferencesDto, web: WebPreferencesDto });
export type PreferencesDto = z.infer<typeof PreferencesDto>;

/** POST /profile/v0/{siteId}/me/preferences body (missing global fields take defaults). */
export const CreatePreferencesRequestDto = z.object({
  global: GlobalPreferencesDto.partial().extend({ language: z.string(), country: z.string(), currency: z.string() }),
  web: WebPreferencesDto.optional(),
});
export type CreatePreferencesRequestDto = z.infer<typeof CreatePreferencesRequestDto>;

/** PUT /profile/v0/{siteId}/me/preferences/global body: the global fields to replace. */
export const GlobalPreferencesPutRequestDto = GlobalPreferencesDto.partial();
export type GlobalPreferencesPutRequestDto = z.infer<typeof GlobalPreferencesPutRequestDto>;

/** PATCH /profile/v1/{siteId}/me/preferences body: an array of these. */
export const PreferencesPatchOperationDto = z.discriminatedUnion('path', [
  z.object({ op: z.literal('add'), path: z.literal('/global'), value: GlobalPreferencesDto.partial() }),
  z.object({ op: z.literal('add'), path: z.literal('/global/privacyOptOutLocations'), value: z.union([z.array(z.string()), z.string()]) }),
]);
export type PreferencesPatchOperationDto = z.infer<typeof PreferencesPatchOperationDto>;

/** PATCH /profile/v1/{siteId}/me/preferences body. */
export const PreferencesPatchRequestDto = z
  .array(PreferencesPatchOperationDto, { error: 'The body must be a non-empty array of operations' })
  .min(1, { error: 'The body must be a non-empty array of operations' });
export type PreferencesPatchRequestDto = z.infer<typeof PreferencesPatchRequestDto>;

/** One message of the sandbox's test mailbox (GET /__sandbox/mailbox?to=). */
export const MailboxMessageDto = z.object({
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The link the message carries ('/password/reset?token=…'), or null. */
  link: z.string().nullable(),
  /** Epoch ms. */
  sentAt: z.number(),
});
export type MailboxMessageDto = z.infer<typeof MailboxMessageDto>;

/** Query of GET /__sandbox/mailbox: `to` (an e-mail address) narrows the list. */
export const MailboxQueryDto = z.object({ to: z.string().optional() });
export type MailboxQueryDto = z.infer<typeof MailboxQueryDto>;

/** GET /__sandbox/mailbox answer, oldest first. */
export const MailboxResponseDto = z.object({ messages: z.array(MailboxMessageDto) });
export type MailboxResponseDto = z.infer<typeof MailboxResponseDto>;

/** POST /__sandbox/tokens/revoke body (test only; decision 0289): the customer whose tokens are revoked. */
export const TokenRevocationRequestDto = z.object({ email: z.string().trim().min(1, { error: 'email is required' }) });
export type TokenRevocationRequestDto = z.infer<typeof TokenRevocationRequestDto>;

/** POST /__sandbox/tokens/revoke answer: how many tokens were revoked. */
export const TokenRevocationResponseDto = z.object({ revoked: z.number().int().min(0) });
export type TokenRevocationResponseDto = z.infer<typeof TokenRevocationResponseDto>;
