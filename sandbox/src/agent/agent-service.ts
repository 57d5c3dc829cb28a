import type { AgentAuditAction, AgentAuditEntryDto, AgentCustomerDto, AgentSessionDto } from '@vitrine/contract';
import { ApiError } from '../api/api-error.js';
import { ensureCustomerPrincipal, type Principal } from '../auth/token-service.js';
import type { Db } from '../db/db.js';

/**
 * Call-centre agent tools (shell-and-account.md §1 "Call-centre agents can use the storefront to
 * check out for customers", §6 "call centre" scope; decisions 0370-0372): customer search, acting
 * for a customer and the audit log. The acting binding lives on the agent's token
 * (`auth_token.acting_for_profile_id`): while it is set, the token's cart calls read and write the
 * customer's principal (token-service's readToken), and every write is audited.
 */

/** An agent's principal: a CALL_CENTER token with its agent profile id. */
export type AgentPrincipal = Principal & { readonly profileId: string };

/** Default and largest search page (the contract's AGENT_SEARCH_MAX_RESULTS). */
export const DEFAULT_SEARCH_LIMIT = 10;
/** Default audit page. */
export const DEFAULT_AUDIT_LIMIT = 20;

interface CustomerRow {
  profile_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}

const toCustomer = (row: CustomerRow): AgentCustomerDto => ({ customerId: row.profile_id, firstName: row.first_name, lastName: row.last_name, email: row.email, phone: row.phone });

/** `text` for a LIKE pattern: %, _ and \ taken literally. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * Customers (role CUSTOMER only, never agents) whose e-mail, first name, last name, full name or
 * phone digits contain `query` (trimmed, case-insensitive; the phone is compared on the query's
 * digits, when it has at least 2), ordered by last name, first name, e-mail, at most `limit`.
 */
export async function searchCustomers(db: Db, query: string, limit: number): Promise<AgentCustomerDto[]> {
  const text = `%${likeText(query.trim().toLowerCase())}%`;
  const digits = query.replace(/\D/g, '');
  const rows = await db.query<CustomerRow>(
    `select profile_id, first_name, last_name, email, phone from customer
      where role = 'CUSTOMER'
        and (lower(email) like $1 or lower(first_name) like $1 or lower(last_name) like $1
             or lower(first_name || ' ' || last_name) like $1
             or (length($2) >= 2 and phone like '%' || $2 || '%'))
      order by lower(last_name), lower(first_name), email limit $3`,
    [text, digits, limit],
  );
  return rows.map(toCustomer);
}

/** Writes one audit row (agent profile id, customer profile id or null, action, details) at `now` (epoch ms). */
export async function recordAgentAction(
  db: Db,
  entry: { agentId: string; customerId: string | null; action: AgentAuditAction; details: Record<string, string | number | boolean | null>; now: number },
): Promise<void> {
  await db.query('insert into agent_audit (agent_id, customer_id, action, details, occurred_at) values ($1, $2, $3, $4, $5)', [
    entry.agentId,
    entry.customerId,
    entry.action,
    JSON.stringify(entry.details),
    new Date(entry.now),
  ]);
}

interface BindingRow {
  acting_for_profile_id: string | null;
  acting_since: Date | null;
  agent_profile_id: string | null;
  scope: string;
}

/** The acting binding of one token (by hash): the agent's profile id, the customer's or null, since when. */
export async function bindingOf(db: Db, tokenHash: string): Promise<{ agentId: string; customerId: string | null; since: number | null } | null> {
  const [row] = await db.query<BindingRow>(
    `select t.acting_for_profile_id, t.acting_since, t.scope, p.profile_id as agent_profile_id
       from auth_token t join principal p on p.principal_id = t.principal_id where t.token_hash = $1`,
    [tokenHash],
  );
  if (!row || row.scope !== 'CALL_CENTER' || row.agent_profile_id === null) return null;
  return { agentId: row.agent_profile_id, customerId: row.acting_for_profile_id, since: row.acting_since === null ? null : new Date(row.acting_since).getTime() };
}

async function customerById(db: Db, profileId: string): Promise<AgentCustomerDto | null> {
  const [row] = await db.query<CustomerRow>(`select profile_id, first_name, last_name, email, phone from customer where profile_id = $1 and role = 'CUSTOMER'`, [profileId]);
  return row ? toCustomer(row) : null;
}

