import { AgentAuditQueryDto, AgentCustomerSearchQueryDto, AgentSessionRequestDto, type AgentSessionDto } from '@vitrine/contract';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { auditedWriteOf, auditOf, bindingOf, currentSession, DEFAULT_AUDIT_LIMIT, DEFAULT_SEARCH_LIMIT, endSession, recordAgentAction, searchCustomers, startSession, type AgentPrincipal } from '../../agent/agent-service.js';
import { TOKEN_COOKIE } from '../../auth/auth-cookies.js';
import { authenticate, hashToken } from '../../auth/token-service.js';
import { ApiError } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import type { TokenScopeVariables } from '../route-guards.js';
import { jsonBody, queryOf } from '../request-validation.js';
import { siteContext } from '../site-context.js';

/** Readable cookie naming the customer the agent acts for: JSON { customerId, firstName, lastName } (decision 0371). */
export const ACTING_FOR_COOKIE = 'vitrine_acting_for';

/**
 * The signed-in agent of a request: a CALL_CENTER token. Throws 401 TOKEN_MISSING / TOKEN_INVALID
 * / TOKEN_EXPIRED, and 403 SCOPE_REQUIRED (`details.requiredScope` CALL_CENTER) for a guest or a
 * customer (the store's refusal for a missing scope, docs/identity.md).
 */
export async function requireAgent(deps: ApiDeps, c: Context): Promise<AgentPrincipal> {
  const principal = await authenticate(deps.db, getCookie(c, TOKEN_COOKIE), deps.clock());
  if (principal.scope !== 'CALL_CENTER' || principal.profileId === null) {
    throw new ApiError(403, 'SCOPE_REQUIRED', 'This call needs a CALL_CENTER token', { requiredScope: 'CALL_CENTER' });
  }
  return principal as AgentPrincipal;
}

const agentGuard = (deps: ApiDeps) =>
  createMiddleware<AppEnv & { Variables: { agent: AgentPrincipal } }>(async (c, next) => {
    siteContext(c);
    c.set('agent', await requireAgent(deps, c));
    await next();
  });

/** Sets or clears the acting cookie to match a session answer (for the token's remaining lifetime). */
function sendActingCookie(c: Context, agent: AgentPrincipal, answer: AgentSessionDto, now: number): AgentSessionDto {
  const secure = new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
  if (answer.session === null) {
    deleteCookie(c, ACTING_FOR_COOKIE, { path: '/', secure });
    return answer;
  }
  // The e-mail lets the checkout's customer step start for this customer without asking (decision 0443).
  const { customerId, firstName, lastName, email } = answer.session.customer;
  const maxAge = Math.max(1, Math.floor((agent.expiresAt - now) / 1000));
  setCookie(c, ACTING_FOR_COOKIE, JSON.stringify({ customerId, firstName, lastName, email }), { httpOnly: false, sameSite: 'Lax', path: '/', maxAge, secure });
  return answer;
}

/**
 * Agent tools under /agent/v0/{siteId} (docs/api.md "Call-centre agent tools"; decisions
 * 0370-0372), CALL_CENTER only: GET customers?q&limit (audited CUSTOMER_SEARCH), POST sessions
 * { customerId } (201, SESSION_START), GET sessions/current, DELETE sessions/current
 * (SESSION_END), GET audit?limit (the agent's own entries, newest first).
 */
export function agentRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const agent = agentGuard(deps);
  app.get('/:siteId/customers', agent, queryOf(AgentCustomerSearchQueryDto), async (c) => {
    const { q, limit } = c.req.valid('query');
    const customers = await searchCustomers(deps.db, q, limit ?? DEFAULT_SEARCH_LIMIT);
    await recordAgentAction(deps.db, { agentId: c.var.agent.profileId, customerId: null, action: 'CUSTOMER_SEARCH', details: { query: q, results: customers.length }, now: deps.clock() });
    c.header('Cache-Control', 'no-store');
    return c.json({ query: q, customers });
  });
  app.post('/:siteId/sessions', agent, jsonBody(AgentSessionRequestDto), async (c) => {
    const now = deps.clock();
    const answer = await startSession(deps.db, c.var.agent, c.req.valid('json').customerId, now);
    return c.json(sendActingCookie(c, c.var.agent, answer, now), 201);
  });
  app.get('/:siteId/sessions/current', agent, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await currentSession(deps.db, c.var.agent));
  });
  app.delete('/:siteId/sessions/current', agent, async (c) => {
    const now = deps.clock();
    return c.json(sendActingCookie(c, c.var.agent, await endSession(deps.db, c.var.agent, now), now));
  });
  app.get('/:siteId/audit', agent, queryOf(AgentAuditQueryDto), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ entries: await auditOf(deps.db, c.var.agent.profileId, c.req.valid('query').limit ?? DEFAULT_AUDIT_LIMIT) });
  });
  return app;
}

/**
 * Middleware for the checkout API (mounted on /checkout/*): after a successful write made with an
 * agent's token that acts for a customer, records it in the audit log (CART_WRITE, ORDER_PLACED
 * with the order number, CHECKOUT_WRITE; decision 0372). Other requests pass untouched, and when a
 * guard already found the token's scope and it is not CALL_CENTER (a guest's or a customer's
 * token never acts for anyone), without reading the token's binding (decision 0449).
 */
export const agentWriteAudit = (deps: ApiDeps) =>
  createMiddleware<AppEnv & { Variables: TokenScopeVariables }>(async (c, next) => {
    await next();
    const path = new URL(c.req.url).pathname;
    const action = auditedWriteOf(c.req.method, path);
    const token = getCookie(c, TOKEN_COOKIE);
    const scope = c.get('tokenScope');
    if (action === null || !token || c.res.status >= 400 || (scope !== undefined && scope !== 'CALL_CENTER')) return;
    const binding = await bindingOf(deps.db, hashToken(token));
    if (!binding?.customerId) return;
    const details: Record<string, string | number> = { method: c.req.method, path };
    if (action === 'ORDER_PLACED') {
      const body = (await c.res.clone().json().catch(() => null)) as { orderNumber?: unknown } | null;
      if (typeof body?.orderNumber === 'string') details['orderNumber'] = body.orderNumber;
    }
    await recordAgentAction(deps.db, { agentId: binding.agentId, customerId: binding.customerId, action, details, now: deps.clock() });
  });
