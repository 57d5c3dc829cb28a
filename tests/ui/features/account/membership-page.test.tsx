import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { domainError, err, MEMBERSHIP_MARKET_COOKIE, type MembershipGateway } from '@vitrine/core';
import { IN_MEMORY_DEMO_ACCOUNTS, profileOfAccount } from '@vitrine/adapters/in-memory';
import { aSiteConfiguration } from '../../../mothers/index';
import { renderIdentityApp, SARAH } from '../identity/identity-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** /account/membership (shell-and-account.md §2, §3 "Profile", §6; decision 0260). */

const config = aSiteConfiguration({
  membershipGroups: [
    { name: 'WHOLESALE', newEnrollmentClosed: true, postalCodes: [] },
    { name: 'MARKET_A', newEnrollmentClosed: false, postalCodes: ['10001-14999'] },
    { name: 'MARKET_B', newEnrollmentClosed: false, postalCodes: ['90001-96199'] },
  ],
});
const sarah = IN_MEMORY_DEMO_ACCOUNTS.find((a) => a.email === SARAH.email)!;
const wholesaleSarah = { ...profileOfAccount(sarah), membership: { group: 'WHOLESALE', memberId: 'WS0000042', expirationDate: '2026-12-31', type: 'ANNUAL' }, membershipRenewalEligible: true };
const unavailable: MembershipGateway = {
  renew: async () => err(domainError('MEMBERSHIP.UNAVAILABLE', 'Internal error', { status: 500 })),
  join: async () => err(domainError('MEMBERSHIP.UNAVAILABLE', 'Internal error', { status: 500 })),
};

describe('the membership page', () => {
  it('shows the membership with a renew call to action that renews for a year; the closed group says so and offers no join', async () => {
    const app = await renderIdentityApp('/account/membership', { signedInAs: SARAH.email, config, profiles: [wholesaleSarah] });
    expect(await screen.findByRole('heading', { name: 'Membership', level: 1 })).not.toBeNull();
    expect(await screen.findByText('WS0000042')).not.toBeNull();
    expect(screen.getByText('December 31, 2026')).not.toBeNull();
    const groups = screen.getByRole('region', { name: 'Membership groups' });
    expect(within(groups).getByText(/Your group/)).not.toBeNull();
    expect(within(groups).queryByRole('button', { name: 'Join WHOLESALE' })).toBeNull();
    expect(within(groups).queryByRole('button', { name: 'Join MARKET_A' })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Renew membership' }));
    expect((await screen.findByText('Your membership was renewed until December 31, 2027.')).getAttribute('role')).toBe('status');
    expect(screen.getByText('December 31, 2027')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Renew membership' })).toBeNull();
  });

  it('a customer without a membership sees the open groups, finds the market by postal code (cookie set) and joins it', async () => {
    const app = await renderIdentityApp('/account/membership', { signedInAs: SARAH.email, config });
    await screen.findByText('You are not part of a membership program.');
    const groups = screen.getByRole('region', { name: 'Membership groups' });
    expect(within(groups).getByText(/Closed to new members/)).not.toBeNull();
    await app.user.type(screen.getByRole('textbox', { name: 'Postal code' }), '90210');
    await app.user.click(screen.getByRole('button', { name: 'Check my market' }));
    expect((await screen.findByText('Postal code 90210 is in the MARKET_B market.')).getAttribute('role')).toBe('status');
    expect(app.cookies.get(MEMBERSHIP_MARKET_COOKIE)).toBe('MARKET_B');
    expect(within(groups).getByText('Your market')).not.toBeNull();
    await app.user.click(within(groups).getByRole('button', { name: 'Join MARKET_B' }));
    expect((await screen.findByText('Welcome to MARKET_B. Your membership is active.')).getAttribute('role')).toBe('status');
    expect(within(groups).queryByRole('button', { name: /^Join/ })).toBeNull();
    expect(screen.getByText('November 22, 2027')).not.toBeNull();
  });

  it('the market comes from the query parameter; a bad postal code keeps what was typed with an error', async () => {
    const app = await renderIdentityApp('/account/membership?membershipMarket=market_a', { signedInAs: SARAH.email, config });
    const groups = await screen.findByRole('region', { name: 'Membership groups' });
    await waitFor(() => expect(within(groups).getAllByText('Your market')).toHaveLength(1));
    expect(within(groups).getByText('Your market').closest('li')?.textContent).toMatch(/MARKET_A/);
    const field = screen.getByRole('textbox', { name: 'Postal code' });
    await app.user.type(field, '9!');
    await app.user.click(screen.getByRole('button', { name: 'Check my market' }));
    expect(await screen.findByText('Enter a postal code of 3 to 10 letters or digits.')).not.toBeNull();
    expect((field as HTMLInputElement).value).toBe('9!');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('a server failure on renew is an alert and changes nothing', async () => {
    const app = await renderIdentityApp('/account/membership', { signedInAs: SARAH.email, config, profiles: [wholesaleSarah], replace: { membership: unavailable } });
    await app.user.click(await screen.findByRole('button', { name: 'Renew membership' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your membership could not be renewed just now. Nothing was changed; please try again.');
    expect(screen.getByText('December 31, 2026')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Renew membership' })).not.toBeNull();
  });
});