/** The agent's current session: the customer its token acts for, or `{ session: null }`. */
export async function currentSession(db: Db, agent: AgentPrincipal): Promise<AgentSessionDto> {
  const binding = await bindingOf(db, agent.tokenHash);
  if (!binding?.customerId) return { session: null };
  const customer = await customerById(db, binding.customerId);
  return customer ? { session: { customer, startedAt: binding.since ?? 0 } } : { session: null };
}

/**
 * Starts acting for a customer (decision 0370): the agent's token now reads and writes the
 * customer's cart (their principal is created when they never had one). Starting while acting for
 * someone else ends that session first (audited as SESSION_END). 404 CUSTOMER_NOT_FOUND for an
 * unknown id or an agent's id. Audited as SESSION_START.
 */
export async function startSession(db: Db, agent: AgentPrincipal, customerId: string, now: number): Promise<AgentSessionDto> {
  return db.transaction(async (tx) => {
    const customer = await customerById(tx, customerId);
    if (!customer) throw new ApiError(404, 'CUSTOMER_NOT_FOUND', `No customer with the id ${customerId}`);
    const binding = await bindingOf(tx, agent.tokenHash);
    if (binding?.customerId && binding.customerId !== customerId) {
      await recordAgentAction(tx, { agentId: agent.profileId, customerId: binding.customerId, action: 'SESSION_END', details: { reason: 'switched' }, now });
    }
    await ensureCustomerPrincipal(tx, customerId, 'REGISTERED', now);
    await tx.query('update auth_token set acting_for_profile_id = $2, acting_since = $3 where token_hash = $1', [agent.tokenHash, customerId, new Date(now)]);
    await recordAgentAction(tx, { agentId: agent.profileId, customerId, action: 'SESSION_START', details: { email: customer.email }, now });
    return { session: { customer, startedAt: now } };
  });
}

/**
 * Ends acting for the customer: the token reads the agent's own cart again. Audited as SESSION_END
 * when a session was on; answers `{ session: null }` either way.
 */
export async function endSession(db: Db, agent: AgentPrincipal, now: number): Promise<AgentSessionDto> {
  return db.transaction(async (tx) => {
    const binding = await bindingOf(tx, agent.tokenHash);
    if (binding?.customerId) {
      await tx.query('update auth_token set acting_for_profile_id = null, acting_since = null where token_hash = $1', [agent.tokenHash]);
      await recordAgentAction(tx, { agentId: agent.profileId, customerId: binding.customerId, action: 'SESSION_END', details: { reason: 'ended' }, now });
    }
    return { session: null };
  });
}

interface AuditRow {
  entry_id: string | number;
  agent_id: string;
  customer_id: string | null;
  first_name: string | null;
  last_name: string | null;
  action: AgentAuditEntryDto['action'];
  details: Record<string, string | number | boolean | null>;
  occurred_at: Date;
}

/** The agent's own audit entries, newest first, at most `limit`. */
export async function auditOf(db: Db, agentId: string, limit: number): Promise<AgentAuditEntryDto[]> {
  const rows = await db.query<AuditRow>(
    `select a.entry_id, a.agent_id, a.customer_id, c.first_name, c.last_name, a.action, a.details, a.occurred_at
       from agent_audit a left join customer c on c.profile_id = a.customer_id
      where a.agent_id = $1 order by a.entry_id desc limit $2`,
    [agentId, limit],
  );
  return rows.map((row) => ({
    entryId: Number(row.entry_id),
    agentId: row.agent_id,
    customerId: row.customer_id,
    customerName: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    action: row.action,
    occurredAt: new Date(row.occurred_at).getTime(),
    details: row.details,
  }));
}

/**
 * The audit action of a successful write to the checkout API while acting (decision 0372):
 * POST …/orders is ORDER_PLACED, any write under …/carts CART_WRITE, other checkout writes
 * CHECKOUT_WRITE; reads (GET, HEAD) and payment-session pages are not audited (null).
 */
export function auditedWriteOf(method: string, path: string): AgentAuditAction | null {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || /\/payment-sessions\//.test(path)) return null;
  if (method === 'POST' && /\/checkout\/v\d+\/[^/]+\/orders$/.test(path)) return 'ORDER_PLACED';
  if (/\/checkout\/v\d+\/[^/]+\/carts(\/|$)/.test(path)) return 'CART_WRITE';
  return 'CHECKOUT_WRITE';
}
