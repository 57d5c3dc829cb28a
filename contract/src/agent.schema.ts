import { z } from 'zod';

/**
 * Call-centre agent tools (shell-and-account.md §1 "Call-centre agents can use the storefront to
 * check out for customers", §6 "call centre" scope; decisions 0370-0372): customer search, acting
 * for a customer (their cart bound to the agent's token) and the agent's audit log. Every call needs
 * a CALL_CENTER token: a guest or customer gets 403 SCOPE_REQUIRED (`details.requiredScope`
 * CALL_CENTER). Each export is a zod schema and the type inferred from it under the same name
 * (decision 0125).
 */

/** Most customers one search answers. */
export const AGENT_SEARCH_MAX_RESULTS = 25;

/**
 * Query of GET /agent/v0/{siteId}/customers: `q` (2-100 characters after trimming) matched as a
 * case-insensitive part of the e-mail, the first, last or full name, or the phone digits; `limit`
 * 1-25 (default 10).
 */
export const AgentCustomerSearchQueryDto = z.object({
  q: z.string().trim().min(2, 'q must have 2 to 100 characters').max(100, 'q must have 2 to 100 characters'),
  limit: z.coerce.number().int('limit must be a whole number from 1 to 25').min(1, 'limit must be a whole number from 1 to 25').max(AGENT_SEARCH_MAX_RESULTS, 'limit must be a whole number from 1 to 25').optional(),
});
export type AgentCustomerSearchQueryDto = z.infer<typeof AgentCustomerSearchQueryDto>;

/** One customer an agent may act for: profile id, names, e-mail, phone (digits) or null. */
export const AgentCustomerDto = z.object({
  customerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type AgentCustomerDto = z.infer<typeof AgentCustomerDto>;

/** Answer of GET /agent/v0/{siteId}/customers: matches ordered by last name, first name, e-mail. */
export const AgentCustomerSearchResponseDto = z.object({ query: z.string(), customers: z.array(AgentCustomerDto) });
export type AgentCustomerSearchResponseDto = z.infer<typeof AgentCustomerSearchResponseDto>;

/** Body of POST /agent/v0/{siteId}/sessions: the customer to act for (404 CUSTOMER_NOT_FOUND otherwise). */
export const AgentSessionRequestDto = z.object({ customerId: z.string().min(1) });
export type AgentSessionRequestDto = z.infer<typeof AgentSessionRequestDto>;

/**
 * The agent's acting session (answer of POST …/sessions, GET and DELETE …/sessions/current): the
 * customer the token acts for, with the instant it started (epoch ms), or null when it acts for nobody.
 */
export const AgentSessionDto = z.object({
  session: z.object({ customer: AgentCustomerDto, startedAt: z.number() }).nullable(),
});
export type AgentSessionDto = z.infer<typeof AgentSessionDto>;

/** The agent actions the audit log records (decision 0372). */
export const AgentAuditAction = z.enum(['CUSTOMER_SEARCH', 'SESSION_START', 'SESSION_END', 'CART_WRITE', 'ORDER_PLACED', 'CHECKOUT_WRITE']);
export type AgentAuditAction = z.infer<typeof AgentAuditAction>;

/** One audit row: who did what for whom, when (epoch ms), with the action's details (query, method and path, order number). */
export const AgentAuditEntryDto = z.object({
  entryId: z.number(),
  agentId: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  action: AgentAuditAction,
  occurredAt: z.number(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AgentAuditEntryDto = z.infer<typeof AgentAuditEntryDto>;

/** Query of GET /agent/v0/{siteId}/audit: `limit` 1-100 (default 20), newest first. */
export const AgentAuditQueryDto = z.object({
  limit: z.coerce.number().int('limit must be a whole number from 1 to 100').min(1, 'limit must be a whole number from 1 to 100').max(100, 'limit must be a whole number from 1 to 100').optional(),
});
export type AgentAuditQueryDto = z.infer<typeof AgentAuditQueryDto>;

/** Answer of GET /agent/v0/{siteId}/audit: the signed-in agent's own entries, newest first. */
export const AgentAuditResponseDto = z.object({ entries: z.array(AgentAuditEntryDto) });
export type AgentAuditResponseDto = z.infer<typeof AgentAuditResponseDto>;
