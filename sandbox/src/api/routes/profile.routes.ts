import {
  ChangePasswordRequestDto,
  CreateAccountRequestDto,
  CreatePreferencesRequestDto,
  GlobalPreferencesPutRequestDto,
  PasswordResetRequestDto,
  PreferencesPatchRequestDto,
  ProfilePatchRequestDto,
  ProfilePutRequestDto,
  ProfileQueryDto,
  ResetPasswordRequestDto,
  WebPreferencesDto,
} from '@vitrine/contract';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { sendTokenCookies, TOKEN_COOKIE } from '../../auth/auth-cookies.js';
import type { IdentitySettings } from '../../auth/identity-settings.js';
import { changePassword, createAccount, requestPasswordReset, resetPassword } from '../../profile/account-service.js';
import { createPreferences, getPreferences, patchPreferences, putGlobalPreferences, putWebPreferences } from '../../profile/preferences-service.js';
import { getProfile, patchProfile, putProfile, queryFlag, type ProfileView } from '../../profile/profile-service.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonArrayBody, jsonBody, queryOf } from '../request-validation.js';
import { profileGuard } from '../route-guards.js';
import { siteContext } from '../site-context.js';

/**
 * The account, credential, profile and preferences calls under /profile/v0 (docs/auth-api.md;
 * shell-and-account.md §7; decisions 0071, 0073, 0075):
 * - POST /{siteId}/accounts — create an account, answers an AUTHORIZED token (cookies set);
 * - POST /{siteId}/credentials/password-resets — 202 always; PUT /{siteId}/credentials/password — 204;
 * - PUT /{siteId}/me/credentials/password — 204, needs AUTHORIZED (403 SCOPE_REQUIRED leaves the token);
 * - GET (loyalty, privacyInfo), PUT, PATCH /{siteId}/me — GET needs REGISTERED, PUT/PATCH AUTHORIZED;
 * - POST, GET /{siteId}/me/preferences; PUT /{siteId}/me/preferences/global and /web — REGISTERED.
 * Token errors are 401 TOKEN_*; a guest token gets 403 SCOPE_REQUIRED (details.requiredScope).
 * Bodies and queries are checked against the contract's schemas (400 INVALID_REQUEST naming the
 * fields); passwords, e-mail addresses, names and profile values by the account rules, which answer
 * their own codes and field names (WEAK_PASSWORD, INVALID_REQUEST; decision 0126).
 */
export function profileRoutes(deps: ApiDeps, identity: IdentitySettings): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const view = (c: Context, query: ProfileQueryDto): ProfileView => ({ loyalty: queryFlag(query.loyalty), privacyInfo: queryFlag(query.privacyInfo), site: siteContext(c).site });
  const profileQuery = queryOf(ProfileQueryDto);
  const registered = profileGuard(deps, 'REGISTERED');
  const authorized = profileGuard(deps, 'AUTHORIZED');

  app.post('/:siteId/accounts', jsonBody(CreateAccountRequestDto, { defer: ['email', 'password', 'firstName', 'lastName'] }), async (c) => {
    const siteId = siteContext(c).site.siteId;
    const now = deps.clock();
    const grant = await createAccount({ db: deps.db, identity, tokens: deps.tokens, presented: getCookie(c, TOKEN_COOKIE), siteId, now }, c.req.valid('json'));
    return c.json(sendTokenCookies(c, { tokens: deps.tokens, identity }, grant.issued.token, grant.issued, grant.holder, now), 201);
  });

  app.post('/:siteId/credentials/password-resets', jsonBody(PasswordResetRequestDto), async (c) => {
    siteContext(c);
    await requestPasswordReset(deps.db, identity, { body: c.req.valid('json'), contextPath: c.req.header('x-vitrine-context-path'), now: deps.clock() });
    return c.body(null, 202);
  });

  app.put('/:siteId/credentials/password', jsonBody(ResetPasswordRequestDto, { defer: ['password'] }), async (c) => {
    siteContext(c);
    await resetPassword(deps.db, { body: c.req.valid('json'), now: deps.clock() });
    return c.body(null, 204);
  });

  app.put('/:siteId/me/credentials/password', authorized, jsonBody(ChangePasswordRequestDto, { defer: ['password'] }), async (c) => {
    siteContext(c);
    const now = deps.clock();
    const principal = c.var.profile;
    await changePassword(deps.db, identity, { principal, body: c.req.valid('json'), now });
    return c.body(null, 204);
  });

  app.get('/:siteId/me', registered, profileQuery, async (c) => {
    const v = view(c, c.req.valid('query'));
    const principal = c.var.profile;
    return c.json(await getProfile(deps.db, principal.profileId, v));
  });

  app.put('/:siteId/me', authorized, profileQuery, jsonBody(ProfilePutRequestDto, { defer: Object.keys(ProfilePutRequestDto.shape) }), async (c) => {
    const v = view(c, c.req.valid('query'));
    const now = deps.clock();
    const principal = c.var.profile;
    return c.json(await putProfile(deps.db, principal.profileId, c.req.valid('json'), v, now));
  });

  app.patch('/:siteId/me', authorized, profileQuery, jsonArrayBody(ProfilePatchRequestDto), async (c) => {
    const v = view(c, c.req.valid('query'));
    const now = deps.clock();
    const principal = c.var.profile;
    return c.json(await patchProfile(deps.db, principal.profileId, c.req.valid('json'), v, now));
  });

  app.get('/:siteId/me/preferences', registered, async (c) => {
    siteContext(c);
    const principal = c.var.profile;
    return c.json(await getPreferences(deps.db, principal.profileId));
  });

  app.post('/:siteId/me/preferences', registered, jsonBody(CreatePreferencesRequestDto, { defer: ['global', 'web'] }), async (c) => {
    siteContext(c);
    const now = deps.clock();
    const principal = c.var.profile;
    return c.json(await createPreferences(deps.db, principal.profileId, c.req.valid('json'), now), 201);
  });

  app.put('/:siteId/me/preferences/global', registered, jsonBody(GlobalPreferencesPutRequestDto), async (c) => {
    const site = siteContext(c).site;
    const now = deps.clock();
    const principal = c.var.profile;
    return c.json(await putGlobalPreferences(deps.db, principal.profileId, site, c.req.valid('json'), now));
  });

  app.put('/:siteId/me/preferences/web', registered, jsonBody(WebPreferencesDto), async (c) => {
    const site = siteContext(c).site;
    const now = deps.clock();
    const principal = c.var.profile;
    return c.json(await putWebPreferences(deps.db, principal.profileId, site, c.req.valid('json'), now));
  });
  return app;
}

/**
 * PATCH /profile/v1/{siteId}/me/preferences with add operations on /global and
 * /global/privacyOptOutLocations (shell-and-account.md §7). Needs REGISTERED. The operations are
 * checked against PreferencesPatchRequestDto (400 with `details.index` and `details.fields`).
 */
export function profileV1Routes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.patch('/:siteId/me/preferences', profileGuard(deps, 'REGISTERED'), jsonArrayBody(PreferencesPatchRequestDto), async (c) => {
    const site = siteContext(c).site;
    const now = deps.clock();
    const principal = c.var.profile;
    return c.json(await patchPreferences(deps.db, principal.profileId, site, c.req.valid('json'), now));
  });
  return app;
}
