import crypto from 'node:crypto';
import type { Context } from 'hono';
import { ApiError, invalidRequest } from '../api/api-error.js';
import type { Db } from '../db/db.js';

/**
 * Redirect methods and 3-D Secure, simulated (shell-and-account.md §2 "Payment reads paymentError,
 * apmCompleted=1 and scaCompleted=1"; docs/checkout-api.md; decision 0105): a payment that needs a
 * browser round trip gets a session and a sandbox page; its outcome sends the browser back to the
 * return URL with the query the payment step reads.
 */

export type SessionKind = 'REDIRECT' | 'SCA';
export type SessionOutcome = 'approve' | 'decline' | 'cancel';

interface SessionRow {
  session_id: string;
  checkout_id: string;
  site_id: string;
  kind: SessionKind;
  payment_type: string;
  return_url: string;
  status: 'PENDING' | 'APPROVED' | 'DECLINED' | 'CANCELLED';
}

/** The request's API base URL ('http://host:port/api'), from its own URL, so the page is reached like the API. */
export function apiBaseOf(c: Context): string {
  const url = new URL(c.req.url);
  const at = url.pathname.indexOf('/checkout/v0/');
  return `${url.origin}${at >= 0 ? url.pathname.slice(0, at) : ''}`;
}

/**
 * The return URL of a payment: an absolute http(s) URL of at most 2000 characters (400
 * INVALID_REQUEST otherwise), or by default the request's Origin (else the API's origin) +
 * '/checkout/payment'.
 */
export function returnUrlOf(c: Context, value: unknown): string {
  if (value === undefined || value === null || value === '') return `${c.req.header('origin') ?? new URL(c.req.url).origin}/checkout/payment`;
  let url: URL | null;
  try {
    url = typeof value === 'string' && value.length <= 2000 ? new URL(value) : null;
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw invalidRequest('returnUrl must be an absolute http(s) URL', { fields: ['returnUrl'] });
  return url.toString();
}

/** Creates a pending session for a checkout. Resolves with its id and page URL. */
export async function createSession(db: Db, input: { checkoutId: string; siteId: string; kind: SessionKind; paymentType: string; returnUrl: string; apiBase: string; now: number }): Promise<{ sessionId: string; url: string }> {
  const sessionId = `ps-${crypto.randomBytes(16).toString('hex')}`;
  await db.query(
    `insert into payment_session (session_id, checkout_id, site_id, kind, payment_type, return_url, status, created_at) values ($1, $2, $3, $4, $5, $6, 'PENDING', $7)`,
    [sessionId, input.checkoutId, input.siteId, input.kind, input.paymentType, input.returnUrl, new Date(input.now)],
  );
  return { sessionId, url: `${input.apiBase}/checkout/v0/${encodeURIComponent(input.siteId)}/payment-sessions/${sessionId}` };
}

async function findSession(db: Db, siteId: string, sessionId: string): Promise<SessionRow> {
  const [row] = await db.query<SessionRow>('select * from payment_session where session_id = $1 and site_id = $2', [sessionId, siteId]);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such payment session');
  return row;
}

/** The query a return carries for an outcome (docs/checkout-api.md table). */
export function returnQuery(kind: SessionKind, outcome: SessionOutcome): [string, string] {
  if (outcome === 'approve') return [kind === 'SCA' ? 'scaCompleted' : 'apmCompleted', '1'];
  if (outcome === 'cancel') return ['paymentError', 'PAYMENT_CANCELLED'];
  return ['paymentError', kind === 'SCA' ? 'SCA_FAILED' : 'PAYMENT_DECLINED'];
}

/**
 * Applies an outcome once (a session already decided keeps its first outcome): approve marks the
 * checkout's payment AUTHORIZED, decline and cancel remove it. Resolves with the URL to send the
 * browser to. 404 NOT_FOUND for an unknown session.
 */
export function decideSession(db: Db, siteId: string, sessionId: string, outcome: SessionOutcome): Promise<string> {
  return db.transaction(async (tx) => {
    const session = await findSession(tx, siteId, sessionId);
    const decided: SessionOutcome | null = session.status === 'APPROVED' ? 'approve' : session.status === 'DECLINED' ? 'decline' : session.status === 'CANCELLED' ? 'cancel' : null;
    const applied = decided ?? outcome;
    if (!decided) {
      const status = applied === 'approve' ? 'APPROVED' : applied === 'decline' ? 'DECLINED' : 'CANCELLED';
      await tx.query('update payment_session set status = $2 where session_id = $1', [sessionId, status]);
      if (applied === 'approve') {
        await tx.query(
          `update checkout set payment = payment || '{"status":"AUTHORIZED","action":null}'::jsonb where checkout_id = $1 and status = 'OPEN' and payment->>'sessionId' = $2`,
          [session.checkout_id, sessionId],
        );
      } else {
        await tx.query(`update checkout set payment = null where checkout_id = $1 and status = 'OPEN' and payment->>'sessionId' = $2`, [session.checkout_id, sessionId]);
      }
    }
    const back = new URL(session.return_url);
    const [name, value] = returnQuery(session.kind, applied);
    back.searchParams.set(name, value);
    return back.toString();
  });
}

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The sandbox's payment page (HTML) for a pending session: Approve, Decline, Cancel. 404 for an unknown session. */
export async function sessionPage(db: Db, siteId: string, sessionId: string): Promise<string> {
  const session = await findSession(db, siteId, sessionId);
  const title = session.kind === 'SCA' ? '3-D Secure check (sandbox)' : `${session.payment_type} (sandbox)`;
  const button = (outcome: SessionOutcome, label: string) =>
    `<form method="post"><input type="hidden" name="outcome" value="${outcome}"><button type="submit">${escape(label)}</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}form{display:inline-block;margin:.25rem}button{font:inherit;padding:.5rem 1.25rem}</style></head>
<body><main><h1>${escape(title)}</h1>
<p>This page stands in for the ${session.kind === 'SCA' ? "card issuer's strong customer authentication" : 'payment provider'}. Choose what the provider answers.</p>
${button('approve', session.kind === 'SCA' ? 'Authenticate' : 'Approve')}${button('decline', 'Decline')}${button('cancel', 'Cancel')}
</main></body></html>`;
}

/** Reads an outcome value; 400 INVALID_REQUEST for anything but approve, decline, cancel. */
export function parseOutcome(value: unknown): SessionOutcome {
  if (value === 'approve' || value === 'decline' || value === 'cancel') return value;
  throw invalidRequest('outcome must be approve, decline or cancel', { fields: ['outcome'] });
}
