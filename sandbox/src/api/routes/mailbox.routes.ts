import { Hono } from 'hono';
import { MailboxQueryDto, type MailboxResponseDto } from '@vitrine/contract';
import type { IdentitySettings } from '../../auth/identity-settings.js';
import { listMail } from '../../profile/mailbox.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { queryOf } from '../request-validation.js';

/**
 * Test-only GET /__sandbox/mailbox?to={email} (decision 0073): the messages the sandbox "sent"
 * (password-reset links), oldest first; without `to`, every message. Registered only when
 * `identity.mailbox` is on (otherwise the path is 404).
 */
export function mailboxRoutes(deps: ApiDeps, identity: IdentitySettings): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (!identity.mailbox) return app;
  app.get('/mailbox', queryOf(MailboxQueryDto), async (c) => {
    const to = c.req.valid('query').to;
    const body: MailboxResponseDto = { messages: await listMail(deps.db, to === undefined || to === '' ? undefined : to) };
    return c.json(body);
  });
  return app;
}
