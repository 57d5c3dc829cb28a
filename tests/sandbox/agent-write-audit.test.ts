import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AGENT, addToCart, inStockSku, signIn, SITE } from './checkout-test-support.js';
import { SandboxHarness } from './sandbox-harness.js';

/**
 * The checkout API's agent audit (decision 0372) reads a token's acting binding only for a
 * call-centre token: a guest's or a customer's cart write, whose scope the guard already found, costs
 * no further statement (decision 0449), and an acting agent's write is audited as before.
 */
describe('agent write audit', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  /** The statements run outside a transaction while `act` runs (the audit's binding read is one). */
  const statementsOf = async (act: () => Promise<unknown>) => {
    const spy = vi.spyOn(h.db, 'query');
    try {
      await act();
      return spy.mock.calls.map(([sql]) => sql);
    } finally {
      spy.mockRestore();
    }
  };
  const bindingRead = (sql: string) => /t\.acting_for_profile_id, t\.acting_since/.test(sql);

  it('reads no acting binding for a guest’s or a customer’s add to cart', async () => {
    const sku = await inStockSku(h.db, 'luma');
    h.clearCookies();
    await h.guest();
    const guest = await statementsOf(() => addToCart(h, [sku]));
    expect(guest.filter(bindingRead)).toEqual([]);
    h.clearCookies();
    await signIn(h, 'sarah.johnson@example.com');
    const customer = await statementsOf(() => addToCart(h, [sku]));
    expect(customer.filter(bindingRead)).toEqual([]);
  });

  it('still reads the binding of a call-centre token and audits its cart write while acting', async () => {
    const [sarah] = await h.db.query<{ profile_id: string }>('select profile_id from customer where email = $1', ['sarah.johnson@example.com']);
    h.clearCookies();
    await signIn(h, AGENT);
    expect((await h.json('POST', `/api/agent/v0/${SITE}/sessions`, { customerId: sarah!.profile_id })).status).toBe(201);
    const sku = await inStockSku(h.db, 'spree');
    const agent = await statementsOf(() => addToCart(h, [sku]));
    expect(agent.filter(bindingRead)).toHaveLength(1);
    const audit = await h.json('GET', `/api/agent/v0/${SITE}/audit?limit=1`);
    expect(audit.body.entries).toEqual([expect.objectContaining({ action: 'CART_WRITE', customerId: sarah!.profile_id, details: { method: 'POST', path: `/api/checkout/v0/${SITE}/carts/items` } })]);
  });
});
