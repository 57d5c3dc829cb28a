import { describe, expect, it } from 'vitest';
import { normalizeSession } from '../../../../adapters/src/http/normalizers/session.normalizer.js';
import { normalizeSiteConfiguration } from '../../../../adapters/src/http/normalizers/site-configuration.normalizer.js';
import { aSiteConfigurationDto, aTokenResponseDto } from '../../../mothers/dto/site-configuration.dto.mother.js';
import { aRegisteredSession, aSession } from '../../../mothers/session.mother.js';
import { aSiteConfiguration } from '../../../mothers/site-configuration.mother.js';

describe('normalizeSiteConfiguration', () => {
  it('turns the configuration response into the domain configuration', () => {
    expect(normalizeSiteConfiguration(aSiteConfigurationDto())).toEqual(aSiteConfiguration());
  });
});

describe('normalizeSession', () => {
  it('turns a token response into a session', () => {
    expect(normalizeSession(aTokenResponseDto())).toEqual(aSession());
    expect(normalizeSession(aTokenResponseDto({ scope: 'REGISTERED', profileId: 'profile-1' }))).toEqual(aRegisteredSession());
  });

  it('throws on an unknown scope', () => {
    expect(() => normalizeSession(aTokenResponseDto({ scope: 'ADMIN' }))).toThrow(TypeError);
  });
});
