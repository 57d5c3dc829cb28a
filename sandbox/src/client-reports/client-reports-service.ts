import type { ChatMessageRequestDto, ErrorEventDto, StoredErrorEventDto } from '@vitrine/contract';
import type { Db } from '../db/db.js';

/**
 * What the sandbox keeps of the storefront's error reports and chat messages (shell-and-account.md
 * §2 "Chat widget", §4 "Error reporting"; decisions 0430, 0431; migration 0173).
 */

/** Stores a batch of error events of `siteId` received at `nowMs` (epoch ms); resolves with how many were stored. */
export async function storeErrorEvents(db: Db, siteId: string, events: readonly ErrorEventDto[], nowMs: number): Promise<number> {
  await db.transaction(async (tx) => {
    for (const e of events) {
      await tx.query(
        'insert into client_error_event (site_id, kind, message, stack, url, occurred_at, breadcrumbs, received_at) values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)',
        [siteId, e.kind, e.message, e.stack ?? null, e.url, new Date(e.occurredAt), JSON.stringify(e.breadcrumbs), new Date(nowMs)],
      );
    }
  });
  return events.length;
}

/** The stored error events, oldest first; only those whose message contains `messageContains` when given. */
export async function listErrorEvents(db: Db, messageContains?: string): Promise<StoredErrorEventDto[]> {
  const filtered = messageContains !== undefined && messageContains !== '';
  const rows = await db.query<{ site_id: string; kind: StoredErrorEventDto['kind']; message: string; stack: string | null; url: string; occurred_at: Date; breadcrumbs: unknown; received_at: Date }>(
    `select site_id, kind, message, stack, url, occurred_at, breadcrumbs, received_at from client_error_event ${filtered ? 'where position($1 in message) > 0' : ''} order by event_id`,
    filtered ? [messageContains] : [],
  );
  return rows.map((r) => ({
    siteId: r.site_id,
    kind: r.kind,
    message: r.message,
    ...(r.stack === null ? {} : { stack: r.stack }),
    url: r.url,
    occurredAt: new Date(r.occurred_at).getTime(),
    breadcrumbs: (typeof r.breadcrumbs === 'string' ? JSON.parse(r.breadcrumbs) : r.breadcrumbs) as StoredErrorEventDto['breadcrumbs'],
    receivedAt: new Date(r.received_at).toISOString(),
  }));
}

/** Stores a chat message of `siteId`; resolves with its reference ('CH-12'). */
export async function storeChatMessage(db: Db, siteId: string, body: ChatMessageRequestDto, nowMs: number): Promise<string> {
  const rows = await db.query<{ message_id: string | number }>(
    'insert into chat_message (site_id, name, email, topic, message, received_at) values ($1, $2, $3, $4, $5, $6) returning message_id',
    [siteId, body.name.trim(), body.email.trim(), body.topic.trim(), body.message.trim(), new Date(nowMs)],
  );
  return `CH-${String(rows[0]!.message_id)}`;
}

/** The stored chat messages, oldest first. */
export async function listChatMessages(db: Db): Promise<{ referenceId: string; siteId: string; name: string; email: string; topic: string; message: string }[]> {
  const rows = await db.query<{ message_id: string | number; site_id: string; name: string; email: string; topic: string; message: string }>(
    'select message_id, site_id, name, email, topic, message from chat_message order by message_id',
  );
  return rows.map((r) => ({ referenceId: `CH-${String(r.message_id)}`, siteId: r.site_id, name: r.name, email: r.email, topic: r.topic, message: r.message }));
}
