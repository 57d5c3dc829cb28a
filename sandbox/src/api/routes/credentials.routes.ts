import { EmployeeRequestDto, PhoneNumberCredentialRequestDto, UsernameCredentialRequestDto, VerificationRequestDto } from '@vitrine/contract';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { IdentitySettings } from '../../auth/identity-settings.js';
import { changeUsername, linkEmployee, setPhoneNumber } from '../../profile/credential-service.js';
import { issueCode } from '../../profile/one-time-codes.js';
import { getProfile } from '../../profile/profile-service.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { requestLimiter } from '../rate-limits.js';
import { jsonBody } from '../request-validation.js';
import { profileGuard } from '../route-guards.js';
import { siteContext } from '../site-context.js';

/**
 * Credential changes with a one-time code and the employee link under /profile/v0 (shell-and-account.md
 * §7; decision 0180), all AUTHORIZED (403 SCOPE_REQUIRED otherwise):
 * - POST /{siteId}/me/verifications `{ phoneNumber }` or `{ emailAddress }` — 201 `{ referenceId, channel, expiresAt }`, the code in the test mailbox;
 * - POST /{siteId}/me/credentials/phonenumber (add; 409 PHONE_EXISTS) and PUT (change) `{ phoneNumber, otp, referenceId }` — the profile;
 * - POST /{siteId}/me/employee `{ continent, employeeId, storeLocation }` — the profile (400 EMPLOYEE_INVALID).
 * Code errors: 400 OTP_INVALID (details.attemptsLeft), 410 OTP_EXPIRED, 429 OTP_ATTEMPTS_EXCEEDED.
 * Limits (decision 0295), each 429 RATE_LIMITED with Retry-After and details.retryAfterSeconds:
 * codes sent per address (`deps.addressLimits.oneTimeCodeSends`), per destination and per account
 * (`identity.otpSends`); refused code checks per address (`codeChecks`, shared with the username
 * change of {@link credentialV1Routes}).
 */
export function credentialRoutes(deps: ApiDeps, identity: IdentitySettings, codeChecks: MiddlewareHandler): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const authorized = profileGuard(deps, 'AUTHORIZED');
  const codeSends = requestLimiter(deps.addressLimits.oneTimeCodeSends);
  const profileOf = (c: Context, profileId: string) => getProfile(deps.db, profileId, { loyalty: false, privacyInfo: false, site: siteContext(c).site });

  app.post('/:siteId/me/verifications', authorized, codeSends, jsonBody(VerificationRequestDto), async (c) => {
    const body = c.req.valid('json');
    const target = body.phoneNumber !== undefined ? { channel: 'SMS' as const, phoneNumber: body.phoneNumber } : { channel: 'EMAIL' as const, emailAddress: body.emailAddress ?? '' };
    return c.json(await issueCode(deps.db, identity, c.var.profile.profileId, target, deps.clock()), 201);
  });
  for (const [method, mode] of [['post', 'add'], ['put', 'change']] as const) {
    app[method]('/:siteId/me/credentials/phonenumber', authorized, jsonBody(PhoneNumberCredentialRequestDto), codeChecks, async (c) => {
      const profileId = c.var.profile.profileId;
      await setPhoneNumber(deps.db, identity, { profileId, body: c.req.valid('json'), mode, now: deps.clock() });
      return c.json(await profileOf(c, profileId));
    });
  }
  app.post('/:siteId/me/employee', authorized, jsonBody(EmployeeRequestDto), async (c) => {
    const profileId = c.var.profile.profileId;
    await linkEmployee(deps.db, { profileId, body: c.req.valid('json'), now: deps.clock() });
    return c.json(await profileOf(c, profileId));
  });
  return app;
}

/**
 * PUT /profile/v1/{siteId}/me/credentials/username `{ username, otp, referenceId }` — the profile;
 * AUTHORIZED; 409 EMAIL_IN_USE (decision 0180); refused checks counted by `codeChecks` (decision 0295).
 */
export function credentialV1Routes(deps: ApiDeps, identity: IdentitySettings, codeChecks: MiddlewareHandler): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.put('/:siteId/me/credentials/username', profileGuard(deps, 'AUTHORIZED'), jsonBody(UsernameCredentialRequestDto), codeChecks, async (c) => {
    const profileId = c.var.profile.profileId;
    await changeUsername(deps.db, identity, { profileId, body: c.req.valid('json'), now: deps.clock() });
    return c.json(await getProfile(deps.db, profileId, { loyalty: false, privacyInfo: false, site: siteContext(c).site }));
  });
  return app;
}
