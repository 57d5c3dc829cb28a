import { domainError, err, ok, type Clock, type DomainError, type LoyaltyGateway, type LoyaltyLedgerEntry, type LoyaltyProfile, type LoyaltyReward, type Order, type Result } from '@vitrine/core';

/** A member of the fake programme. */
export interface InMemoryMember {
  readonly loyaltyId: string;
  /** Tier granted whatever the year's points ('VIP' for the seeded demo member). */
  readonly tierFloor: string;
  readonly enrolledAt: number;
  readonly entries: LoyaltyLedgerEntry[];
  readonly rewards: LoyaltyReward[];
  readonly campaigns: Set<string>;
}

const TIERS = [
  { tier: 'MEMBER', from: 0 },
  { tier: 'INSIDER', from: 1000 },
  { tier: 'VIP', from: 2500 },
] as const;
const rank = (tier: string) => TIERS.findIndex((t) => t.tier === tier);
const startOfYear = (ms: number) => Date.UTC(new Date(ms).getUTCFullYear(), 0, 1);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * LoyaltyGateway in memory, with the sandbox's programme rules (decision 0202): members by
 * profile id (default: the demo VIP 'cust-sarah' with an opening balance, a bonus and two
 * rewards), purchases from the orders placed since enrolment (1 point per whole currency unit),
 * tiers MEMBER / INSIDER 1000 / VIP 2500 by year-to-date points, enrolment with 100 points and a
 * welcome reward, giveaway campaigns 'spring-getaway' and 'home-refresh' entered once.
 * `browseEvents` and `campaignEvents` record what was sent.
 */
export class InMemoryLoyalty implements LoyaltyGateway {
  readonly members = new Map<string, InMemoryMember>();
  readonly browseEvents: string[] = [];
  readonly campaignEvents: { readonly profileId: string; readonly campaignId: string; readonly qty: 1 }[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly profileId: () => string | null,
    private readonly orders: () => readonly Order[] = () => [],
    options: { readonly seedDemoMember?: boolean } = {},
  ) {
    if (options.seedDemoMember !== false) this.seed('cust-sarah', 'LY000000042', 'VIP', 1830);
  }

  /** Adds a member with an opening balance (this year), a birthday bonus of 250 and two rewards. */
  seed(profileId: string, loyaltyId: string, tierFloor: string, points: number): void {
    const now = this.clock.now();
    const year = startOfYear(now);
    this.members.set(profileId, {
      loyaltyId,
      tierFloor,
      enrolledAt: now,
      entries: [
        { entryId: 'L2', occurredAt: Math.max(year + 86_400_000, now - 14 * 86_400_000), kind: 'BONUS', points: 250, description: 'Birthday bonus', orderNumber: null },
        { entryId: 'L1', occurredAt: year, kind: 'OPENING_BALANCE', points: points - 250, description: 'Points carried over', orderNumber: null },
      ],
      rewards: [
        { awardNo: 'AW00000001', awardCreateDate: iso(now), awardStartDate: iso(now), awardExpDate: iso(now + 60 * 86_400_000), statusCode: 'A', statusDesc: 'Available', campaignName: `${tierFloor} reward`, promoCode: 'REWARD-000001', promoDesc: '$20 off $100', promoLongDesc: 'Take $20 off an order of $100 or more before tax and shipping. One use, online or in store.' },
        { awardNo: 'AW00000002', awardCreateDate: iso(year), awardStartDate: iso(year), awardExpDate: iso(year + 45 * 86_400_000), statusCode: 'R', statusDesc: 'Redeemed', campaignName: 'New year reward', promoCode: 'NEWYEAR-000002', promoDesc: 'Free shipping', promoLongDesc: 'Free standard shipping on one order.' },
      ],
      campaigns: new Set(),
    });
  }

  private member(): Result<{ id: string; member: InMemoryMember }, DomainError> {
    const id = this.profileId();
    if (!id) return err(domainError('SCOPE_REQUIRED', 'A registered token is required', { requiredScope: 'REGISTERED', status: 403 }));
    const member = this.members.get(id);
    return member ? ok({ id, member }) : err(domainError('LOYALTY_ACCOUNT_NOT_FOUND', 'This customer is not a loyalty member', { status: 404 }));
  }

