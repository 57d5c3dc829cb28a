import { ACTING_FOR_COOKIE, agentSearchQuery, domainError, err, ok, type AgentAuditAction, type AgentAuditEntry, type AgentCustomer, type AgentError, type AgentGateway, type AgentSession, type Clock, type CookieJar, type Result, type TokenScope } from '@vitrine/core';

/**
 * In-memory AgentGateway (decisions 0370-0372) with the sandbox's rules: CALL_CENTER only
 * (AGENT.SCOPE_REQUIRED otherwise), search on e-mail, names and phone digits (partial,
 * case-insensitive, at most `limit`, default 10), one acting session with the acting cookie set
 * and cleared as the sandbox does, and an audit log of searches, starts and ends, newest first
 * (the sandbox also logs cart and checkout writes, which this fake leaves out). While a session is
 * on, {@link actingForId} names the customer whose in-memory cart the agent uses.
 */
export class InMemoryAgent implements AgentGateway {
  private session: AgentSession | null = null;
  private readonly entries: AgentAuditEntry[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly customers: readonly AgentCustomer[],
    private readonly scope: () => TokenScope | null,
    private readonly agentId: () => string,
    private readonly cookieJar?: CookieJar,
  ) {}

  private refused(): AgentError | null {
    return this.scope() === 'CALL_CENTER' ? null : domainError('AGENT.SCOPE_REQUIRED', 'This call needs a CALL_CENTER token', { requiredScope: 'CALL_CENTER' });
  }

  /** The customer the agent acts for now, or null: the in-memory cart's owner while a session is on (decision 0370). */
  actingForId(): string | null {
    return this.scope() === 'CALL_CENTER' ? (this.session?.customer.customerId ?? null) : null;
  }

  /** Adds an audit entry for the agent (for the session's customer unless `customerId` is given). */
  private record(action: AgentAuditAction, details: AgentAuditEntry['details'], customerId: string | null = this.session?.customer.customerId ?? null): void {
    const customer = this.customers.find((c) => c.customerId === customerId);
    this.entries.push({ entryId: this.entries.length + 1, agentId: this.agentId(), customerId, customerName: customer ? `${customer.firstName} ${customer.lastName}` : null, action, occurredAt: this.clock.now(), details });
  }

  async searchCustomers(query: string, limit = 10): Promise<Result<readonly AgentCustomer[], AgentError>> {
    const refused = this.refused();
    if (refused) return err(refused);
    const checked = agentSearchQuery(query);
    if (!checked.ok) return err(checked.error);
    const text = checked.value.toLowerCase();
    const digits = text.replace(/\D/g, '');
    const found = this.customers
      .filter((c) => [c.email, c.firstName, c.lastName, `${c.firstName} ${c.lastName}`].some((v) => v.toLowerCase().includes(text)) || (digits.length >= 2 && (c.phone ?? '').includes(digits)))
      .slice(0, limit);
    this.record('CUSTOMER_SEARCH', { query: checked.value, results: found.length }, null);
    return ok(found);
  }

  async startSession(customerId: string): Promise<Result<AgentSession, AgentError>> {
    const refused = this.refused();
    if (refused) return err(refused);
    const customer = this.customers.find((c) => c.customerId === customerId);
    if (!customer) return err(domainError('AGENT.CUSTOMER_NOT_FOUND', `No customer with the id ${customerId}`));
    if (this.session && this.session.customer.customerId !== customerId) this.record('SESSION_END', { reason: 'switched' });
    this.session = { customer, startedAt: this.clock.now() };
    this.record('SESSION_START', { email: customer.email });
    this.cookieJar?.set(ACTING_FOR_COOKIE, JSON.stringify({ customerId, firstName: customer.firstName, lastName: customer.lastName, email: customer.email }));
    return ok(this.session);
  }

  async currentSession(): Promise<Result<AgentSession | null, AgentError>> {
    const refused = this.refused();
    return refused ? err(refused) : ok(this.session);
  }

  async endSession(): Promise<Result<null, AgentError>> {
    const refused = this.refused();
    if (refused) return err(refused);
    if (this.session) {
      this.record('SESSION_END', { reason: 'ended' });
      this.session = null;
    }
    this.cookieJar?.remove(ACTING_FOR_COOKIE);
    return ok(null);
  }

  async audit(limit = 20): Promise<Result<readonly AgentAuditEntry[], AgentError>> {
    const refused = this.refused();
    return refused ? err(refused) : ok(this.entries.filter((e) => e.agentId === this.agentId()).slice(-limit).reverse());
  }
}
