import { describe, expect, it, vi } from 'vitest';
import {
  domainError,
  err,
  loadPreferences,
  loadProfileAndPreferences,
  ok,
  preferenceSeed,
  PreferencesConflictError,
  PROFILE_LOG_MESSAGES,
  type Preferences,
  type Profile,
  type ProfileGateway,
} from '@vitrine/core';
import { SAMPLE_PROFILE } from '@vitrine/core/testing';
import { aLogger } from '../../mothers/core/fakes.js';

const site = { language: 'en', country: 'US', currency: 'USD' };
const profile = SAMPLE_PROFILE as unknown as Profile;
const prefs = (global: Partial<Preferences['global']> = {}): Preferences => ({
  global: { ...site, favoriteStores: [], profilePhoto: null, ...global },
  web: { interstitialDeclined: false },
});

function aGateway(overrides: Partial<ProfileGateway> = {}): ProfileGateway {
  return {
    getProfile: vi.fn(async () => profile),
    getPreferences: vi.fn(async () => null),
    createPreferences: vi.fn(async (seed) => ok(prefs(seed))),
    ...overrides,
  } as unknown as ProfileGateway;
}

describe('preference seed (shell §4 preferences)', () => {
  it('takes each value from its cookie when set, otherwise from the site', () => {
    expect(preferenceSeed({ language: 'fr', country: ' ', currency: undefined }, site)).toEqual({ language: 'fr', country: 'US', currency: 'USD' });
    expect(preferenceSeed({}, site)).toEqual(site);
  });
});

describe('loading preferences (shell §4, §8)', () => {
  it('returns existing preferences without creating any', async () => {
    const gateway = aGateway({ getPreferences: vi.fn(async () => prefs({ language: 'de' })) });
    expect(await loadPreferences(gateway, () => site, aLogger())).toEqual(ok(prefs({ language: 'de' })));
    expect(gateway.createPreferences).not.toHaveBeenCalled();
  });

  it('404: creates them from the seed', async () => {
    const gateway = aGateway();
    const seed = { language: 'fr', country: 'CA', currency: 'CAD' };
    expect(await loadPreferences(gateway, () => seed, aLogger())).toEqual(ok(prefs(seed)));
    expect(gateway.createPreferences).toHaveBeenCalledWith(seed);
  });

  it('409: logged and rethrown', async () => {
    const conflict = domainError('PROFILE.PREFERENCES_EXIST', 'exists');
    const logger = aLogger();
    const loading = loadPreferences(aGateway({ createPreferences: vi.fn(async () => err(conflict)) }), () => site, logger);
    await expect(loading).rejects.toEqual(new PreferencesConflictError(conflict));
    await expect(loading).rejects.toMatchObject({ name: 'PreferencesConflictError', error: conflict });
    expect(logger.error).toHaveBeenCalledWith(PROFILE_LOG_MESSAGES.preferencesExist, { code: 'PROFILE.PREFERENCES_EXIST' });
  });

  it('other create failures return the error', async () => {
    const failure = domainError('PROFILE.PREFERENCES_CREATE_FAILED', 'nope', { status: 500 });
    expect(await loadPreferences(aGateway({ createPreferences: vi.fn(async () => err(failure)) }), () => site, aLogger())).toEqual(err(failure));
  });
});

describe('loading the profile (shell §8: failed loads are logged, the app continues)', () => {
  it('gives the profile (asked with loyalty and privacy info) and its preferences', async () => {
    const gateway = aGateway();
    expect(await loadProfileAndPreferences(gateway, () => site, aLogger())).toEqual({ profile, preferences: prefs() });
    expect(gateway.getProfile).toHaveBeenCalledWith({ loyalty: true, privacyInfo: true });
  });

  it('keeps the profile when the preferences cannot be created, logging why once', async () => {
    const logger = aLogger();
    const failure = domainError('PROFILE.PREFERENCES_CREATE_FAILED', 'nope', { status: 500 });
    expect(await loadProfileAndPreferences(aGateway({ createPreferences: vi.fn(async () => err(failure)) }), () => site, logger)).toEqual({ profile, preferences: null });
    expect(logger.error).toHaveBeenCalledWith(PROFILE_LOG_MESSAGES.preferencesNotCreated, { code: 'PROFILE.PREFERENCES_CREATE_FAILED', status: 500 });

    const conflictLogger = aLogger();
    const conflict = aGateway({ createPreferences: vi.fn(async () => err(domainError('PROFILE.PREFERENCES_EXIST', 'exists'))) });
    expect(await loadProfileAndPreferences(conflict, () => site, conflictLogger)).toEqual({ profile, preferences: null });
    expect(conflictLogger.error).toHaveBeenCalledTimes(1);

    const faultLogger = aLogger();
    const fault = aGateway({ getPreferences: vi.fn(async () => Promise.reject(new Error('Network Error'))) });
    expect(await loadProfileAndPreferences(fault, () => site, faultLogger)).toEqual({ profile, preferences: null });
    expect(faultLogger.error).toHaveBeenCalledWith(PROFILE_LOG_MESSAGES.preferencesNotLoaded, { error: 'Error: Network Error' });
  });

  it('rejects when the profile itself cannot be read', async () => {
    await expect(loadProfileAndPreferences(aGateway({ getProfile: vi.fn(async () => Promise.reject(new Error('503'))) }), () => site, aLogger())).rejects.toThrow('503');
  });
});
