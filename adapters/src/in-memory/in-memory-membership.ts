import {
  domainError,
  err,
  ok,
  type Clock,
  type DeliveryPass,
  type DeliveryPassError,
  type DeliveryPassGateway,
  type DomainError,
  type MembershipError,
  type MembershipGateway,
  type MembershipStatus,
  type Profile,
  type Result,
  type SiteConfiguration,
} from '@vitrine/core';
import { isHttpError } from '../http/http-error.js';
import type { InMemoryProfile, ProfileSessionSource } from './in-memory-profile.js';

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const plusOneYear = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth(), d.getUTCDate());
};
const startOfDay = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
};
const digits = (seed: string, n: number) => String([...seed].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 10 ** n, 7)).padStart(n, '0');

/** Runs a profile change; the profile fake's 403 SCOPE_REQUIRED becomes `<area>.SIGN_IN_REQUIRED`. */
function guarded<T, C extends string>(area: 'MEMBERSHIP' | 'DELIVERY_PASS', run: () => Result<T, DomainError<C>>): Result<T, DomainError<C>> {
  try {
    return run();
  } catch (error) {
    if (isHttpError(error) && error.status === 403) return err(domainError(`${area}.SIGN_IN_REQUIRED` as C, error.message, { code: 'SCOPE_REQUIRED', status: 403 }));
    throw error;
  }
}

/**
 * MembershipGateway in memory with the sandbox's rules (decision 0260): renewals extend a
 * renewal-eligible membership a year from its expiry (or today) and clear the eligibility; joining
 * needs a group of the configuration open to new enrollment and no membership yet. Writes need an
 * AUTHORIZED session (else MEMBERSHIP.SIGN_IN_REQUIRED). The membership is kept on the profile fake.
 */
export class InMemoryMembership implements MembershipGateway {
  constructor(
    private readonly clock: Clock,
    private readonly config: Pick<SiteConfiguration, 'membershipGroups'>,
    private readonly profile: InMemoryProfile,
  ) {}

  async renew(memberId: string): Promise<Result<MembershipStatus, MembershipError>> {
    return guarded('MEMBERSHIP', () => {
      let failure: MembershipError | null = null;
      const profile = this.profile.amend((p) => {
        if (!p.membership || p.membership.memberId !== memberId) failure = domainError('MEMBERSHIP.NOT_FOUND', `No membership ${memberId}`, { status: 404 });
        else if (!p.membershipRenewalEligible) failure = domainError('MEMBERSHIP.RENEWAL_NOT_ELIGIBLE', 'This membership cannot be renewed now', { status: 409 });
        if (failure || !p.membership) return p;
        const expiry = p.membership.expirationDate ? Date.parse(`${p.membership.expirationDate}T00:00:00Z`) : 0;
        return { ...p, membership: { ...p.membership, expirationDate: isoDate(plusOneYear(Math.max(expiry, startOfDay(this.clock.now())))) }, membershipRenewalEligible: false };
      });
      return failure ? err(failure) : ok(statusOf(profile));
    });
  }

  async join(group: string): Promise<Result<MembershipStatus, MembershipError>> {
    const found = (this.config.membershipGroups ?? []).find((g) => g.name.toLowerCase() === group.trim().toLowerCase());
    if (!found) return err(domainError('MEMBERSHIP.GROUP_NOT_FOUND', `No membership group ${group}`, { status: 404 }));
    if (found.newEnrollmentClosed) return err(domainError('MEMBERSHIP.ENROLLMENT_CLOSED', `${found.name} is closed to new members`, { status: 409 }));
    return guarded('MEMBERSHIP', () => {
      let failure: MembershipError | null = null;
      const profile = this.profile.amend((p) => {
        if (p.membership) {
          failure = domainError('MEMBERSHIP.ALREADY_MEMBER', `Already a member of ${p.membership.group}`, { status: 409 });
          return p;
        }
        return { ...p, membership: { group: found.name, memberId: `MB${digits(`${p.profileId}:${found.name}`, 7)}`, expirationDate: isoDate(plusOneYear(this.clock.now())), type: 'ANNUAL' }, membershipRenewalEligible: false };
      });
      return failure ? err(failure) : ok(statusOf(profile));
    });
  }
}

const statusOf = (p: Profile): MembershipStatus => ({ membership: p.membership, membershipRenewalEligible: p.membershipRenewalEligible });

/** The benefit codes of every pass (as the sandbox's). */
const BENEFITS = ['FREE_STANDARD_SHIPPING', 'FREE_EXPRESS_UPGRADE', 'EARLY_ACCESS'] as const;

/**
 * DeliveryPassGateway in memory with the sandbox's rules (decision 0261): passes by profile id;
 * enrolling needs one of the configuration's billing countries (else DELIVERY_PASS.INVALID_REQUEST
 * on billingCountry), an AUTHORIZED session, and no pass yet (DELIVERY_PASS.ALREADY_MEMBER); it
 * sets the profile's deliveryPassMember flag. Reading needs a signed-in session.
 */
export class InMemoryDeliveryPass implements DeliveryPassGateway {
  readonly passes = new Map<string, DeliveryPass>();

  constructor(
    private readonly clock: Clock,
    private readonly config: Pick<SiteConfiguration, 'deliveryPassMembership'>,
    private readonly profile: InMemoryProfile,
    private readonly session: ProfileSessionSource,
  ) {}

  async get(): Promise<Result<DeliveryPass | null, DeliveryPassError>> {
    const s = this.session.current();
    if (!s?.profileId || s.scope === 'GUEST') return err(domainError('DELIVERY_PASS.SIGN_IN_REQUIRED', 'This call needs a REGISTERED token', { code: 'SCOPE_REQUIRED', status: 403 }));
    return ok(this.passes.get(s.profileId) ?? null);
  }

  async enroll(billingCountry: string): Promise<Result<DeliveryPass, DeliveryPassError>> {
    const offer = this.config.deliveryPassMembership;
    const country = billingCountry.trim().toUpperCase();
    if (!offer || !offer.billingCountries.includes(country)) return err(domainError('DELIVERY_PASS.INVALID_REQUEST', 'Billing country is not offered', { fields: ['billingCountry'], status: 400 }));
    return guarded('DELIVERY_PASS', () => {
      let pass: DeliveryPass | null = null;
      this.profile.amend((p) => {
        if (this.passes.has(p.profileId)) return p;
        const now = this.clock.now();
        pass = { passId: `DP${digits(`pass:${p.profileId}`, 9)}`, status: 'ACTIVE', billingCountry: country, startDate: isoDate(now), renewalDate: isoDate(plusOneYear(now)), annualFee: { ...offer.annualFee }, benefits: [...BENEFITS] };
        this.passes.set(p.profileId, pass);
        return { ...p, deliveryPassMember: true };
      });
      return pass ? ok(pass) : err(domainError('DELIVERY_PASS.ALREADY_MEMBER', 'This account already has a delivery pass', { status: 409 }));
    });
  }
}
