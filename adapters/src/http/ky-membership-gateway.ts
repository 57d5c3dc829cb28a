import { err, ok, type MembershipError, type MembershipGateway, type MembershipStatus, type Result, type SiteContext } from '@vitrine/core';
import type { MembershipEnrollmentRequestDto, MembershipRenewalRequestDto, MembershipStatusDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { areaFailure } from './membership-failures.js';

const KNOWN = ['NOT_FOUND', 'RENEWAL_NOT_ELIGIBLE', 'GROUP_NOT_FOUND', 'ENROLLMENT_CLOSED', 'ALREADY_MEMBER'];

/**
 * MembershipGateway over HTTP (shell-and-account.md §3 "Profile" membership fields, §6; decision
 * 0260): POST /profile/v0/{siteId}/me/membership/renewals {memberId} and …/enrollments {group},
 * both answering MembershipStatusDto. API codes MEMBERSHIP_* become MEMBERSHIP.*; 403
 * SCOPE_REQUIRED MEMBERSHIP.SIGN_IN_REQUIRED; 5xx and network failures MEMBERSHIP.UNAVAILABLE.
 */
export class KyMembershipGateway implements MembershipGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private async post(suffix: string, json: MembershipRenewalRequestDto | MembershipEnrollmentRequestDto): Promise<Result<MembershipStatus, MembershipError>> {
    try {
      const dto = await this.http.post<MembershipStatusDto>(`/profile/v0/${encodeURIComponent(this.site.siteId)}/me/membership${suffix}`, { json });
      return ok({ membership: dto.membership, membershipRenewalEligible: dto.membershipRenewalEligible });
    } catch (error) {
      return err(areaFailure('MEMBERSHIP', KNOWN, error));
    }
  }

  renew(memberId: string): Promise<Result<MembershipStatus, MembershipError>> {
    return this.post('/renewals', { memberId });
  }

  join(group: string): Promise<Result<MembershipStatus, MembershipError>> {
    return this.post('/enrollments', { group });
  }
}
