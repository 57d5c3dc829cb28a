import { Hono } from 'hono';
import {
  CatalogRequestRequestDto,
  ContactUsRequestDto,
  ContactUsConfigQueryDto,
  EmailFormRequestDto,
  MarketingSubscriptionRequestDto,
  SubmissionsQueryDto,
  type SubmissionReceiptDto,
  type SubmissionsDto,
} from '@vitrine/contract';
import type { IdentitySettings } from '../../auth/identity-settings.js';
import { contactUs, contactUsConfig, requestCatalog, sendEmailForm, subscribe } from '../../marketing/marketing-service.js';
import { listSubmissions } from '../../marketing/submissions.js';
import { findSite } from '../../sites/sites.js';
import { ApiError } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody, queryOf } from '../request-validation.js';
import { profileGuard } from '../route-guards.js';
import { siteContext } from '../site-context.js';

/**
 * Marketing sign-ups and contact forms under /profile/v0 (shell-and-account.md §5, §7; decisions
 * 0201, 0203): POST /{siteId}/marketing-subscriptions (anyone) and /{siteId}/me/marketing-subscriptions
 * (REGISTERED; the profile's e-mail fills a missing address), POST /{siteId}/contact-us and
 * /{siteId}/catalog-requests (anyone). Each answers 201 and keeps what was sent.
 */
export function marketingRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const registered = profileGuard(deps, 'REGISTERED');

  app.post('/:siteId/marketing-subscriptions', jsonBody(MarketingSubscriptionRequestDto), async (c) => {
    const { site } = siteContext(c);
    return c.json(await subscribe(deps.db, { site, body: c.req.valid('json'), principalId: null, profileId: null, profileEmail: null, now: deps.clock() }), 201);
  });

  app.post('/:siteId/me/marketing-subscriptions', registered, jsonBody(MarketingSubscriptionRequestDto), async (c) => {
    const { site } = siteContext(c);
    const principal = c.var.profile;
    const email = (await deps.db.query<{ email: string }>('select email from customer where profile_id = $1', [principal.profileId]))[0]?.email ?? null;
    return c.json(await subscribe(deps.db, { site, body: c.req.valid('json'), principalId: principal.principalId, profileId: principal.profileId, profileEmail: email, now: deps.clock() }), 201);
  });

  app.post('/:siteId/contact-us', jsonBody(ContactUsRequestDto), async (c) => {
    const { site } = siteContext(c);
    const body: SubmissionReceiptDto = { referenceId: await contactUs(deps.db, { site, body: c.req.valid('json'), profileId: null, now: deps.clock() }) };
    return c.json(body, 201);
  });

  app.post('/:siteId/catalog-requests', jsonBody(CatalogRequestRequestDto), async (c) => {
    const { site } = siteContext(c);
    const body: SubmissionReceiptDto = { referenceId: await requestCatalog(deps.db, { site, body: c.req.valid('json'), profileId: null, now: deps.clock() }) };
    return c.json(body, 201);
  });
  return app;
}

/** POST /slipstream/api/email/v0 (shopping.md §5): the generic email form, emailtype MANUAL_EMAIL; 201 with its reference. */
export function slipstreamRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/api/email/v0', jsonBody(EmailFormRequestDto), async (c) => {
    const request = c.req.valid('json');
    const site = findSite(request.document.request.siteId);
    if (!site) throw new ApiError(404, 'NOT_FOUND', `Unknown site ${request.document.request.siteId}`);
    const body: SubmissionReceiptDto = { referenceId: await sendEmailForm(deps.db, { site, body: request, now: deps.clock() }) };
    return c.json(body, 201);
  });
  return app;
}

/** GET /content/v0/{siteId}/entries?contentType=contactUsConfig: the contact-us config in the request's language; other content types 404. */
export function contentEntriesRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:siteId/entries', queryOf(ContactUsConfigQueryDto), (c) => {
    const { language } = siteContext(c);
    const { contentType } = c.req.valid('query');
    if (contentType !== 'contactUsConfig') throw new ApiError(404, 'NOT_FOUND', `No entries of content type ${contentType}`);
    return c.json(contactUsConfig(language));
  });
  return app;
}

/** Test-only GET /__sandbox/submissions?kind= (decision 0201): served with the test mailbox. */
export function submissionsRoutes(deps: ApiDeps, identity: IdentitySettings): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (!identity.mailbox) return app;
  app.get('/submissions', queryOf(SubmissionsQueryDto), async (c) => {
    const kind = c.req.valid('query').kind;
    const body: SubmissionsDto = { submissions: await listSubmissions(deps.db, kind === undefined || kind === '' ? undefined : kind) };
    return c.json(body);
  });
  return app;
}
