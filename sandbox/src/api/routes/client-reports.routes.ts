import { Hono } from 'hono';
import { ChatMessageRequestDto, ErrorEventsRequestDto, type ChatMessageReceiptDto, type ErrorEventsReceiptDto, type StoredErrorEventsDto } from '@vitrine/contract';
import type { IdentitySettings } from '../../auth/identity-settings.js';
import { listChatMessages, listErrorEvents, storeChatMessage, storeErrorEvents } from '../../client-reports/client-reports-service.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody } from '../request-validation.js';
import { siteContext } from '../site-context.js';

/**
 * Error reports (shell-and-account.md §4 "Error reporting", §8; decision 0430), mounted at
 * /errors/v0: POST /{siteId}/events with ErrorEventsRequestDto (1-25 events) → 202
 * ErrorEventsReceiptDto; 400 INVALID_REQUEST for a malformed body, 404 for an unknown site.
 */
export function errorReportRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/:siteId/events', jsonBody(ErrorEventsRequestDto), async (c) => {
    const { site } = siteContext(c);
    const body: ErrorEventsReceiptDto = { accepted: await storeErrorEvents(deps.db, site.siteId, c.req.valid('json').events, deps.clock()) };
    return c.json(body, 202);
  });
  return app;
}

/**
 * The chat launcher's messages (shell-and-account.md §2 "Chat widget"; decision 0431), mounted at
 * /chat/v0: POST /{siteId}/messages with ChatMessageRequestDto → 201 ChatMessageReceiptDto; 400
 * INVALID_REQUEST (details.fields) for a missing or malformed field, 404 for an unknown site.
 */
export function chatRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/:siteId/messages', jsonBody(ChatMessageRequestDto), async (c) => {
    const { site } = siteContext(c);
    const body: ChatMessageReceiptDto = { referenceId: await storeChatMessage(deps.db, site.siteId, c.req.valid('json'), deps.clock()) };
    return c.json(body, 201);
  });
  return app;
}

/**
 * Test-only reads (decisions 0430, 0431), served with the test mailbox (off on non-loopback hosts):
 * GET /__sandbox/error-events?message= → StoredErrorEventsDto (oldest first; only messages
 * containing `message` when given); GET /__sandbox/chat-messages → { messages } oldest first.
 */
export function clientReportsSandboxRoutes(deps: ApiDeps, identity: IdentitySettings): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (!identity.mailbox) return app;
  app.get('/error-events', async (c) => {
    const body: StoredErrorEventsDto = { events: await listErrorEvents(deps.db, c.req.query('message')) };
    return c.json(body);
  });
  app.get('/chat-messages', async (c) => c.json({ messages: await listChatMessages(deps.db) }));
  return app;
}
