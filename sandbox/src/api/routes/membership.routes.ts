import { Hono } from 'hono';
import { DeliveryPassEnrollmentRequestDto, MembershipEnrollmentRequestDto, MembershipRenewalRequestDto, type DeliveryPassResponseDto } from '@vitrine/contract';
import { deliveryPassOf, enrollInDeliveryPass, joinMembershipGroup, renewMembership } from '../../membership/membership-service.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody } from '../request-validation.js';
import { profileGuard } from '../route-guards.js';
import { siteContext } from '../site-context.js';

/**
 * Membership and delivery-pass calls under /profile/v0 (shell-and-account.md §2, §3 "Profile", §6;
 * shopping.md §3; decisions 0260, 0261):
 * - POST /{siteId}/me/membership/renewals {memberId} — AUTHORIZED; 201 MembershipStatusDto, 404
 *   MEMBERSHIP_NOT_FOUND, 409 MEMBERSHIP_RENEWAL_NOT_ELIGIBLE;
 * - POST /{siteId}/me/membership/enrollments {group} — AUTHORIZED; 201 MembershipStatusDto, 404
 *   MEMBERSHIP_GROUP_NOT_FOUND, 409 MEMBERSHIP_ENROLLMENT_CLOSED, 409 MEMBERSHIP_ALREADY_MEMBER;
 * - GET /{siteId}/me/delivery-pass — REGISTERED; 200 {deliveryPass} (null for a non-member);
 * - POST /{siteId}/me/delivery-pass/enrollments {billingCountry, acceptTerms: true} — AUTHORIZED;
 *   201 DeliveryPassDto, 400 INVALID_REQUEST ['billingCountry'], 409 DELIVERY_PASS_ALREADY_MEMBER.
 * Token errors are 401 TOKEN_*, a weaker scope 403 SCOPE_REQUIRED (route guards, decision 0126).
 */
export function membershipRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const registered = profileGuard(deps, 'REGISTERED');
  const authorized = profileGuard(deps, 'AUTHORIZED');

  app.post('/:siteId/me/membership/renewals', authorized, jsonBody(MembershipRenewalRequestDto), async (c) =>
    c.json(await renewMembership(deps.db, c.var.profile.profileId, c.req.valid('json').memberId, deps.clock()), 201),
  );

  app.post('/:siteId/me/membership/enrollments', authorized, jsonBody(MembershipEnrollmentRequestDto), async (c) =>
    c.json(await joinMembershipGroup(deps.db, siteContext(c).site, c.var.profile.profileId, c.req.valid('json').group, deps.clock()), 201),
  );

  app.get('/:siteId/me/delivery-pass', registered, async (c) => {
    const body: DeliveryPassResponseDto = { deliveryPass: await deliveryPassOf(deps.db, c.var.profile.profileId) };
    return c.json(body);
  });

  app.post('/:siteId/me/delivery-pass/enrollments', authorized, jsonBody(DeliveryPassEnrollmentRequestDto), async (c) =>
    c.json(await enrollInDeliveryPass(deps.db, siteContext(c).site, c.var.profile.profileId, c.req.valid('json').billingCountry, deps.clock()), 201),
  );
  return app;
}
