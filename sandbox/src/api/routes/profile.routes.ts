import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { sendTokenCookies, TOKEN_COOKIE } from '../../auth/auth-cookies.js';
import type { IdentitySettings } from '../../auth/identity-settings.js';
import { changePassword, createAccount, requestPasswordReset, resetPassword } from '../../profile/account-service.js';
import { createPreferences, getPreferences, patchPreferences, putGlobalPreferences, putWebPreferences } from '../../profile/preferences-service.js';
import { requireProfile } from '../../profile/profile-access.js';
import { getProfile, patchProfile, putProfile, queryFlag, type ProfileView } from '../../profile/profile-service.js';
import { invalidRequest, readJsonObject } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { siteContext } from '../site-context.js';

/** Body parser for JSON arrays (PATCH operations): 400 INVALID_REQUEST when the body is not JSON. */
async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw invalidRequest('The request body must be JSON');
  }
}

/**
 * The account, credential, profile and preferences calls under /profile/v0 (docs/auth-api.md;
 * shell-and-account.md §7; decisions 0071, 0073, 0075):
 * - POST /{siteId}/accounts — create an account, answers an AUTHORIZED token (cookies set);
 * - POST /{siteId}/credentials/password-resets — 202 always; PUT /{siteId}/credentials/password — 204;
 * - PUT /{siteId}/me/credentials/password — 204, needs AUTHORIZED (403 SCOPE_REQUIRED leaves the token);
 * - GET (loyalty, privacyInfo), PUT, PATCH /{siteId}/me — GET needs REGISTERED, PUT/PATCH AUTHORIZED;
 * - POST, GET /{siteId}/me/preferences; PUT /{siteId}/me/preferences/global and /web — REGISTERED.
 * Token errors are 401 TOKEN_*; a guest token gets 403 SCOPE_REQUIRED (details.requiredScope).
 */
export function profileRoutes(deps: ApiDeps, identity: IdentitySettings): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const view = (c: Context): ProfileView => ({ loyalty: queryFlag(c.req.query('loyalty')), privacyInfo: queryFlag(c.req.query('privacyInfo')), site: siteContext(c).site });

  app.post('/:siteId/accounts', async (c) => {
    const siteId = siteContext(c).site.siteId;
    const now = deps.clock();
    const grant = await createAccount({ db: deps.db, identity, tokens: deps.tokens, presented: getCookie(c, TOKEN_COOKIE), siteId, now }, await readJsonObject(c));
    return c.json(sendTokenCookies(c, { tokens: deps.tokens, identity }, grant.issued.token, grant.issued, grant.holder, now), 201);
  });

  app.post('/:siteId/credentials/password-resets', async (c) => {
    siteContext(c);
    await requestPasswordReset(deps.db, identity, { body: await readJsonObject(c), contextPath: c.req.header('x-vitrine-context-path'), now: deps.clock() });
    return c.body(null, 202);
  });

  app.put('/:siteId/credentials/password', async (c) => {
    siteContext(c);
    await resetPassword(deps.db, { body: await readJsonObject(c), now: deps.clock() });
    return c.body(null, 204);
  });

  app.put('/:siteId/me/credentials/password', async (c) => {
    siteContext(c);
    const now = deps.clock();
    const principal = await requireProfile(deps.db, c, 'AUTHORIZED', now);
    await changePassword(deps.db, identity, { principal, body: await readJsonObject(c), now });
    return c.body(null, 204);
  });

  app.get('/:siteId/me', async (c) => {
    const v = view(c);
    const principal = await requireProfile(deps.db, c, 'REGISTERED', deps.clock());
    return c.json(await getProfile(deps.db, principal.profileId, v));
  });

  app.put('/:siteId/me', async (c) => {
    const v = view(c);
    const now = deps.clock();
    const principal = await requireProfile(deps.db, c, 'AUTHORIZED', now);
    return c.json(await putProfile(deps.db, principal.profileId, await readJsonObject(c), v, now));
  });

  app.patch('/:siteId/me', async (c) => {
    const v = view(c);
    const now = deps.clock();
    const principal = await requireProfile(deps.db, c, 'AUTHORIZED', now);
    return c.json(await patchProfile(deps.db, principal.profileId, await readJson(c), v, now));
  });

  app.get('/:siteId/me/preferences', async (c) => {
    siteContext(c);
    const principal = await requireProfile(deps.db, c, 'REGISTERED', deps.clock());
    return c.json(await getPreferences(deps.db, principal.profileId));
  });

  app.post('/:siteId/me/preferences', async (c) => {
    siteContext(c);
    const now = deps.clock();
    const principal = await requireProfile(deps.db, c, 'REGISTERED', now);
    return c.json(await createPreferences(deps.db, principal.profileId, await readJsonObject(c), now), 201);
  });

  app.put('/:siteId/me/preferences/global', async (c) => {
    const site = siteContext(c).site;
    const now = deps.clock();
    const principal = await requireProfile(deps.db, c, 'REGISTERED', now);
    return c.json(await putGlobalPreferences(deps.db, principal.profileId, site, await readJsonObject(c), now));
  });

  app.put('/:siteId/me/preferences/web', async (c) => {
    const site = siteContext(c).site;
    const now = deps.clock();
    const principal = await requireProfile(deps.db, c, 'REGISTERED', now);
    return c.json(await putWebPreferences(deps.db, principal.profileId, site, await readJsonObject(c), now));
  });
  return app;
}

/**
 * PATCH /profile/v1/{siteId}/me/preferences with add operations on /global and
 * /global/privacyOptOutLocations (shell-and-account.md §7). Needs REGISTERED.
 */
export function profileV1Routes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.patch('/:siteId/me/preferences', async (c) => {
    const site = siteContext(c).site;
    const now = deps.clock();
    const principal = await requireProfile(deps.db, c, 'REGISTERED', now);
    return c.json(await patchPreferences(deps.db, principal.profileId, site, await readJson(c), now));
  });
  return app;
}
