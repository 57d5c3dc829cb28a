import { err, type Result } from '../../shared/result.js';
import { agentSearchQuery, type AgentCustomer, type AgentError } from '../domain/agent.js';
import type { AgentGateway } from '../ports/agent-gateway.port.js';

/**
 * Use case "find a customer by e-mail, name or phone" for a call-centre agent (shell-and-account.md
 * §1, §6; decision 0370): trims the typed text, refuses it without a call when it is shorter than 2
 * or longer than 100 characters (AGENT.QUERY_TOO_SHORT / QUERY_TOO_LONG), otherwise asks the
 * gateway for at most `limit` customers (default the server's 10). Resolves with the customers or
 * the gateway's coded error (AGENT.SCOPE_REQUIRED, UNAVAILABLE).
 */
export async function findCustomers(gateway: Pick<AgentGateway, 'searchCustomers'>, typed: string, limit?: number): Promise<Result<readonly AgentCustomer[], AgentError>> {
  const query = agentSearchQuery(typed);
  if (!query.ok) return err(query.error);
  return gateway.searchCustomers(query.value, limit);
}
