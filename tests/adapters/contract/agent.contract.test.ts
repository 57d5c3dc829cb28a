import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTING_FOR_COOKIE, actingForOf, AgentGateway, AuthGateway, CartGateway, findCustomers } from '@vitrine/core';
import { BACKENDS, PASSWORD, type BackendClient, type ContractBackend } from './support/backends.js';

/**
 * Contract: AgentGateway, written once and run against the sandbox (KyAgentGateway over real HTTP)
 * and the in-memory back end (shell-and-account.md §1, §6; decisions 0370-0372): search, refusal of
 * customers and guests, a session binding the customer's cart, its end, the audit log.
 */

describe.each(BACKENDS)('agent tools contract (%s)', (_name, startBackend) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(async () => backend?.close());

  const customerEmail = () => (backend.name === 'sandbox' ? 'william.davis@example.com' : 'roni_cost@example.com');
  const signedIn = async (email: string): Promise<BackendClient> => {
    const client = backend.client();
    expect((await client.get(AuthGateway).signIn(email, PASSWORD)).ok).toBe(true);
    return client;
  };

  it('refuses a guest and a customer with AGENT.SCOPE_REQUIRED', async () => {
    const guest = backend.client();
    expect(await guest.get(AgentGateway).currentSession()).toMatchObject({ ok: false, error: { code: 'AGENT.SCOPE_REQUIRED' } });
    const customer = await signedIn(customerEmail());
    expect(await customer.get(AgentGateway).searchCustomers(customerEmail())).toMatchObject({ ok: false, error: { code: 'AGENT.SCOPE_REQUIRED' } });
    expect(await customer.get(AgentGateway).audit()).toMatchObject({ ok: false, error: { code: 'AGENT.SCOPE_REQUIRED' } });
  });

  it("finds a customer by e-mail, acts for them on their cart, ends, and the audit log shows it", async () => {
    const { inStock } = await backend.samples();
    const agent = await signedIn(backend.facts.checkout.agent);
    const gateway = agent.get(AgentGateway);
    const found = await findCustomers(gateway, customerEmail().slice(0, 8).toUpperCase());
    expect(found.ok).toBe(true);
    const customer = found.ok ? found.value.find((c) => c.email === customerEmail()) : undefined;
    expect(customer).toBeDefined();
    expect(await gateway.startSession('nobody-at-all')).toMatchObject({ ok: false, error: { code: 'AGENT.CUSTOMER_NOT_FOUND' } });

    const started = await gateway.startSession(customer!.customerId);
    expect(started).toMatchObject({ ok: true, value: { customer: { customerId: customer!.customerId, email: customerEmail() } } });
    expect(actingForOf(agent.cookies.get(ACTING_FOR_COOKIE))).toEqual({ customerId: customer!.customerId, firstName: customer!.firstName, lastName: customer!.lastName, email: customer!.email });
    expect(await gateway.currentSession()).toMatchObject({ ok: true, value: { customer: { customerId: customer!.customerId } } });
    const added = await agent.get(CartGateway).addItem({ productId: inStock.product.productId, skuId: inStock.sku.skuId, poolId: backend.facts.poolId, quantity: 1 });
    expect(added.ok).toBe(true);

    expect(await gateway.endSession()).toEqual({ ok: true, value: null });
    expect(actingForOf(agent.cookies.get(ACTING_FOR_COOKIE))).toBeNull();
    expect(await gateway.currentSession()).toEqual({ ok: true, value: null });
    // The agent's own cart is back (without the line); the customer finds the line in theirs.
    expect((await agent.get(CartGateway).getCart()).lines.some((l) => l.skuId === inStock.sku.skuId)).toBe(false);
    const audit = await gateway.audit(10);

    expect(audit.ok).toBe(true);
    const actions = audit.ok ? audit.value.map((e) => e.action) : [];
    expect(actions.slice(0, 1)).toEqual(['SESSION_END']);
    expect(actions).toContain('SESSION_START');
    expect(actions).toContain('CUSTOMER_SEARCH');
    if (backend.name === 'sandbox') expect(actions.slice(0, 3)).toEqual(['SESSION_END', 'CART_WRITE', 'SESSION_START']);

    expect((await agent.get(AuthGateway).signIn(customerEmail(), PASSWORD)).ok).toBe(true);
    expect((await agent.get(CartGateway).getCart()).lines.some((l) => l.skuId === inStock.sku.skuId)).toBe(true);
  });
});
