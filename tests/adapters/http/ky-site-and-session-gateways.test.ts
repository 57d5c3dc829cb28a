import { describe, expect, it } from 'vitest';
import { KySessionGateway } from '../../../adapters/src/http/ky-session-gateway.js';
import { KySiteConfigurationGateway } from '../../../adapters/src/http/ky-site-configuration-gateway.js';
import { aSiteConfigurationDto, aTokenResponseDto } from '../../mothers/dto/site-configuration.dto.mother.js';
import { aSession } from '../../mothers/session.mother.js';
import { aSiteConfiguration } from '../../mothers/site-configuration.mother.js';
import { aSite } from '../../mothers/site.mother.js';
import { clientHarness } from '../support/client-harness.js';
import { apiError, json } from '../support/fetch-stub.js';

const CONFIG = '/api/catalog/v0/an-us/configuration';
const TOKENS = '/api/auth/v0/an-us/tokens';

describe('KySiteConfigurationGateway', () => {
  it('loads the configuration once per session, concurrent callers included', async () => {
    const h = clientHarness();
    h.stub.on('GET', CONFIG, json(200, aSiteConfigurationDto()));
    const gateway = new KySiteConfigurationGateway(h.http, aSite());
    const [a, b] = await Promise.all([gateway.getConfiguration(), gateway.getConfiguration()]);
    await expect(gateway.getConfiguration()).resolves.toEqual(aSiteConfiguration());
    expect(a).toBe(b);
    expect(h.stub.calls).toHaveLength(1);
  });

  it('does not cache a failure, and reloads after invalidate()', async () => {
    const h = clientHarness();
    h.stub.on('GET', CONFIG, apiError(503, 'DOWN'), json(200, aSiteConfigurationDto()));
    const gateway = new KySiteConfigurationGateway(h.http, aSite());
    await expect(gateway.getConfiguration()).rejects.toMatchObject({ status: 503 });
    await expect(gateway.getConfiguration()).resolves.toEqual(aSiteConfiguration());
    gateway.invalidate();
    await gateway.getConfiguration();
    expect(h.stub.calls).toHaveLength(3);
  });
});

describe('KySessionGateway', () => {
  it('posts a guest grant and returns the session', async () => {
    const h = clientHarness();
    h.stub.on('POST', TOKENS, json(201, aTokenResponseDto()));
    await expect(new KySessionGateway(h.http, aSite()).createGuestSession()).resolves.toEqual(aSession());
    expect(h.stub.calls[0]!.body).toEqual({ grantType: 'guest' });
  });

  it('never triggers token renewal itself', async () => {
    const h = clientHarness();
    h.stub.on('POST', TOKENS, apiError(401, 'TOKEN_INVALID'));
    await expect(new KySessionGateway(h.http, aSite()).createGuestSession()).rejects.toMatchObject({ status: 401, code: 'TOKEN_INVALID' });
    expect(h.renewals).toBe(0);
    expect(h.stub.calls).toHaveLength(1);
  });
});
