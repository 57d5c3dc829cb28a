import { describe, expect, it } from 'vitest';
import { claimsModel, claimsRoutes, returnsModel, sequencePath, type MachinePath } from '@vitrine/core/testing';
import { arrangementsAfter, callerOf, isActorRequest, isAftercareRequest, navigationUrl, realLineId, UNKNOWN, type RealValues } from '../../e2e/qa/aftercare-plan.js';

/** How the aftercare QA browser driver arranges each answer and opens each URL (e2e/qa/aftercare-plan.ts; docs/qa.md). */
describe('aftercare QA plan', () => {
  const real: RealValues = { siteId: 'an-us', orderNumber: 'VT-2026-001000', postalCode: '98101', returnNumber: 'RT-2026-000007', claimNumber: null };
  const indexOf = (path: MachinePath, type: string, from = 0) => path.steps.findIndex((step, index) => index >= from && step.event.type === type);

  it('answers a lost create with a 500 from the fault switch on the create call, and a later success from the server', () => {
    const path = sequencePath(returnsModel, 'failedSubmitKeepsChoices');
    const first = indexOf(path, 'return.submit');
    expect(arrangementsAfter(path, first, real)).toEqual([{ kind: 'fault', request: { method: 'POST', path: '/order/v0/an-us/returns' } }]);
    expect(arrangementsAfter(path, indexOf(path, 'return.submit', first + 1), real)).toEqual([{ kind: 'server' }]);
  });

  it('sends an unknown order number for a not-found of the order the URL names, then lets the server list the orders', () => {
    const path = sequencePath(returnsModel, 'unknownOrderInUrl');
    expect(arrangementsAfter(path, 0, real)).toEqual([{ kind: 'unknown-number' }, { kind: 'server' }]);
  });

  it('lapses the step-up for SIGN_IN_REQUIRED and answers in the browser a refusal the sandbox does not give to that call', () => {
    const base = sequencePath(returnsModel, 'happyPath');
    const choose = indexOf(base, 'order.choose');
    const answeredWith = (code: string): MachinePath => ({
      ...base,
      steps: [...base.steps.slice(0, choose + 1), { event: { type: 'xstate.done.actor.chooseOrder', output: { ok: false, error: { code, message: 'x' } } }, expectedState: 'order.choosing' }],
    });
    expect(arrangementsAfter(answeredWith('AFTERCARE.SIGN_IN_REQUIRED'), choose, real)).toEqual([{ kind: 'lapse' }]);
    expect(arrangementsAfter(answeredWith('AFTERCARE.NOT_ELIGIBLE'), choose, real)).toEqual([{ kind: 'intercept', actor: 'chooseOrder', status: 409, code: 'NOT_ELIGIBLE' }]);
  });

  it('opens the flow root for the first step and puts the real order number and postal code in the query', () => {
    expect(navigationUrl('claims', claimsRoutes.typeWithZip, real, false)).toBe(`/claims?orderNumber=${real.orderNumber}&customerZipCode=${real.postalCode}`);
    expect(navigationUrl('claims', claimsRoutes.selectOrder, real, true)).toBe(`/claims/select?claimType=DAMAGED&orderNumber=${UNKNOWN.orderNumber}`);
    expect(navigationUrl('claims', claimsRoutes.confirmationWithoutNumber, real, false)).toBe('/claims/confirmation');
    // No claim was made before the path: a confirmation read goes to a number no claim has.
    expect(navigationUrl('claims', claimsRoutes.confirmation, real, false)).toBe(`/claims/confirmation?claimNumber=${UNKNOWN.claimNumber}`);
    const returnsConfirmation = sequencePath(returnsModel, 'refreshOnConfirmation').steps[0]!.event;
    expect(navigationUrl('returns', returnsConfirmation, real, false)).toBe(`/returns/confirmation?returnNumber=${real.returnNumber}`);
  });

  it('tells which actor made a request, so each held call waits for its own answer step', () => {
    expect(isActorRequest('getReturn', 'GET', '/order/v0/an-us/returns/RT-2026-000007')).toBe(true);
    expect(isActorRequest('getReturn', 'GET', '/order/v0/an-us/returns/eligible-orders')).toBe(false);
    expect(isActorRequest('listEligibleOrders', 'GET', '/order/v0/an-us/returns/eligible-orders')).toBe(true);
    expect(isActorRequest('createReturn', 'GET', '/order/v0/an-us/returns')).toBe(false);
    expect(isActorRequest('getClaimMethods', 'GET', '/order/v0/an-us/orders/VT-2026-999999/return-methods')).toBe(true);
    expect(isAftercareRequest('GET', '/order/v0/an-us/orders')).toBe(false);
  });

  it('finds the event that made the call an answer settles, past the answers before it', () => {
    const path = sequencePath(returnsModel, 'unknownOrderInUrl');
    expect([callerOf(path, 1), callerOf(path, 2)]).toEqual(['route.entered', 'route.entered']);
  });

  it('maps a sample line to the line at the same position of the real order', () => {
    const select = sequencePath(claimsModel, 'happyPath').steps.find((step) => step.event.type === 'select.submit')!.event;
    const [line] = select['lines'] as { lineId: string }[];
    expect(realLineId(line!.lineId, real.orderNumber)).toBe('VT-2026-001000-2');
    expect(() => realLineId('no-position', real.orderNumber)).toThrow('Not a line id');
  });
});
