import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryPassDto, DeliveryPassResponseDto, MembershipStatusDto, ProfileDto, SiteConfigurationDto } from '@vitrine/contract';
import { DEMO_PASSWORD } from '../../sandbox/src/auth/password-hasher.js';
import { SandboxHarness } from './sandbox-harness.js';

/**
 * Membership groups and the delivery pass (shell-and-account.md §2, §3 "Profile", §6; shopping.md
 * §3 membershipGroups and deliveryPassMembership; decisions 0260, 0261). The harness clock starts
 * on 2026-01-15; each test moves it a day on (a fresh step-up after signing in).
 */

const BASE = '/api/profile/v0/an-us/me';

describe('membership and delivery pass API', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await SandboxHarness.open();
  });
  afterAll(async () => h?.close());
  beforeEach(() => {
    h.clearCookies();
    h.now += 24 * 60 * 60 * 1000;
  });

  const signIn = (email: string) => h.json('POST', '/api/auth/v0/an-us/tokens', { grantType: 'password', email, password: DEMO_PASSWORD });

  it('the configuration lists the groups (WHOLESALE closed, the US markets open) and the pass billing countries and fee', async () => {
    const us = (await h.json<SiteConfigurationDto>('GET', '/api/catalog/v0/an-us/configuration')).body;
    expect(us.membershipGroups).toEqual([
      { name: 'WHOLESALE', newEnrollmentClosed: true, postalCodes: [] },
      { name: 'MARKET_A', newEnrollmentClosed: false, postalCodes: ['10001-14999'] },
      { name: 'MARKET_B', newEnrollmentClosed: false, postalCodes: ['90001-96199'] },
    ]);
    expect(us.deliveryPassMembership).toEqual({ billingCountries: ['US'], annualFee: { amount: 4900, currency: 'USD' } });
    const fr = (await h.json<SiteConfigurationDto>('GET', '/api/catalog/v0/an-fr/configuration')).body;
    expect(fr.deliveryPassMembership?.billingCountries).toEqual(['FR', 'DE', 'ES', 'IT']);
    expect(fr.membershipGroups?.map((g) => g.name)).toEqual(['WHOLESALE']);
  });

  it('needs a token, and AUTHORIZED for writes (403 SCOPE_REQUIRED for a guest)', async () => {
    expect((await h.json('GET', `${BASE}/delivery-pass`)).body.code).toBe('TOKEN_MISSING');
    await h.guest();
    expect((await h.json('POST', `${BASE}/membership/renewals`, { memberId: 'WS1' })).body).toMatchObject({ code: 'SCOPE_REQUIRED', details: { requiredScope: 'AUTHORIZED' } });
    expect((await h.json('GET', `${BASE}/delivery-pass`)).body).toMatchObject({ code: 'SCOPE_REQUIRED', details: { requiredScope: 'REGISTERED' } });
  });

  it('a renewal-eligible member renews once: a year past the expiry, no longer eligible; the profile shows it', async () => {
    await signIn('james.patel@example.com');
    const me = (await h.json<ProfileDto>('GET', BASE)).body;
    expect(me).toMatchObject({ membership: { group: 'WHOLESALE', expirationDate: '2026-12-31' }, membershipRenewalEligible: true });
    expect((await h.json('POST', `${BASE}/membership/renewals`, { memberId: 'WS0000000' })).body.code).toBe('MEMBERSHIP_NOT_FOUND');
    const renewed = await h.json<MembershipStatusDto>('POST', `${BASE}/membership/renewals`, { memberId: me.membership!.memberId });
    expect(renewed.status).toBe(201);
    expect(renewed.body).toEqual({ membership: { ...me.membership, expirationDate: '2027-12-31' }, membershipRenewalEligible: false });
    expect((await h.json<ProfileDto>('GET', BASE)).body).toMatchObject({ membership: { expirationDate: '2027-12-31' }, membershipRenewalEligible: false });
    const again = await h.json('POST', `${BASE}/membership/renewals`, { memberId: me.membership!.memberId });
    expect([again.status, again.body.code]).toEqual([409, 'MEMBERSHIP_RENEWAL_NOT_ELIGIBLE']);
  });

  it('a customer without a membership joins an open group for a year; closed, unknown and second groups are refused', async () => {
    await signIn('lucas.garcia@example.com');
    expect((await h.json('POST', `${BASE}/membership/enrollments`, { group: 'WHOLESALE' })).body.code).toBe('MEMBERSHIP_ENROLLMENT_CLOSED');
    expect((await h.json('POST', `${BASE}/membership/enrollments`, { group: 'MARKET_Z' })).status).toBe(404);
    expect((await h.json('POST', `${BASE}/membership/enrollments`, {})).body).toMatchObject({ code: 'INVALID_REQUEST', details: { fields: ['group'] } });
    const joined = await h.json<MembershipStatusDto>('POST', `${BASE}/membership/enrollments`, { group: 'market_a' });
    expect(joined.status).toBe(201);
    const expiry = new Date(h.now + 0).toISOString().slice(0, 10).replace(/^2026/, '2027');
    expect(joined.body).toEqual({ membership: { group: 'MARKET_A', memberId: expect.stringMatching(/^MB\d{7}$/), expirationDate: expiry, type: 'ANNUAL' }, membershipRenewalEligible: false });
    expect((await h.json('POST', `${BASE}/membership/enrollments`, { group: 'MARKET_B' })).body.code).toBe('MEMBERSHIP_ALREADY_MEMBER');
  });

  it('the delivery pass: none at first, enrolls with a billing country of the site (kept), a second time 409; the profile flag follows', async () => {
    await signIn('ava.clark@example.com');
    expect((await h.json<DeliveryPassResponseDto>('GET', `${BASE}/delivery-pass`)).body).toEqual({ deliveryPass: null });
    expect((await h.json<ProfileDto>('GET', BASE)).body.deliveryPassMember).toBe(false);
    expect((await h.json('POST', `${BASE}/delivery-pass/enrollments`, { billingCountry: 'FR', acceptTerms: true })).body).toMatchObject({ code: 'INVALID_REQUEST', details: { fields: ['billingCountry'] } });
    expect((await h.json('POST', `${BASE}/delivery-pass/enrollments`, { billingCountry: 'US', acceptTerms: false })).body).toMatchObject({ code: 'INVALID_REQUEST', details: { fields: ['acceptTerms'] } });
    const enrolled = await h.json<DeliveryPassDto>('POST', `${BASE}/delivery-pass/enrollments`, { billingCountry: 'us', acceptTerms: true });
    expect(enrolled.status).toBe(201);
    const today = new Date(h.now).toISOString().slice(0, 10);
    expect(enrolled.body).toEqual({
      passId: expect.stringMatching(/^DP\d{9}$/),
      status: 'ACTIVE',
      billingCountry: 'US',
      startDate: today,
      renewalDate: today.replace(/^2026/, '2027'),
      annualFee: { amount: 4900, currency: 'USD' },
      benefits: ['FREE_STANDARD_SHIPPING', 'FREE_EXPRESS_UPGRADE', 'EARLY_ACCESS'],
    });
    expect((await h.json<DeliveryPassResponseDto>('GET', `${BASE}/delivery-pass`)).body.deliveryPass).toEqual(enrolled.body);
    expect((await h.json<ProfileDto>('GET', BASE)).body.deliveryPassMember).toBe(true);
    const again = await h.json('POST', `${BASE}/delivery-pass/enrollments`, { billingCountry: 'US', acceptTerms: true });
    expect([again.status, again.body.code]).toEqual([409, 'DELIVERY_PASS_ALREADY_MEMBER']);
  });
});
