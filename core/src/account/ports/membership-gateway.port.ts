import type { DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { MembershipInfo } from '../../identity/ports/profile-gateway.port.js';
import type { Money } from '../../shared/money.js';

/**
 * Port: membership groups and the delivery pass (shell-and-account.md §2 "Delivery pass
 * enrollment" and "Delivery pass details", §3 "Profile" membership fields, §6 user groups;
 * decisions 0260, 0261). Implemented by KyMembershipGateway / KyDeliveryPassGateway and their
 * in-memory twins. Writes need an AUTHORIZED customer; every method resolves with a Result and
 * never throws for an API failure.
 */

/** Coded failures of the membership calls. */
export type MembershipErrorCode =
  /** The profile has no membership with that member id. */
  | 'MEMBERSHIP.NOT_FOUND'
  /** The membership cannot be renewed now (membershipRenewalEligible was false). */
  | 'MEMBERSHIP.RENEWAL_NOT_ELIGIBLE'
  /** No such group on the site. */
  | 'MEMBERSHIP.GROUP_NOT_FOUND'
  /** The group's new enrollment is closed. */
  | 'MEMBERSHIP.ENROLLMENT_CLOSED'
  /** The profile already has a membership (one per profile). */
  | 'MEMBERSHIP.ALREADY_MEMBER'
  /** The step-up lapsed (403 SCOPE_REQUIRED): sign in again, then retry (decision 0185). */
  | 'MEMBERSHIP.SIGN_IN_REQUIRED'
  /** A server failure (5xx), a time-out or no network: nothing changed, try again. */
  | 'MEMBERSHIP.UNAVAILABLE';
/** A failure of the membership calls. */
export type MembershipError = DomainError<MembershipErrorCode>;

/** A profile's membership after a write: the same two fields the profile carries (shell-and-account.md §3). */
export interface MembershipStatus {
  readonly membership: MembershipInfo | null;
  readonly membershipRenewalEligible: boolean;
}

/** The membership calls (decision 0260). */
export interface MembershipGateway {
  /**
   * POST /profile/v0/{siteId}/me/membership/renewals {memberId}: extends the membership a year.
   * Errors: MEMBERSHIP.NOT_FOUND, RENEWAL_NOT_ELIGIBLE, SIGN_IN_REQUIRED, UNAVAILABLE.
   */
  renew(memberId: string): Promise<Result<MembershipStatus, MembershipError>>;
  /**
   * POST /profile/v0/{siteId}/me/membership/enrollments {group}: joins a group open to new
   * enrollment for a year. Errors: MEMBERSHIP.GROUP_NOT_FOUND, ENROLLMENT_CLOSED, ALREADY_MEMBER,
   * SIGN_IN_REQUIRED, UNAVAILABLE.
   */
  join(group: string): Promise<Result<MembershipStatus, MembershipError>>;
}
export const MembershipGateway = token<MembershipGateway>('MembershipGateway');

/** Coded failures of the delivery-pass calls. */
export type DeliveryPassErrorCode =
  /** The billing country is not one the site offers (details.fields ['billingCountry']). */
  | 'DELIVERY_PASS.INVALID_REQUEST'
  /** The account already has a pass. */
  | 'DELIVERY_PASS.ALREADY_MEMBER'
  /** The step-up lapsed (403 SCOPE_REQUIRED): sign in again, then retry (decision 0185). */
  | 'DELIVERY_PASS.SIGN_IN_REQUIRED'
  /** A server failure (5xx), a time-out or no network: nothing changed, try again. */
  | 'DELIVERY_PASS.UNAVAILABLE';
/** A failure of the delivery-pass calls. */
export type DeliveryPassError = DomainError<DeliveryPassErrorCode>;

/** A delivery pass (shell-and-account.md §2 "Delivery pass details"; decision 0261). */
export interface DeliveryPass {
  readonly passId: string;
  /** 'ACTIVE'. */
  readonly status: string;
  /** ISO 3166-1 alpha-2. */
  readonly billingCountry: string;
  /** ISO date YYYY-MM-DD (UTC). */
  readonly startDate: string;
  /** ISO date YYYY-MM-DD (UTC). */
  readonly renewalDate: string;
  /** The yearly fee, minor currency units. */
  readonly annualFee: Money;
  /** Benefit codes: 'FREE_STANDARD_SHIPPING', 'FREE_EXPRESS_UPGRADE', 'EARLY_ACCESS'. */
  readonly benefits: readonly string[];
}

/** The delivery-pass calls (decision 0261). */
export interface DeliveryPassGateway {
  /** GET /profile/v0/{siteId}/me/delivery-pass: the pass, or null for a non-member. Errors: SIGN_IN_REQUIRED, UNAVAILABLE. */
  get(): Promise<Result<DeliveryPass | null, DeliveryPassError>>;
  /**
   * POST /profile/v0/{siteId}/me/delivery-pass/enrollments {billingCountry, acceptTerms: true}.
   * Errors: DELIVERY_PASS.INVALID_REQUEST, ALREADY_MEMBER, SIGN_IN_REQUIRED, UNAVAILABLE.
   */
  enroll(billingCountry: string): Promise<Result<DeliveryPass, DeliveryPassError>>;
}
export const DeliveryPassGateway = token<DeliveryPassGateway>('DeliveryPassGateway');
