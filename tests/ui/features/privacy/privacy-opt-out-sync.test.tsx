import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieJar, Logger, PRIVACY_OPT_OUT_COOKIE, ProfileGateway, type Profile, type TokenScope } from '@vitrine/core';
import { InMemoryCookieJar, MemoryLogger } from '@vitrine/adapters/in-memory';
import { createServices, provide, valuesModule } from '../../../../ui/src/di/container';
import { ServicesProvider } from '../../../../ui/src/shared/service-context';

const view: { scope: TokenScope | null; profile: Profile | null } = { scope: null, profile: null };
vi.mock('../../../../ui/src/features/identity', () => ({ useSessionView: () => ({ ...view, profileReady: true, profileFailed: false, busy: false }) }));
const { PrivacyOptOutSync } = await import('../../../../ui/src/features/privacy/privacy-opt-out-sync');

const profileWith = (privacyOptOutLocations: string[]): Profile => ({ profileId: 'p1', privacyLocations: ['US-CA', 'US-CO'], privacyOptOutLocations }) as unknown as Profile;

function setup(patch: (ops: unknown) => Promise<void>) {
  const cookies = new InMemoryCookieJar();
  const logger = new MemoryLogger();
  const patchPreferences = vi.fn(patch);
  const services = createServices(valuesModule([provide(CookieJar, cookies), provide(Logger, logger), provide(ProfileGateway, { patchPreferences } as unknown as ProfileGateway)]));
  const mount = () =>
    render(
      <ServicesProvider services={services}>
        <PrivacyOptOutSync />
      </ServicesProvider>,
    );
  return { cookies, logger, patchPreferences, mount };
}

/** The opt-out sync of a signed-in customer (shell-and-account §4 "Privacy opt-out"; decision 0433). */
describe('PrivacyOptOutSync', () => {
  beforeEach(() => {
    view.scope = 'REGISTERED';
    view.profile = null;
  });

  it('adds the cookie’s opt-outs the profile lacks to the profile, and the profile’s to the cookie', async () => {
    const { cookies, patchPreferences, mount } = setup(async () => undefined);
    cookies.set(PRIVACY_OPT_OUT_COOKIE, 'US-CA');
    view.profile = profileWith(['US-CO']);
    mount();
    await waitFor(() => expect(patchPreferences).toHaveBeenCalledWith([{ op: 'add', path: '/global/privacyOptOutLocations', value: ['US-CA'] }]));
    expect(cookies.get(PRIVACY_OPT_OUT_COOKIE)).toBe('US-CA,US-CO');
  });

  it('calls nothing when both agree, and nothing for guests', async () => {
    const agreed = setup(async () => undefined);
    agreed.cookies.set(PRIVACY_OPT_OUT_COOKIE, 'US-CA');
    view.profile = profileWith(['US-CA']);
    agreed.mount().unmount();
    expect(agreed.patchPreferences).not.toHaveBeenCalled();
    const guest = setup(async () => undefined);
    guest.cookies.set(PRIVACY_OPT_OUT_COOKIE, 'US-CA');
    view.scope = 'GUEST';
    view.profile = profileWith([]);
    guest.mount();
    expect(guest.patchPreferences).not.toHaveBeenCalled();
  });

  it('logs a failed sync as a warning', async () => {
    const { cookies, logger, mount } = setup(async () => {
      throw new Error('503');
    });
    cookies.set(PRIVACY_OPT_OUT_COOKIE, 'US-CO');
    view.profile = profileWith([]);
    mount();
    await waitFor(() => expect(logger.entries).toContainEqual(expect.objectContaining({ level: 'warn', message: 'Privacy opt-out sync failed' })));
  });
});