  private ledger(id: string, member: InMemoryMember): LoyaltyLedgerEntry[] {
    const purchases = this.orders()
      .filter((o) => o.customer.profileId === id && o.placedAt >= member.enrolledAt)
      .map((o): LoyaltyLedgerEntry => ({ entryId: `O${o.orderNumber}`, occurredAt: o.placedAt, kind: 'PURCHASE', points: Math.floor(o.totals.total.amount / 100), description: `Order ${o.orderNumber}`, orderNumber: o.orderNumber }));
    return [...member.entries, ...purchases].sort((a, b) => b.occurredAt - a.occurredAt || b.entryId.localeCompare(a.entryId));
  }

  private profileOf(id: string, member: InMemoryMember): LoyaltyProfile {
    const entries = this.ledger(id, member);
    const points = entries.reduce((sum, e) => sum + e.points, 0);
    const yearToDatePoints = entries.filter((e) => e.occurredAt >= startOfYear(this.clock.now()) && e.points > 0).reduce((sum, e) => sum + e.points, 0);
    const earned = [...TIERS].reverse().find((t) => yearToDatePoints >= t.from)!.tier;
    const tier = rank(member.tierFloor) > rank(earned) ? member.tierFloor : earned;
    const next = TIERS[rank(tier) + 1];
    return { loyaltyId: member.loyaltyId, enrolledAt: member.enrolledAt, points, tier, yearToDatePoints, nextTier: next?.tier ?? null, pointsToNextTier: next ? Math.max(0, next.from - yearToDatePoints) : null };
  }

  async getProfile(): Promise<Result<LoyaltyProfile, DomainError>> {
    const found = this.member();
    return found.ok ? ok(this.profileOf(found.value.id, found.value.member)) : found;
  }

  async getRewards(): Promise<Result<readonly LoyaltyReward[], DomainError>> {
    const found = this.member();
    return found.ok ? ok([...found.value.member.rewards]) : found;
  }

  async getLedger(query: { readonly count: number; readonly since: string }): Promise<Result<readonly LoyaltyLedgerEntry[], DomainError>> {
    const found = this.member();
    if (!found.ok) return found;
    const since = Date.parse(query.since);
    return ok(this.ledger(found.value.id, found.value.member).filter((e) => e.occurredAt >= since).slice(0, Math.min(500, query.count)));
  }

  async enrol(): Promise<Result<LoyaltyProfile, DomainError>> {
    const id = this.profileId();
    if (!id) return err(domainError('SCOPE_REQUIRED', 'A registered token is required', { requiredScope: 'REGISTERED', status: 403 }));
    if (this.members.has(id)) return err(domainError('LOYALTY_ALREADY_MEMBER', 'This customer is already a loyalty member', { status: 409 }));
    const now = this.clock.now();
    const member: InMemoryMember = {
      loyaltyId: `LY${String(this.members.size + 100).padStart(9, '0')}`,
      tierFloor: 'MEMBER',
      enrolledAt: now,
      entries: [{ entryId: 'L1', occurredAt: now, kind: 'ENROLMENT', points: 100, description: 'Welcome to the loyalty program', orderNumber: null }],
      rewards: [{ awardNo: 'AW10000001', awardCreateDate: iso(now), awardStartDate: iso(now), awardExpDate: iso(now + 90 * 86_400_000), statusCode: 'A', statusDesc: 'Available', campaignName: 'Welcome reward', promoCode: 'WELCOME-000001', promoDesc: '10% off your next order', promoLongDesc: 'Take 10% off one order of full-price items, online or in store. One use.' }],
      campaigns: new Set(),
    };
    this.members.set(id, member);
    return ok(this.profileOf(id, member));
  }

  async sendBrowseEvent(url: string): Promise<Result<void, DomainError>> {
    this.browseEvents.push(url);
    return ok(undefined);
  }

  async enterCampaign(campaignId: string): Promise<Result<void, DomainError>> {
    if (campaignId !== 'spring-getaway' && campaignId !== 'home-refresh') return err(domainError('CAMPAIGN_NOT_FOUND', `No campaign ${campaignId}`, { status: 404 }));
    const id = this.profileId();
    if (!id) return err(domainError('SCOPE_REQUIRED', 'A registered token is required', { requiredScope: 'REGISTERED', status: 403 }));
    const member = this.members.get(id);
    if (!member) return err(domainError('LOYALTY_ACCOUNT_REQUIRED', 'Giveaways are for loyalty members', { status: 403 }));
    if (member.campaigns.has(campaignId)) return err(domainError('CAMPAIGN_ALREADY_ENTERED', 'You have already entered this giveaway', { status: 409 }));
    member.campaigns.add(campaignId);
    this.campaignEvents.push({ profileId: id, campaignId, qty: 1 });
    return ok(undefined);
  }
}
