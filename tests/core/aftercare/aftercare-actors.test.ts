import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { claimsActors, claimsMachine, returnsActors, returnsMachine, type ClaimsGateway, type ReturnsGateway } from '@vitrine/core';
import { aftercareSamples } from '@vitrine/core/testing';

const ok = <T>(value: T) => Promise.resolve({ ok: true as const, value });
const s = aftercareSamples;

describe('returnsActors and claimsActors', () => {
  it('call the gateways with the machine inputs', async () => {
    const returns: ReturnsGateway = {
      listEligibleOrders: vi.fn(() => ok([s.SAMPLE_AFTERCARE_ORDER])),
      getEligibleOrder: vi.fn(() => ok(s.SAMPLE_AFTERCARE_ORDER)),
      getReturnMethods: vi.fn(() => ok(s.SAMPLE_RETURN_METHODS)),
      createReturn: vi.fn(() => ok(s.SAMPLE_RETURN)),
      getReturn: vi.fn(() => ok(s.SAMPLE_RETURN)),
    };
    const claims: ClaimsGateway = {
      getClaimableOrder: vi.fn(() => ok(s.SAMPLE_AFTERCARE_ORDER)),
      getClaimMethods: vi.fn(() => ok(s.SAMPLE_CLAIM_METHODS)),
      createClaim: vi.fn(() => ok(s.SAMPLE_CLAIM)),
      getClaim: vi.fn(() => ok(s.SAMPLE_CLAIM)),
    };
    const r = returnsActors(returns);
    const c = claimsActors(claims);
    const run = <T>(logic: Parameters<typeof createActor>[0], input: unknown) => toPromise(createActor(logic, { input } as never).start()) as Promise<T>;
    const order = 'VT-2026-000901';
    const request = { orderNumber: order, lines: [...s.SAMPLE_RETURN_CHOICES], methodId: 'MAIL' as const };
    const access = { orderNumber: order, customerZipCode: '19103' };
    const claim = { ...access, claimType: 'DAMAGED' as const, lines: [{ lineId: 'x', quantity: 1 }], methodId: 'MAIL' as const, details: { description: 'Arrived torn', resolution: 'REFUND' as const } };
    await run(r.listEligibleOrders, undefined);
    await run(r.getEligibleOrder, { orderNumber: order });
    await run(r.getReturnMethods, { orderNumber: order });
    await run(r.createReturn, request);
    await run(r.getReturn, { returnNumber: 'RT-1' });
    await run(c.getClaimableOrder, access);
    await run(c.getClaimMethods, access);
    await run(c.createClaim, claim);
    await run(c.getClaim, { claimNumber: 'CL-1', customerZipCode: null });
    expect(returns.getEligibleOrder).toHaveBeenCalledWith(order);
    expect(returns.getReturnMethods).toHaveBeenCalledWith(order);
    expect(returns.createReturn).toHaveBeenCalledWith(request);
    expect(returns.getReturn).toHaveBeenCalledWith('RT-1');
    expect(claims.getClaimableOrder).toHaveBeenCalledWith(access);
    expect(claims.getClaimMethods).toHaveBeenCalledWith(access);
    expect(claims.createClaim).toHaveBeenCalledWith(claim);
    expect(claims.getClaim).toHaveBeenCalledWith('CL-1', null);
  });

  it('the machines without provided actors fail their loads with a lost connection', async () => {
    const returns = createActor(returnsMachine, { input: { scope: 'AUTHORIZED' } }).start();
    returns.send({ type: 'route.entered', step: 'order', query: {} });
    await vi.waitFor(() => expect(returns.getSnapshot().value).toBe('loadFailed'));
    expect(returns.getSnapshot().context.error?.message).toMatch(/listEligibleOrders actor is not provided/);
    const claims = createActor(claimsMachine, { input: { scope: 'AUTHORIZED' } }).start();
    claims.send({ type: 'route.entered', step: 'select', query: { claimType: 'DAMAGED', orderNumber: 'A' } });
    await vi.waitFor(() => expect(claims.getSnapshot().value).toBe('loadFailed'));
  });
});
