import { describe, expect, it } from 'vitest';
import type { NavigationQuery } from '@vitrine/core';
import { KyNavigationGateway } from '../../../adapters/src/http/ky-navigation-gateway.js';
import { aNavigationResponseDto } from '../../mothers/dto/navigation.dto.mother.js';
import { aNavTree } from '../../mothers/navigation.mother.js';
import { aSite } from '../../mothers/site.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json } from '../support/fetch-stub.js';

const NAV = '/api/catalog/v0/an-us/navigation';

function setup() {
  const h = clientHarness();
  return { ...h, navigation: new KyNavigationGateway(h.http, aSite()) };
}

describe('KyNavigationGateway', () => {
  it('looks up by slug with breadcrumbs and navigation', async () => {
    const { navigation, stub } = setup();
    stub.on('GET', NAV, json(200, aNavigationResponseDto()));
    await expect(navigation.getNavigation({ slug: 'men' })).resolves.toEqual({ ok: true, value: aNavTree() });
    expect(Object.fromEntries(stub.calls[0]!.url.searchParams)).toEqual({ slug: 'men', breadcrumbs: 'true', navigation: 'true' });
  });

  it('looks up by categoryId', async () => {
    const { navigation, stub } = setup();
    stub.on('GET', NAV, json(200, aNavigationResponseDto()));
    await navigation.getNavigation({ categoryId: 'cat-men' });
    expect(Object.fromEntries(stub.calls[0]!.url.searchParams)).toEqual({ categoryId: 'cat-men', breadcrumbs: 'true', navigation: 'true' });
  });

  it("gives NAVIGATION.NOT_FOUND 'No nav tree found for {slug}' on a 404", async () => {
    const { navigation, stub } = setup();
    stub.on('GET', NAV, apiError(404, 'NOT_FOUND', 'No nav tree found for ghost'));
    await expect(navigation.getNavigation({ slug: 'ghost' })).resolves.toEqual({
      ok: false,
      error: { code: 'NAVIGATION.NOT_FOUND', message: 'No nav tree found for ghost', details: { slug: 'ghost' } },
    });
  });

  it.each([{}, { slug: 'a', categoryId: 'b' }, { slug: ' ' }])('refuses %j without a call', async (query) => {
    const { navigation, stub } = setup();
    await expect(navigation.getNavigation(query as NavigationQuery)).resolves.toMatchObject({
      ok: false,
      error: { code: 'NAVIGATION.INVALID_REQUEST', message: 'Navigation lookup needs a slug or a categoryId, but not both' },
    });
    expect(stub.calls).toHaveLength(0);
  });

  it('maps a 400 to INVALID_REQUEST and rethrows other failures', async () => {
    const { navigation, stub } = setup();
    stub.on('GET', NAV, apiError(400, 'INVALID_REQUEST', 'bad'), apiError(503, 'DOWN'));
    await expect(navigation.getNavigation({ slug: 'x' })).resolves.toMatchObject({ ok: false, error: { code: 'NAVIGATION.INVALID_REQUEST', message: 'bad' } });
    await expect(navigation.getNavigation({ slug: 'x' })).rejects.toMatchObject({ status: 503 });
  });
});
