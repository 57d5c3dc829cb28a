import { domainError, type DomainError } from '../../shared/domain-error.js';
import { err, ok, type Result } from '../../shared/result.js';

/**
 * Call-centre agent tools (shell-and-account.md §1 "Call-centre agents can use the storefront to
 * check out for customers", §6 "call centre" scope; decisions 0370-0372): the customers an agent
 * finds, the session in which the agent acts for one of them, and the audit log of the agent's actions.
 */

/** Coded failures of the agent tools. */
export type AgentErrorCode =
  /** The search text has fewer than {@link AGENT_QUERY_MIN_LENGTH} characters after trimming. */
  | 'AGENT.QUERY_TOO_SHORT'
  /** The search text has more than {@link AGENT_QUERY_MAX_LENGTH} characters after trimming. */
  | 'AGENT.QUERY_TOO_LONG'
  /** The session is not a call-centre agent's (403 SCOPE_REQUIRED). */
  | 'AGENT.SCOPE_REQUIRED'
  /** No customer has that id (404 CUSTOMER_NOT_FOUND). */
  | 'AGENT.CUSTOMER_NOT_FOUND'
  /** A server failure, a time-out or no network: nothing changed, try again. */
  | 'AGENT.UNAVAILABLE';
/** A failure of the agent tools. */
export type AgentError = DomainError<AgentErrorCode>;

/** Fewest characters of a customer search (after trimming). */
export const AGENT_QUERY_MIN_LENGTH = 2;
/** Most characters of a customer search (after trimming). */
export const AGENT_QUERY_MAX_LENGTH = 100;

/** A customer an agent found: profile id, names, e-mail and phone (digits, or null). */
export interface AgentCustomer {
  readonly customerId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string | null;
}

/** The agent's session for a customer: who, and since when (epoch ms). */
export interface AgentSession {
  readonly customer: AgentCustomer;
  readonly startedAt: number;
}

/** The customer named by the acting cookie. */
export interface ActingFor {
  readonly customerId: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The customer's e-mail when the cookie carries one (decision 0443): the checkout starts for it. */
  readonly email?: string;
}

/** The agent actions the audit log records (decision 0372). */
export type AgentAuditAction = 'CUSTOMER_SEARCH' | 'SESSION_START' | 'SESSION_END' | 'CART_WRITE' | 'ORDER_PLACED' | 'CHECKOUT_WRITE';

/** One audit entry: the action, for whom (null for a search), when (epoch ms), and its details. */
export interface AgentAuditEntry {
  readonly entryId: number;
  readonly agentId: string;
  readonly customerId: string | null;
  readonly customerName: string | null;
  readonly action: AgentAuditAction;
  readonly occurredAt: number;
  readonly details: Readonly<Record<string, string | number | boolean | null>>;
}

/**
 * The search text an agent typed, trimmed: ok when it has {@link AGENT_QUERY_MIN_LENGTH} to
 * {@link AGENT_QUERY_MAX_LENGTH} characters, else AGENT.QUERY_TOO_SHORT / AGENT.QUERY_TOO_LONG
 * (details.minLength / maxLength). Pure.
 */
export function agentSearchQuery(raw: string): Result<string, AgentError> {
  const query = raw.trim();
  if (query.length < AGENT_QUERY_MIN_LENGTH) return err(domainError('AGENT.QUERY_TOO_SHORT', `A search needs at least ${AGENT_QUERY_MIN_LENGTH} characters`, { minLength: AGENT_QUERY_MIN_LENGTH }));
  if (query.length > AGENT_QUERY_MAX_LENGTH) return err(domainError('AGENT.QUERY_TOO_LONG', `A search has at most ${AGENT_QUERY_MAX_LENGTH} characters`, { maxLength: AGENT_QUERY_MAX_LENGTH }));
  return ok(query);
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * The customer the acting cookie names (its raw value, URI-encoded JSON or plain JSON), or null
 * when there is no cookie or it is not `{ customerId, firstName, lastName }` with non-empty
 * customerId and firstName. An `email` with an '@' is kept (decision 0443), anything else left out.
 * Pure; never throws.
 */
export function actingForOf(cookieValue: string | null | undefined): ActingFor | null {
  if (!cookieValue) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(cookieValue.startsWith('%7B') ? decodeURIComponent(cookieValue) : cookieValue);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { customerId, firstName, lastName, email } = parsed as Record<string, unknown>;
  if (!isText(customerId) || !isText(firstName)) return null;
  return { customerId, firstName, lastName: typeof lastName === 'string' ? lastName : '', ...(isText(email) && email.includes('@') ? { email } : {}) };
}

/** "First Last" of a customer (the first name alone when the last is empty). Pure. */
export function customerFullName(customer: Pick<ActingFor, 'firstName' | 'lastName'>): string {
  return customer.lastName ? `${customer.firstName} ${customer.lastName}` : customer.firstName;
}
