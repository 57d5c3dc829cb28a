import type { MailboxMessageDto } from '@vitrine/contract';
import type { Db } from '../db/db.js';

/**
 * The sandbox's test mailbox (decision 0073): messages the sandbox "sends" (password-reset links)
 * are stored, never sent, and read back through GET /api/__sandbox/mailbox?to=.
 */

/** Stores a message for `to` (lower-cased). */
export async function sendMail(db: Db, message: { to: string; subject: string; body: string; link: string | null; now: number }): Promise<void> {
  await db.query('insert into mailbox_message (to_email, subject, body, link, sent_at) values ($1, $2, $3, $4, $5)', [
    message.to.trim().toLowerCase(),
    message.subject,
    message.body,
    message.link,
    new Date(message.now),
  ]);
}

/** The messages sent to `to` (any case), or every message when `to` is undefined, oldest first. */
export async function listMail(db: Db, to: string | undefined): Promise<MailboxMessageDto[]> {
  const rows = await db.query<{ to_email: string; subject: string; body: string; link: string | null; sent_at: Date }>(
    `select to_email, subject, body, link, sent_at from mailbox_message ${to === undefined ? '' : 'where to_email = $1'} order by message_id`,
    to === undefined ? [] : [to.trim().toLowerCase()],
  );
  return rows.map((r) => ({ to: r.to_email, subject: r.subject, body: r.body, link: r.link, sentAt: new Date(r.sent_at).getTime() }));
}
