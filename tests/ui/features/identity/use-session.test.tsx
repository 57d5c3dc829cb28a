import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryLoyalty, InMemoryProfile } from '@vitrine/adapters/in-memory';
import { domainError, err, type DeliveryPassGateway } from '@vitrine/core';
import { SessionActor } from '../../../../ui/src/features/identity';
import { aSiteConfiguration } from '../../../mothers/index';
import { DEMO_PASSWORD, renderIdentityApp, SARAH } from './identity-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/**
 * Pages that read the shopper's data in an effect (useOnSignIn) read it again after a sign-in when
 * they hold a refusal (shell-and-account.md §4 "Access guard": "On login success the route
 * proceeds"; decision 0296), as refused route loaders do (decision 0286): the account pages of
 * useAccountLoad, the loyalty page and the delivery pass. The server refuses the first read (a
 * revoked token while the client still believes it is signed in).
 */

const membershipConfig = aSiteConfiguration({ membershipGroups: [{ name: 'MARKET_A', newEnrollmentClosed: false, postalCodes: ['10001-14999'] }] });

afterEach(() => {
  vi.restoreAllMocks();
});

/** Signs SARAH in again as the login dialog does: a new session for the session actor. */
async function signInAgain(app: Awaited<ReturnType<typeof renderIdentityApp>>): Promise<void> {
  const signedIn = await app.auth.signIn(SARAH.email, DEMO_PASSWORD);
  if (!signedIn.ok) throw new Error(signedIn.error.code);
  act(() => app.services.get(SessionActor).send({ type: 'session.authenticated', session: signedIn.value }));
}

describe('effect-loaded pages after a sign-in (decision 0296)', () => {
  it('/account/membership (useAccountLoad), refused, shows the membership once the shopper signed in again; a lapsed step-up alone does not read again', async () => {
    const state = { refused: true };
    const original = InMemoryProfile.prototype.getProfile;
    // The server refuses the token: every profile read fails until the shopper signed in again.
    const reads = vi.spyOn(InMemoryProfile.prototype, 'getProfile').mockImplementation(function (this: InMemoryProfile, options) {
      return state.refused ? Promise.reject(new Error('401 TOKEN_INVALID')) : original.call(this, options);
    });
    const app = await renderIdentityApp('/account/membership', { signedInAs: SARAH.email, config: membershipConfig });
    expect(await screen.findByText("We couldn't load this information just now. Please reload the page to try again.")).not.toBeNull();
    const session = app.services.get(SessionActor);
    await waitFor(() => expect(session.getSnapshot().context.profileReady).toBe(true));
    const refusedReads = reads.mock.calls.length;
    act(() => session.send({ type: 'session.stepUpLapsed' }));
    await act(async () => undefined);
    expect(reads.mock.calls.length).toBe(refusedReads);
    expect(screen.getByText("We couldn't load this information just now. Please reload the page to try again.")).not.toBeNull();

    state.refused = false;
    await signInAgain(app);
    expect(await screen.findByText('You are not part of a membership program.')).not.toBeNull();
    expect(screen.queryByText(/We couldn't load this information/)).toBeNull();
    expect(app.location()).toBe('/account/membership');
  });

  it('/account/loyalty, refused, shows the loyalty account once the shopper signed in again', async () => {
    const state = { refused: true };
    const original = InMemoryLoyalty.prototype.getProfile;
    const reads = vi.spyOn(InMemoryLoyalty.prototype, 'getProfile').mockImplementation(function (this: InMemoryLoyalty) {
      if (state.refused) return Promise.resolve(err(domainError('SCOPE_REQUIRED', 'A registered token is required', { requiredScope: 'REGISTERED', status: 403 })));
      return original.call(this);
    });
    const app = await renderIdentityApp('/account/loyalty', { signedInAs: SARAH.email });
    expect(await screen.findByText("We couldn't load your points and rewards just now. Please reload the page to try again.")).not.toBeNull();
    expect(reads).toHaveBeenCalledTimes(1);

    state.refused = false;
    await signInAgain(app);
    // Sarah is the fake's demo member: her points account shows.
    expect(await screen.findByRole('figure', { name: 'Points' })).not.toBeNull();
    expect(screen.queryByText(/We couldn't load your points/)).toBeNull();
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('/delivery-pass-details, refused, shows the invitation once the shopper signed in again; once loaded, a sign-in reads nothing again', async () => {
    const state = { refused: true };
    const pass: DeliveryPassGateway = {
      get: vi.fn(async () => (state.refused ? err(domainError('DELIVERY_PASS.SIGN_IN_REQUIRED', 'Sign in', { requiredScope: 'REGISTERED' })) : { ok: true as const, value: null })),
      enroll: async () => err(domainError('DELIVERY_PASS.UNAVAILABLE', 'x')),
    };
    const config = aSiteConfiguration({ deliveryPassMembership: { billingCountries: ['US'], annualFee: { amount: 4900, currency: 'USD' } } });
    const app = await renderIdentityApp('/delivery-pass-details', { signedInAs: SARAH.email, config, replace: { deliveryPass: pass } });
    expect(await screen.findByText("We couldn't load your delivery pass just now. Please reload the page to try again.")).not.toBeNull();

    state.refused = false;
    await signInAgain(app);
    await waitFor(() => expect(screen.queryByText(/We couldn't load your delivery pass/)).toBeNull());
    expect(await screen.findByRole('link', { name: /delivery pass/i })).not.toBeNull();
    expect(pass.get).toHaveBeenCalledTimes(2);

    // A loaded page keeps what it has: a later sign-in (a step-up for a write, say) reads nothing
    // again, so no older read can overtake a write's answer.
    await signInAgain(app);
    await act(async () => undefined);
    expect(pass.get).toHaveBeenCalledTimes(2);
  });
});
