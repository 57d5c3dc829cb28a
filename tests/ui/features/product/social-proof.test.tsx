import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SocialProofGateway } from '@vitrine/core';
import { aProduct } from '../../../mothers/index';
import { renderApp } from '../../render-app';

const HOODIE_PATH = '/shop/chaz-kangeroo-hoodie';
/** The first render loads the lazy route chunks through Vite: slow on a busy machine, so the waits are long. */
const LOADED = { timeout: 20_000 };
const SLOW_TEST_MS = 60_000;

describe('social proof on the product page (shopping.md §7; decision 0320)', () => {
  it("records the shopper's view and says how many people viewed the product in the last hour", async () => {
    const product = aProduct();
    const { services } = renderApp(HOODIE_PATH, { products: [product] });
    const gateway = services.get(SocialProofGateway);
    await gateway.recordEvent(product.productId, 'VIEW', 'someone-else');
    await gateway.recordEvent(product.productId, 'VIEW', 'another-one');
    const status = await screen.findByText('3 people viewed this in the last hour', {}, LOADED);
    expect(status.getAttribute('role')).toBe('status');
    const [proof] = await gateway.getSocialProof([product.productId], 60);
    expect(proof).toEqual({ itemId: product.productId, views: 3, addToCarts: 0 });
  }, SLOW_TEST_MS);

  it('uses the singular for one viewer: the shopper alone', async () => {
    renderApp(HOODIE_PATH, { products: [aProduct()] });
    const status = await screen.findByText('1 person viewed this in the last hour', {}, LOADED);
    expect(status.getAttribute('role')).toBe('status');
  }, SLOW_TEST_MS);
});
