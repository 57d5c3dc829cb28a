import { describe, expect, it } from 'vitest';
import { navigationEchoes } from '../../../../ui/src/features/checkout/navigation-echoes';

describe('navigationEchoes (the router echoing the checkout machine, decision 0115)', () => {
  it('forwards the echo of the newest navigation the machine asked for', () => {
    const echoes = navigationEchoes();
    echoes.emitted('/checkout/payment');
    expect(echoes.shouldForward('/checkout/payment')).toBe(true);
  });

  it('drops the late echo of a replace the machine has moved on from, then forwards the newest', () => {
    const echoes = navigationEchoes();
    echoes.emitted('/checkout/payment');
    echoes.emitted('/checkout/confirmation?orderNumber=VT-2026-000123');
    expect(echoes.shouldForward('/checkout/payment')).toBe(false);
    expect(echoes.shouldForward('/checkout/confirmation?orderNumber=VT-2026-000123')).toBe(true);
  });

  it("forwards the shopper's own navigation and forgets what was pending", () => {
    const echoes = navigationEchoes();
    echoes.emitted('/checkout/payment');
    echoes.emitted('/checkout/confirmation?orderNumber=VT-2026-000123');
    expect(echoes.shouldForward('/checkout/shipping-address')).toBe(true);
    expect(echoes.shouldForward('/checkout/payment')).toBe(true);
  });

  it('compares URLs by path and query, however they are written', () => {
    const echoes = navigationEchoes();
    echoes.emitted('/checkout/confirmation?orderNumber=VT%2D2026');
    echoes.emitted('/checkout/confirmation?orderNumber=VT-2027');
    expect(echoes.shouldForward('http://127.0.0.1/checkout/confirmation?orderNumber=VT%2D2026')).toBe(false);
  });
});
