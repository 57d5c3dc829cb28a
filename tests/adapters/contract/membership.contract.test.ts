import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthGateway, DeliveryPassGateway, MembershipGateway, ProfileGateway, SiteConfigurationGateway } from '@vitrine/core';
import { BACKENDS, PASSWORD, type BackendClient, type ContractBackend } from './support/backends.js';

/**
 * Contract: MembershipGateway and DeliveryPassGateway, written once and run against the sandbox
 * (the ky gateways over real HTTP) and the in-memory back end (shell-and-account.md §2, §3
 * "Profile", §6; shopping.md §3; decisions 0147, 0260, 0261).
 */

describe.each(BACKENDS)('membership and delivery pass contract (%s)', (_name, startBackend) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(async () => backend?.close());

  const accounts = () =>
    backend.name === 'sandbox'
      ? { member: 'james.patel@example.com', joiner: 'lucas.garcia@example.com', passHolder: 'ava.clark@example.com' }
      : { member: 'roni_cost@example.com', joiner: 'sarah.johnson@example.com', passHolder: 'sarah.johnson@example.com' };
  const signedIn = async (email: string): Promise<BackendClient> => {
    const client = backend.client();
    const answer = await client.get(AuthGateway).signIn(email, PASSWORD);
    expect(answer.ok).toBe(true);
    return client;
  };

  it('the configuration carries the membership groups and the delivery-pass offer', async () => {
    const config = await backend.client().get(SiteConfigurationGateway).getConfiguration();
    expect(config.membershipGroups?.map((g) => [g.name, g.newEnrollmentClosed])).toEqual([
      ['WHOLESALE', true],
      ['MARKET_A', false],
      ['MARKET_B', false],
    ]);
    expect(config.deliveryPassMembership).toEqual({ billingCountries: ['US'], annualFee: { amount: 4900, currency: 'USD' } });
  });

  it('a renewal-eligible member renews once; a wrong member id is not found; a second renewal is refused', async () => {
    const client = await signedIn(accounts().member);
    const profile = await client.get(ProfileGateway).getProfile();
    expect(profile).toMatchObject({ membership: { group: 'WHOLESALE', expirationDate: '2026-12-31' }, membershipRenewalEligible: true });
    const membership = client.get(MembershipGateway);
    expect(await membership.renew('WS0000000-nope')).toMatchObject({ ok: false, error: { code: 'MEMBERSHIP.NOT_FOUND' } });
    const renewed = await membership.renew(profile.membership!.memberId);
    // A year on from the later of the seeded expiry and today (UTC).
    const from = new Date(Math.max(Date.parse('2026-12-31T00:00:00Z'), Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)));
    const expiry = `${from.getUTCFullYear() + 1}${from.toISOString().slice(4, 10)}`;
    expect(renewed).toEqual({ ok: true, value: { membership: { ...profile.membership, expirationDate: expiry }, membershipRenewalEligible: false } });
    expect(await membership.renew(profile.membership!.memberId)).toMatchObject({ ok: false, error: { code: 'MEMBERSHIP.RENEWAL_NOT_ELIGIBLE' } });
    expect((await client.get(ProfileGateway).getProfile()).membershipRenewalEligible).toBe(false);
  });

  it('joining: a closed group, an unknown group refused; an open group joined once; a guest must sign in', async () => {
    const guest = backend.client();
    expect(await guest.get(MembershipGateway).join('MARKET_A')).toMatchObject({ ok: false, error: { code: 'MEMBERSHIP.SIGN_IN_REQUIRED' } });
    const membership = (await signedIn(accounts().joiner)).get(MembershipGateway);
    expect(await membership.join('WHOLESALE')).toMatchObject({ ok: false, error: { code: 'MEMBERSHIP.ENROLLMENT_CLOSED' } });
    expect(await membership.join('MARKET_Z')).toMatchObject({ ok: false, error: { code: 'MEMBERSHIP.GROUP_NOT_FOUND' } });
    const joined = await membership.join('MARKET_B');
    expect(joined).toMatchObject({ ok: true, value: { membership: { group: 'MARKET_B', memberId: expect.stringMatching(/^MB\d{7}$/), type: 'ANNUAL' }, membershipRenewalEligible: false } });
    expect(await membership.join('MARKET_A')).toMatchObject({ ok: false, error: { code: 'MEMBERSHIP.ALREADY_MEMBER' } });
  });

  it('the delivery pass: none at first, a country the site does not bill refused, enrolled once, read back, the profile flag set', async () => {
    const client = await signedIn(accounts().passHolder);
    const pass = client.get(DeliveryPassGateway);
    expect(await pass.get()).toEqual({ ok: true, value: null });
    expect(await pass.enroll('FR')).toMatchObject({ ok: false, error: { code: 'DELIVERY_PASS.INVALID_REQUEST', details: { fields: ['billingCountry'] } } });
    const enrolled = await pass.enroll('US');
    expect(enrolled).toMatchObject({
      ok: true,
      value: { passId: expect.stringMatching(/^DP\d{9}$/), status: 'ACTIVE', billingCountry: 'US', annualFee: { amount: 4900, currency: 'USD' }, benefits: ['FREE_STANDARD_SHIPPING', 'FREE_EXPRESS_UPGRADE', 'EARLY_ACCESS'] },
    });
    if (!enrolled.ok) throw new Error('not enrolled');
    expect(Date.parse(enrolled.value.renewalDate) - Date.parse(enrolled.value.startDate)).toBeGreaterThanOrEqual(365 * 86_400_000);
    expect(await pass.get()).toEqual({ ok: true, value: enrolled.value });
    expect(await pass.enroll('US')).toMatchObject({ ok: false, error: { code: 'DELIVERY_PASS.ALREADY_MEMBER' } });
    expect((await client.get(ProfileGateway).getProfile()).deliveryPassMember).toBe(true);
  });
});
