import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../adapters/src/http/http-error.js';
import { agentFailure, KyAgentGateway } from '../../../adapters/src/http/ky-agent-gateway.js';
import type { HttpClient } from '../../../adapters/src/http/client.js';
import { aSite } from '../../mothers/index.js';

/** KyAgentGateway's paths, queries and failure mapping (decisions 0370-0372). */

const httpError = (status: number, code: string, kind: 'http' | 'network' = 'http') => new HttpError({ kind, status, code, message: code, method: 'GET', url: '/api/agent/v0/an-us/customers' });

function client(answer: unknown): HttpClient & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  const record = (method: string) => vi.fn(async (...args: unknown[]) => {
    calls.push([method, ...args]);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { calls, get: record('GET'), post: record('POST'), put: record('PUT'), patch: record('PATCH'), delete: record('DELETE') } as unknown as HttpClient & { calls: unknown[][] };
}

const SARAH = { customerId: 'p-1', firstName: 'Sarah', lastName: 'Johnson', email: 'sarah.johnson@example.com', phone: null };

describe('KyAgentGateway', () => {
  it('calls the agent paths with their query and body', async () => {
    const search = client({ query: 'sa', customers: [SARAH] });
    expect(await new KyAgentGateway(search, aSite()).searchCustomers('sa', 5)).toEqual({ ok: true, value: [SARAH] });
    expect(search.calls).toEqual([['GET', '/agent/v0/an-us/customers', { searchParams: { q: 'sa', limit: 5 } }]]);

    const start = client({ session: { customer: SARAH, startedAt: 7 } });
    expect(await new KyAgentGateway(start, aSite()).startSession('p-1')).toEqual({ ok: true, value: { customer: SARAH, startedAt: 7 } });
    expect(start.calls).toEqual([['POST', '/agent/v0/an-us/sessions', { json: { customerId: 'p-1' } }]]);

    const none = client({ session: null });
    expect(await new KyAgentGateway(none, aSite()).currentSession()).toEqual({ ok: true, value: null });
    expect(await new KyAgentGateway(none, aSite()).endSession()).toEqual({ ok: true, value: null });
    expect(await new KyAgentGateway(none, aSite()).startSession('p-1')).toMatchObject({ ok: false, error: { code: 'AGENT.UNAVAILABLE' } });
    expect(none.calls.map((c) => [c[0], c[1]])).toEqual([
      ['GET', '/agent/v0/an-us/sessions/current'],
      ['DELETE', '/agent/v0/an-us/sessions/current'],
      ['POST', '/agent/v0/an-us/sessions'],
    ]);

    const entry = { entryId: 1, agentId: 'a', customerId: null, customerName: null, action: 'CUSTOMER_SEARCH', occurredAt: 9, details: { query: 'sa', results: 1 } };
    const audit = client({ entries: [entry] });
    expect(await new KyAgentGateway(audit, aSite()).audit(3)).toEqual({ ok: true, value: [entry] });
    expect(audit.calls).toEqual([['GET', '/agent/v0/an-us/audit', { searchParams: { limit: 3 } }]]);
  });

  it('maps refusals and faults to AGENT codes', async () => {
    expect(await new KyAgentGateway(client(httpError(403, 'SCOPE_REQUIRED')), aSite()).audit()).toMatchObject({ ok: false, error: { code: 'AGENT.SCOPE_REQUIRED', details: { status: 403 } } });
    expect(agentFailure(httpError(404, 'CUSTOMER_NOT_FOUND')).code).toBe('AGENT.CUSTOMER_NOT_FOUND');
    expect(agentFailure(httpError(400, 'INVALID_REQUEST')).code).toBe('AGENT.QUERY_TOO_SHORT');
    expect(agentFailure(httpError(500, 'INTERNAL_ERROR')).code).toBe('AGENT.UNAVAILABLE');
    expect(agentFailure(httpError(0, 'Network Error', 'network')).code).toBe('AGENT.UNAVAILABLE');
    expect(() => agentFailure(new TypeError('bug'))).toThrow('bug');
  });
});
