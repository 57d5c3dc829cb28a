import type { DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';

/**
 * Errors of the loyalty calls: LOYALTY_ACCOUNT_NOT_FOUND, LOYALTY_ALREADY_MEMBER,
 * LOYALTY_ACCOUNT_REQUIRED, CAMPAIGN_NOT_FOUND, CAMPAIGN_ALREADY_ENTERED, SCOPE_REQUIRED,
 * NETWORK_ERROR, ...
 */
export type LoyaltyError = DomainError;

/** The loyalty accounts (shell-and-account.md §3): the points account and the year-to-date tier account. */
export interface LoyaltyProfile {
  readonly loyaltyId: string;
  /** Epoch ms. */
  readonly enrolledAt: number;
  /** Spendable points (whole points). */
  readonly points: number;
  /** The loyalty tier ('MEMBER', 'INSIDER', 'VIP'). */
  readonly tier: string;
  /** Points earned this year (decide the tier). */
  readonly yearToDatePoints: number;
  readonly nextTier: string | null;
  readonly pointsToNextTier: number | null;
}

/** A loyalty reward (shell-and-account.md §3 "Loyalty reward"); dates ISO YYYY-MM-DD. */
export interface LoyaltyReward {
  readonly awardNo: string;
  readonly awardCreateDate: string;
  readonly awardStartDate: string;
  readonly awardExpDate: string;
  readonly statusCode: string;
  readonly statusDesc: string;
  readonly campaignName: string;
  readonly promoCode: string;
  readonly promoDesc: string;
  readonly promoLongDesc: string;
}

/** A ledger entry: points booked (negative for a redemption), when (epoch ms), why. */
export interface LoyaltyLedgerEntry {
  readonly entryId: string;
  readonly occurredAt: number;
  readonly kind: 'ENROLMENT' | 'PURCHASE' | 'BONUS' | 'REDEMPTION' | 'OPENING_BALANCE';
  readonly points: number;
  readonly description: string;
  readonly orderNumber: string | null;
}

/**
 * The loyalty calls of shell-and-account.md §7 (decision 0202). Every method resolves with a
 * Result, never throws for an API failure.
 */
export interface LoyaltyGateway {
  /** GET /profile/v1/{siteId}/me/loyalty/profile. Errors: LOYALTY_ACCOUNT_NOT_FOUND (not a member). */
  getProfile(): Promise<Result<LoyaltyProfile, LoyaltyError>>;
  /** GET …/me/loyalty/rewards. */
  getRewards(): Promise<Result<readonly LoyaltyReward[], LoyaltyError>>;
  /** GET …/me/loyalty/timelines/LOYALTY_LEDGER?count&since (ISO date; core's ledgerQuery gives count 500 and the start of the year), newest first. */
  getLedger(query: { readonly count: number; readonly since: string }): Promise<Result<readonly LoyaltyLedgerEntry[], LoyaltyError>>;
  /** POST …/me/loyalty/enrolments {acceptTerms: true} (the enrol call, decision 0202). Errors: LOYALTY_ALREADY_MEMBER. */
  enrol(): Promise<Result<LoyaltyProfile, LoyaltyError>>;
  /** POST …/me/loyalty/events with events.crosschannel_browse_event ({ url }). */
  sendBrowseEvent(url: string): Promise<Result<void, LoyaltyError>>;
  /** POST …/me/loyalty/campaigns/{id}/events with events [{ qty: 1 }]. Errors: LOYALTY_ACCOUNT_REQUIRED, CAMPAIGN_NOT_FOUND, CAMPAIGN_ALREADY_ENTERED. */
  enterCampaign(campaignId: string): Promise<Result<void, LoyaltyError>>;
}
export const LoyaltyGateway = token<LoyaltyGateway>('LoyaltyGateway');
