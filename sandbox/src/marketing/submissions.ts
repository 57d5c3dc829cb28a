import type { SubmissionDto } from '@vitrine/contract';
import type { Db } from '../db/db.js';

/**
 * What the sandbox keeps of every marketing and loyalty submission (decision 0201): read back by
 * tests through GET /api/__sandbox/submissions?kind= (served with the test mailbox).
 */

/** Kinds of kept submissions. */
export type SubmissionKind = 'marketing-subscription' | 'contact-us' | 'catalog-request' | 'email-form' | 'loyalty-browse-event' | 'loyalty-campaign-event';

/** Stores one submission; resolves with its reference ('MS-1042'). */
export async function keepSubmission(db: Db, entry: { kind: SubmissionKind; siteId: string; principalId?: string | null; profileId?: string | null; body: unknown; now: number }): Promise<string> {
  const rows = await db.query<{ submission_id: string | number }>(
    'insert into marketing_submission (kind, site_id, principal_id, profile_id, body, received_at) values ($1, $2, $3, $4, $5, $6) returning submission_id',
    [entry.kind, entry.siteId, entry.principalId ?? null, entry.profileId ?? null, JSON.stringify(entry.body), new Date(entry.now)],
  );
  return `MS-${String(rows[0]!.submission_id)}`;
}

/** The kept submissions of a kind (every kind when undefined), oldest first. */
export async function listSubmissions(db: Db, kind: string | undefined): Promise<SubmissionDto[]> {
  const rows = await db.query<{ kind: string; site_id: string; profile_id: string | null; body: unknown; received_at: Date }>(
    `select kind, site_id, profile_id, body, received_at from marketing_submission ${kind === undefined ? '' : 'where kind = $1'} order by submission_id`,
    kind === undefined ? [] : [kind],
  );
  return rows.map((r) => ({ kind: r.kind, siteId: r.site_id, profileId: r.profile_id, body: typeof r.body === 'string' ? JSON.parse(r.body) : r.body, receivedAt: new Date(r.received_at).getTime() }));
}
