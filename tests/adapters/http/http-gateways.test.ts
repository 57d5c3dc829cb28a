import { describe, expect, it } from 'vitest';
import { createHttpGateways } from '../../../adapters/src/http/http-gateways.js';
import { FixedClock, InMemoryConnectivity, MemoryLogger } from '../../../adapters/src/in-memory/index.js';
import { aCartResponseDto } from '../../mothers/dto/cart.dto.mother.js';
import { aTokenResponseDto } from '../../mothers/dto/site-configuration.dto.mother.js';
import { aSite } from '../../mothers/site.mother.js';
import { TEST_BASE_URL } from '../support/client-harness.js';
import { apiError, createFetchStub, json } from '../support/fetch-stub.js';

describe('createHttpGateways', () => {
  it('wires token renewal to a new guest session by default', async () => {
    const stub = createFetchStub()
      .on('GET', '/api/checkout/v0/an-us/carts', apiError(401, 'TOKEN_MISSING'), json(200, aCartResponseDto()))
      .on('POST', '/api/auth/v0/an-us/tokens', json(201, aTokenResponseDto()));
    const gateways = createHttpGateways({
      baseUrl: TEST_BASE_URL,
      site: aSite(),
      clock: new FixedClock(),
      logger: new MemoryLogger(),
      connectivity: new InMemoryConnectivity(),
      fetch: stub.fetch,
    });
    await expect(gateways.cart.getCart()).resolves.toMatchObject({ cartId: 'cart-1' });
    expect(stub.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/checkout/v0/an-us/carts',
      'POST /api/auth/v0/an-us/tokens',
      'GET /api/checkout/v0/an-us/carts',
    ]);
  });

  it('uses a given renewSession (the registered re-auth)', async () => {
    const renewed: string[] = [];
    const stub = createFetchStub().on('GET', '/api/checkout/v0/an-us/carts', apiError(401, 'TOKEN_EXPIRED'), json(200, aCartResponseDto()));
    const gateways = createHttpGateways({
      baseUrl: TEST_BASE_URL,
      site: aSite(),
      clock: new FixedClock(),
      logger: new MemoryLogger(),
      connectivity: new InMemoryConnectivity(),
      fetch: stub.fetch,
      renewSession: async () => void renewed.push('re-auth'),
    });
    await gateways.cart.getCart();
    expect(renewed).toEqual(['re-auth']);
  });
});
