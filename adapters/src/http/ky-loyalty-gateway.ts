import type { DomainError, LoyaltyGateway, LoyaltyLedgerEntry, LoyaltyProfile, LoyaltyReward, Result, SiteContext } from '@vitrine/core';
import type { LoyaltyEventReceiptDto, LoyaltyLedgerDto, LoyaltyProfileDto, LoyaltyRewardsDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { resultOf } from './ky-marketing-gateway.js';

/** LoyaltyProfileDto → core's LoyaltyProfile (the points and year-to-date tier accounts flattened). */
export function normalizeLoyaltyProfile(dto: LoyaltyProfileDto): LoyaltyProfile {
  const { points, tier } = dto.accounts;
  return { loyaltyId: dto.loyaltyId, enrolledAt: dto.enrolledAt, points: points.balance, tier: tier.tier, yearToDatePoints: tier.yearToDatePoints, nextTier: tier.nextTier, pointsToNextTier: tier.pointsToNextTier };
}

/**
 * LoyaltyGateway over HTTP (shell-and-account.md §7; decision 0202): under
 * /profile/v1/{siteId}/me/loyalty — GET profile, rewards, timelines/LOYALTY_LEDGER?count&since;
 * POST enrolments {acceptTerms: true}, events {events.crosschannel_browse_event}, campaigns/{id}/events
 * {events: [{qty: 1}]}. Failures are Results with the API's code.
 */
export class KyLoyaltyGateway implements LoyaltyGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private path(suffix: string): string {
    return `/profile/v1/${encodeURIComponent(this.site.siteId)}/me/loyalty${suffix}`;
  }

  getProfile(): Promise<Result<LoyaltyProfile, DomainError>> {
    return resultOf(async () => normalizeLoyaltyProfile(await this.http.get<LoyaltyProfileDto>(this.path('/profile'))));
  }

  getRewards(): Promise<Result<readonly LoyaltyReward[], DomainError>> {
    return resultOf(async () => (await this.http.get<LoyaltyRewardsDto>(this.path('/rewards'))).rewards);
  }

  getLedger(query: { readonly count: number; readonly since: string }): Promise<Result<readonly LoyaltyLedgerEntry[], DomainError>> {
    return resultOf(async () => (await this.http.get<LoyaltyLedgerDto>(this.path('/timelines/LOYALTY_LEDGER'), { searchParams: { count: query.count, since: query.since } })).entries);
  }

  enrol(): Promise<Result<LoyaltyProfile, DomainError>> {
    return resultOf(async () => normalizeLoyaltyProfile(await this.http.post<LoyaltyProfileDto>(this.path('/enrolments'), { json: { acceptTerms: true } })));
  }

  sendBrowseEvent(url: string): Promise<Result<void, DomainError>> {
    return resultOf(async () => void (await this.http.post<LoyaltyEventReceiptDto>(this.path('/events'), { json: { events: { crosschannel_browse_event: { url } } } })));
  }

  enterCampaign(campaignId: string): Promise<Result<void, DomainError>> {
    return resultOf(async () => void (await this.http.post<LoyaltyEventReceiptDto>(this.path(`/campaigns/${encodeURIComponent(campaignId)}/events`), { json: { events: [{ qty: 1 }] } })));
  }
}
