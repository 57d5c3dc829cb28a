import { z } from 'zod';

/**
 * Membership groups and the delivery pass (shell-and-account.md §2 delivery-pass routes, §3
 * "Profile" membership fields, §6 user groups; shopping.md §3 "Site configuration"
 * membershipGroups and deliveryPassMembership; decisions 0260-0262). Each export is a zod schema and
 * the type inferred from it under the same name (decision 0125).
 */

/** A profile's membership (shell-and-account.md §3): group name, member id, expiry (YYYY-MM-DD or null), type ('ANNUAL'). */
export const MembershipDto = z.object({ group: z.string(), memberId: z.string(), expirationDate: z.string().nullable(), type: z.string() });
export type MembershipDto = z.infer<typeof MembershipDto>;

/**
 * Answer of POST /profile/v0/{siteId}/me/membership/renewals and …/enrollments: the profile's
 * membership and whether it can be renewed now (the same two fields GET /me carries).
 */
export const MembershipStatusDto = z.object({ membership: MembershipDto.nullable(), membershipRenewalEligible: z.boolean() });
export type MembershipStatusDto = z.infer<typeof MembershipStatusDto>;

/**
 * Body of POST /profile/v0/{siteId}/me/membership/renewals (AUTHORIZED): the member id being
 * renewed. 404 MEMBERSHIP_NOT_FOUND when the profile has no such membership, 409
 * MEMBERSHIP_RENEWAL_NOT_ELIGIBLE when it is not eligible now.
 */
export const MembershipRenewalRequestDto = z.object({ memberId: z.string().min(1) });
export type MembershipRenewalRequestDto = z.infer<typeof MembershipRenewalRequestDto>;

/**
 * Body of POST /profile/v0/{siteId}/me/membership/enrollments (AUTHORIZED): the group to join. 404
 * MEMBERSHIP_GROUP_NOT_FOUND (not a group of the site), 409 MEMBERSHIP_ENROLLMENT_CLOSED (its new
 * enrollment is closed), 409 MEMBERSHIP_ALREADY_MEMBER (the profile already has a membership).
 */
export const MembershipEnrollmentRequestDto = z.object({ group: z.string().min(1) });
export type MembershipEnrollmentRequestDto = z.infer<typeof MembershipEnrollmentRequestDto>;

/** A price in minor currency units ('USD' 4900 = $49.00). */
export const MoneyDto = z.object({ amount: z.number().int(), currency: z.string() });
export type MoneyDto = z.infer<typeof MoneyDto>;

/**
 * A delivery pass (shell-and-account.md §2 "Delivery pass details", §6 delivery-pass members):
 * status ('ACTIVE'), the billing country, start and renewal dates (YYYY-MM-DD, UTC), the yearly fee
 * and the benefit codes ('FREE_STANDARD_SHIPPING', 'FREE_EXPRESS_UPGRADE', 'EARLY_ACCESS').
 */
export const DeliveryPassDto = z.object({
  passId: z.string(),
  status: z.string(),
  billingCountry: z.string(),
  startDate: z.string(),
  renewalDate: z.string(),
  annualFee: MoneyDto,
  benefits: z.array(z.string()),
});
export type DeliveryPassDto = z.infer<typeof DeliveryPassDto>;

/** Answer of GET /profile/v0/{siteId}/me/delivery-pass (REGISTERED): the pass, or null for a non-member. */
export const DeliveryPassResponseDto = z.object({ deliveryPass: DeliveryPassDto.nullable() });
export type DeliveryPassResponseDto = z.infer<typeof DeliveryPassResponseDto>;

/**
 * Body of POST /profile/v0/{siteId}/me/delivery-pass/enrollments (AUTHORIZED): a billing country
 * from the configuration's deliveryPassMembership.billingCountries and the accepted terms. 201 the
 * DeliveryPassDto; 400 INVALID_REQUEST details.fields ['billingCountry'] for another country; 409
 * DELIVERY_PASS_ALREADY_MEMBER.
 */
export const DeliveryPassEnrollmentRequestDto = z.object({ billingCountry: z.string(), acceptTerms: z.literal(true) });
export type DeliveryPassEnrollmentRequestDto = z.infer<typeof DeliveryPassEnrollmentRequestDto>;
