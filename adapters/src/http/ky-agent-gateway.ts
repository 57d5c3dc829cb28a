import { domainError, err, ok, type AgentAuditEntry, type AgentCustomer, type AgentError, type AgentErrorCode, type AgentGateway, type AgentSession, type Result, type SiteContext } from '@vitrine/core';
import type { AgentAuditEntryDto, AgentAuditResponseDto, AgentCustomerDto, AgentCustomerSearchResponseDto, AgentSessionDto, AgentSessionRequestDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { isHttpError } from './http-error.js';

/** AgentCustomerDto → core's AgentCustomer (the same fields, copied). */
export function normalizeAgentCustomer(dto: AgentCustomerDto): AgentCustomer {
  return { customerId: dto.customerId, firstName: dto.firstName, lastName: dto.lastName, email: dto.email, phone: dto.phone };
}

/** AgentAuditEntryDto → core's AgentAuditEntry (details copied). */
export function normalizeAgentAuditEntry(dto: AgentAuditEntryDto): AgentAuditEntry {
  return { entryId: dto.entryId, agentId: dto.agentId, customerId: dto.customerId, customerName: dto.customerName, action: dto.action, occurredAt: dto.occurredAt, details: { ...dto.details } };
}

const sessionOf = (dto: AgentSessionDto): AgentSession | null => (dto.session ? { customer: normalizeAgentCustomer(dto.session.customer), startedAt: dto.session.startedAt } : null);

/**
 * A failed agent call as AGENT.* (decision 0370): 403 SCOPE_REQUIRED → AGENT.SCOPE_REQUIRED, 404
 * CUSTOMER_NOT_FOUND → AGENT.CUSTOMER_NOT_FOUND, 400 INVALID_REQUEST on `q` → AGENT.QUERY_TOO_SHORT
 * (the client checks the length first, so this is a server's stricter rule), anything else the
 * client raised (5xx, time-out, network) → AGENT.UNAVAILABLE. details keep the API's code and
 * status. Errors that are not HttpErrors (bugs) are rethrown.
 */
export function agentFailure(error: unknown): AgentError {
  if (!isHttpError(error)) throw error;
  const details = { ...error.details, code: error.code, status: error.status };
  const http = error.kind === 'http';
  const code: AgentErrorCode =
    http && error.status === 403 && error.code === 'SCOPE_REQUIRED'
      ? 'AGENT.SCOPE_REQUIRED'
      : http && error.status === 404 && error.code === 'CUSTOMER_NOT_FOUND'
        ? 'AGENT.CUSTOMER_NOT_FOUND'
        : http && error.status === 400 && error.code === 'INVALID_REQUEST'
          ? 'AGENT.QUERY_TOO_SHORT'
          : 'AGENT.UNAVAILABLE';
  return domainError(code, error.message, details);
}

/**
 * AgentGateway over HTTP (shell-and-account.md §1, §6; decisions 0370-0372; docs/api.md
 * "Call-centre agent tools"): GET /agent/v0/{siteId}/customers?q&limit, POST …/sessions
 * {customerId}, GET and DELETE …/sessions/current, GET …/audit?limit. Needs the agent's
 * CALL_CENTER token cookie; refusals map through {@link agentFailure}.
 */
export class KyAgentGateway implements AgentGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private path(suffix: string): string {
    return `/agent/v0/${encodeURIComponent(this.site.siteId)}${suffix}`;
  }

  private async call<T>(run: () => Promise<T>): Promise<Result<T, AgentError>> {
    try {
      return ok(await run());
    } catch (error) {
      return err(agentFailure(error));
    }
  }

  searchCustomers(query: string, limit?: number): Promise<Result<readonly AgentCustomer[], AgentError>> {
    return this.call(async () => (await this.http.get<AgentCustomerSearchResponseDto>(this.path('/customers'), { searchParams: { q: query, limit } })).customers.map(normalizeAgentCustomer));
  }

  async startSession(customerId: string): Promise<Result<AgentSession, AgentError>> {
    const json: AgentSessionRequestDto = { customerId };
    const result = await this.call(async () => sessionOf(await this.http.post<AgentSessionDto>(this.path('/sessions'), { json })));
    if (!result.ok) return result;
    return result.value ? ok(result.value) : err(domainError('AGENT.UNAVAILABLE', 'The session did not start'));
  }

  currentSession(): Promise<Result<AgentSession | null, AgentError>> {
    return this.call(async () => sessionOf(await this.http.get<AgentSessionDto>(this.path('/sessions/current'))));
  }

  endSession(): Promise<Result<null, AgentError>> {
    return this.call(async () => {
      await this.http.delete<AgentSessionDto>(this.path('/sessions/current'));
      return null;
    });
  }

  audit(limit?: number): Promise<Result<readonly AgentAuditEntry[], AgentError>> {
    return this.call(async () => (await this.http.get<AgentAuditResponseDto>(this.path('/audit'), { searchParams: { limit } })).entries.map(normalizeAgentAuditEntry));
  }
}
