import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { AgentAuditEntry, AgentCustomer, AgentError, AgentSession } from '../domain/agent.js';

/**
 * Port: the call-centre agent tools (shell-and-account.md §1 "Call-centre agents can use the
 * storefront to check out for customers", §6 "call centre" scope; decisions 0370-0372; docs/api.md
 * "Call-centre agent tools"). Implemented by KyAgentGateway and InMemoryAgent. Every method needs a
 * CALL_CENTER session (AGENT.SCOPE_REQUIRED otherwise), resolves with a Result and never throws for
 * an API failure (AGENT.UNAVAILABLE for 5xx, time-outs and network failures).
 */
export interface AgentGateway {
  /**
   * GET /agent/v0/{siteId}/customers?q&limit: customers whose e-mail, name or phone contains
   * `query` (2-100 characters, case-insensitive), at most `limit` (1-25, default 10). Audited as a
   * search. Errors: AGENT.QUERY_TOO_SHORT / QUERY_TOO_LONG (400), SCOPE_REQUIRED, UNAVAILABLE.
   */
  searchCustomers(query: string, limit?: number): Promise<Result<readonly AgentCustomer[], AgentError>>;
  /**
   * POST /agent/v0/{siteId}/sessions {customerId}: the agent acts for the customer from now on (the
   * session's cart is the customer's). Errors: AGENT.CUSTOMER_NOT_FOUND, SCOPE_REQUIRED, UNAVAILABLE.
   */
  startSession(customerId: string): Promise<Result<AgentSession, AgentError>>;
  /** GET /agent/v0/{siteId}/sessions/current: the session on, or null. Errors: AGENT.SCOPE_REQUIRED, UNAVAILABLE. */
  currentSession(): Promise<Result<AgentSession | null, AgentError>>;
  /** DELETE /agent/v0/{siteId}/sessions/current: ends acting; the agent's own cart returns. Errors: AGENT.SCOPE_REQUIRED, UNAVAILABLE. */
  endSession(): Promise<Result<null, AgentError>>;
  /** GET /agent/v0/{siteId}/audit?limit: the agent's own audit entries, newest first (limit 1-100, default 20). Errors: AGENT.SCOPE_REQUIRED, UNAVAILABLE. */
  audit(limit?: number): Promise<Result<readonly AgentAuditEntry[], AgentError>>;
}
export const AgentGateway = token<AgentGateway>('AgentGateway');
