import type { ApiErrorDto } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT, readyForPayment, signIn, SITE, US_ADDRESS } from './checkout-test-support.js';
import { SandboxHarness } from './sandbox-harness.js';

/**
 * Every body and query the sandbox takes is checked against its @vitrine/contract schema
 * (decision 0126): a refused request is 400 INVALID_REQUEST with the decision 0005 body, the
 * failing fields in `details.fields` as dotted paths and each failure in the message; where the
 * spec's catalogue has its own answer (the cart's INVALID_ITEM, ADDRESS_INVALID) that answer stays.
 */
describe('request validation with the contract schemas', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());

  it('refuses a tiles body with the failing paging fields named', async () => {
    const res = await h.json<ApiErrorDto>('POST', `/api/catalog-search-service/v0/${SITE}/tiles/women-tops`, { pageSize: 500, page: 'two' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'INVALID_REQUEST',
      message: 'Invalid request body: pageSize must be a whole number from 1 to 120; page must be a whole number of at least 1',
      details: { fields: ['pageSize', 'page'] },
    });
  });

  it('names nested fields of a search body by their dotted path', async () => {
    const res = await h.json<ApiErrorDto>('POST', `/api/catalog-search-service/v0/${SITE}/products/searches`, { query: 'tank', pageSize: 0, refinements: { colors: 'black' } });
    expect([res.status, res.body.code, res.body.details]).toEqual([400, 'INVALID_REQUEST', { fields: ['pageSize', 'refinements.colors'] }]);
    expect(res.body.message).toContain('refinements.colors: must be a list of strings');
    const unknown = await h.json<ApiErrorDto>('POST', `/api/catalog-search-service/v0/${SITE}/products/searches`, { query: 'tank', refinements: { sizes: ['M'] } });
    expect([unknown.status, unknown.body.details, unknown.body.message]).toEqual([
      400,
      { fields: ['refinements.sizes'] },
      'Invalid request body: refinements.sizes: Unknown refinement sizes; known: subBrands, colors, highlights, attributionProductType',
    ]);
  });

  it('checks query strings too', async () => {
    const res = await h.json<ApiErrorDto>('GET', `/api/catalog-search-service/v0/${SITE}/products/sayt/?query=${'a'.repeat(201)}`);
    expect([res.status, res.body.code, res.body.details]).toEqual([400, 'INVALID_REQUEST', { fields: ['query'] }]);
    const image = await h.json<ApiErrorDto>('GET', '/api/images/luma/m/h/mh01-black_main.jpg?w=wide');
    expect([image.status, image.body]).toEqual([400, { code: 'INVALID_REQUEST', message: 'Invalid request query: w must be a positive whole number of px', details: { fields: ['w'] } }]);
  });

  it('refuses a token request by grant, naming the grant type or the missing credential', async () => {
    const unknown = await h.json<ApiErrorDto>('POST', `/api/auth/v0/${SITE}/tokens`, { grantType: 'magic' });
    expect([unknown.status, unknown.body.code, unknown.body.details]).toEqual([400, 'INVALID_REQUEST', { fields: ['grantType'] }]);
    const noEmail = await h.json<ApiErrorDto>('POST', `/api/auth/v0/${SITE}/tokens`, { grantType: 'password', password: 'secret' });
    expect([noEmail.status, noEmail.body.details, noEmail.body.message]).toEqual([400, { fields: ['email'] }, 'Invalid request body: email is required']);
  });

  it('keeps the cart’s spec answer: INVALID_ITEM with the failing item fields', async () => {
    await h.guest();
    const res = await h.json<ApiErrorDto>('POST', `/api/checkout/v0/${SITE}/carts/items`, { items: [{ productId: 'p', skuId: 's', poolId: 'US_DIRECT', quantity: 1 }, { productId: 'p', skuId: 7, quantity: 0 }] });
    expect([res.status, res.body]).toEqual([400, { code: 'INVALID_ITEM', message: 'Invalid parameters passed to addToCart: skuId, poolId, quantity', details: { fields: ['skuId', 'poolId', 'quantity'], index: 1 } }]);
    const patch = await h.json<ApiErrorDto>('PATCH', `/api/checkout/v0/${SITE}/carts/items/any`, { quantity: 1.5 });
    expect([patch.status, patch.body.details]).toEqual([400, { fields: ['quantity'] }]);
  });

  it('names the operation index and its fields of a PATCH array', async () => {
    await signIn(h);
    const res = await h.json<ApiErrorDto>('PATCH', `/api/profile/v1/${SITE}/me/preferences`, [{ op: 'add', path: '/global', value: {} }, { op: 'remove', path: '/global', value: {} }]);
    expect([res.status, res.body.code, res.body.details]).toEqual([400, 'INVALID_REQUEST', { index: 1, fields: ['op'] }]);
  });

  it('leaves the address contents to the address rules (ADDRESS_INVALID) and refuses a body of the wrong shape', async () => {
    await readyForPayment(h, h.db);
    const both = await h.json<ApiErrorDto>('PUT', `${CURRENT}/shipping-address`, { addressId: 'a1', address: US_ADDRESS });
    expect([both.status, both.body.code, both.body.message]).toEqual([400, 'INVALID_REQUEST', 'Invalid request body: Give exactly one of addressId, address and collectionPointId']);
    const noCity = await h.json<ApiErrorDto>('PUT', `${CURRENT}/shipping-address`, { address: { ...US_ADDRESS, city: undefined } });
    expect([noCity.status, noCity.body.code]).toEqual([400, 'ADDRESS_INVALID']);
    const wrongType = await h.json<ApiErrorDto>('PUT', `${CURRENT}/delivery-method`, { deliveryMethodId: 42 });
    expect([wrongType.status, wrongType.body.code, wrongType.body.details]).toEqual([400, 'INVALID_REQUEST', { fields: ['deliveryMethodId'] }]);
  });
});
