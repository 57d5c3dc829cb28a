import crypto from 'node:crypto';
import type { LoyaltyLedgerEntryDto, LoyaltyProfileDto, LoyaltyRewardDto } from '@vitrine/contract';
import { ApiError } from '../api/api-error.js';
import type { Db } from '../db/db.js';

/**
 * The sandbox's loyalty programme (shell-and-account.md §3 "Loyalty reward", "Loyalty accounts", §7
 * loyalty calls, §9 ledger count 500; decision 0202):
 * - a member's account opens on first use: seeded members (customer.extra.loyalty, the Spree 'VIP'
 *   tag) get their imported points as this year's opening balance, a birthday bonus and two
 *   rewards; `enrol` opens one for anyone else (100 points and a welcome reward);
 * - the points account is the sum of the ledger; purchases are every order the member placed since
 *   the account opened, 1 point per whole unit of the order total;
 * - the year-to-date tier account sums this year's earned points: MEMBER, INSIDER from 1000,
 *   VIP from 2500, never below the tier the account was granted.
 */

/** Tiers by year-to-date points, lowest first. */
export const LOYALTY_TIERS = [
  { tier: 'MEMBER', from: 0 },
  { tier: 'INSIDER', from: 1000 },
  { tier: 'VIP', from: 2500 },
] as const;

/** The giveaway campaigns the sandbox runs (id → name), for sites with the giveaways feature. */
export const GIVEAWAY_CAMPAIGNS: Readonly<Record<string, string>> = {
  'spring-getaway': 'Spring getaway giveaway',
  'home-refresh': 'Home refresh giveaway',
};

/** Points the enrolment books. */
export const ENROLMENT_POINTS = 100;

const DAY_MS = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOfYear = (ms: number) => Date.UTC(new Date(ms).getUTCFullYear(), 0, 1);
const digits = (seed: string, n: number) => String(BigInt(`0x${crypto.createHash('sha256').update(seed).digest('hex').slice(0, 15)}`) % 10n ** BigInt(n)).padStart(n, '0');
const rank = (tier: string) => LOYALTY_TIERS.findIndex((t) => t.tier === tier);

interface AccountRow {
  profile_id: string;
  loyalty_id: string;
  tier_floor: string;
  enrolled_at: Date;
}

async function accountRow(db: Db, profileId: string): Promise<AccountRow | undefined> {
  return (await db.query<AccountRow>('select profile_id, loyalty_id, tier_floor, enrolled_at from loyalty_account where profile_id = $1', [profileId]))[0];
}

async function addReward(db: Db, profileId: string, reward: Omit<LoyaltyRewardDto, 'awardNo'> & { awardNo: string }): Promise<void> {
  await db.query(
    `insert into loyalty_reward (award_no, profile_id, award_create_date, award_start_date, award_exp_date, status_code, status_desc, campaign_name, promo_code, promo_desc, promo_long_desc)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (award_no) do nothing`,
    [reward.awardNo, profileId, reward.awardCreateDate, reward.awardStartDate, reward.awardExpDate, reward.statusCode, reward.statusDesc, reward.campaignName, reward.promoCode, reward.promoDesc, reward.promoLongDesc],
  );
}

const welcomeReward = (profileId: string, now: number) => ({
  awardNo: `AW${digits(`welcome:${profileId}`, 8)}`,
  awardCreateDate: isoDate(now),
  awardStartDate: isoDate(now),
  awardExpDate: isoDate(now + 90 * DAY_MS),
  statusCode: 'A',
  statusDesc: 'Available',
  campaignName: 'Welcome reward',
  promoCode: `WELCOME-${digits(`welcome-code:${profileId}`, 6)}`,
  promoDesc: '10% off your next order',
  promoLongDesc: 'Take 10% off one order of full-price items, online or in store. One use.',
});

/**
 * The member's account, opening a seeded member's account on first use (see the module comment);
 * null for a customer who is not a member.
 */
export async function openAccount(db: Db, profileId: string, now: number): Promise<AccountRow | null> {
  const existing = await accountRow(db, profileId);
  if (existing) return existing;
  const customer = (await db.query<{ extra: { loyalty?: { loyaltyId: string; tier: string; points: number } } | string }>('select extra from customer where profile_id = $1', [profileId]))[0];
  const extra = typeof customer?.extra === 'string' ? JSON.parse(customer.extra) : customer?.extra;
  const seeded = extra?.loyalty as { loyaltyId: string; tier: string; points: number } | undefined;
  if (!seeded) return null;
  await db.transaction(async (tx) => {
    const year = startOfYear(now);
    const opened = await tx.query<{ profile_id: string }>(
      'insert into loyalty_account (profile_id, loyalty_id, tier_floor, enrolled_at) values ($1, $2, $3, $4) on conflict (profile_id) do nothing returning profile_id',
      [profileId, seeded.loyaltyId, rank(seeded.tier) >= 0 ? seeded.tier : 'MEMBER', new Date(now)],
    );
    if (opened.length === 0) return;
    const bonus = Math.min(250, seeded.points);
    const bonusAt = Math.max(year + DAY_MS, now - 14 * DAY_MS);
    await tx.query('insert into loyalty_ledger (profile_id, kind, points, description, occurred_at) values ($1, $2, $3, $4, $5), ($1, $6, $7, $8, $9)', [
      profileId,
      'OPENING_BALANCE',
      seeded.points - bonus,
      'Points carried over',
      new Date(year),
      'BONUS',
      bonus,
      'Birthday bonus',
      new Date(bonusAt),
    ]);
    await addReward(tx, profileId, {
      awardNo: `AW${digits(`vip:${profileId}`, 8)}`,
      awardCreateDate: isoDate(bonusAt),
      awardStartDate: isoDate(bonusAt),
      awardExpDate: isoDate(now + 60 * DAY_MS),
      statusCode: 'A',
      statusDesc: 'Available',
      campaignName: `${seeded.tier} reward`,
      promoCode: `REWARD-${digits(`vip-code:${profileId}`, 6)}`,
      promoDesc: '$20 off $100',
      promoLongDesc: 'Take $20 off an order of $100 or more before tax and shipping. One use, online or in store.',
    });
    await addReward(tx, profileId, {
      awardNo: `AW${digits(`spring:${profileId}`, 8)}`,
      awardCreateDate: isoDate(year),
      awardStartDate: isoDate(year),
      awardExpDate: isoDate(Math.max(year + 45 * DAY_MS, now - DAY_MS)),
      statusCode: 'R',
      statusDesc: 'Redeemed',
      campaignName: 'New year reward',
      promoCode: `NEWYEAR-${digits(`spring-code:${profileId}`, 6)}`,
      promoDesc: 'Free shipping',
      promoLongDesc: 'Free standard shipping on one order.',
    });
  });
  return (await accountRow(db, profileId)) ?? null;
}

/** The account or 404 LOYALTY_ACCOUNT_NOT_FOUND. */
async function requireAccount(db: Db, profileId: string, now: number): Promise<AccountRow> {
  const account = await openAccount(db, profileId, now);
  if (!account) throw new ApiError(404, 'LOYALTY_ACCOUNT_NOT_FOUND', 'This customer is not a loyalty member');
  return account;
}

/** Ledger of an account since `since` (epoch ms), newest first, at most `count`: booked entries and purchases. */
async function ledgerOf(db: Db, account: AccountRow, since: number, count: number): Promise<LoyaltyLedgerEntryDto[]> {
  const rows = await db.query<{ entry_id: string; kind: string; points: number | string; description: string; order_number: string | null; occurred_at: Date }>(
    `select * from (
       select 'L' || entry_id as entry_id, kind, points, description, null as order_number, occurred_at from loyalty_ledger where profile_id = $1 and occurred_at >= $2
       union all
       select 'O' || order_number, 'PURCHASE', (total_minor / 100)::int, 'Order ' || order_number, order_number, placed_at from customer_order
        where customer_profile_id = $1 and placed_at >= $3 and placed_at >= $2
     ) entries order by occurred_at desc, entry_id desc limit $4`,
    [account.profile_id, new Date(since), account.enrolled_at, count],
  );
  return rows.map((r) => ({
    entryId: r.entry_id,
    occurredAt: new Date(r.occurred_at).getTime(),
    kind: r.kind as LoyaltyLedgerEntryDto['kind'],
    points: Number(r.points),
    description: r.description,
    orderNumber: r.order_number,
  }));
}

/** GET …/me/loyalty/profile: the points account and the year-to-date tier account. 404 LOYALTY_ACCOUNT_NOT_FOUND for non-members. */
export async function loyaltyProfile(db: Db, profileId: string, now: number): Promise<LoyaltyProfileDto> {
  const account = await requireAccount(db, profileId, now);
  const all = await ledgerOf(db, account, 0, 100_000);
  const balance = all.reduce((sum, e) => sum + e.points, 0);
  const yearToDatePoints = all.filter((e) => e.occurredAt >= startOfYear(now) && e.points > 0).reduce((sum, e) => sum + e.points, 0);
  const earned = [...LOYALTY_TIERS].reverse().find((t) => yearToDatePoints >= t.from)!;
  const tier = rank(account.tier_floor) > rank(earned.tier) ? account.tier_floor : earned.tier;
  const next = LOYALTY_TIERS[rank(tier) + 1];
  return {
    loyaltyId: account.loyalty_id,
    enrolledAt: new Date(account.enrolled_at).getTime(),
    accounts: {
      points: { balance },
      tier: { tier, yearToDatePoints, nextTier: next?.tier ?? null, pointsToNextTier: next ? Math.max(0, next.from - yearToDatePoints) : null },
    },
  };
}

/** GET …/me/loyalty/rewards, newest first. */
export async function loyaltyRewards(db: Db, profileId: string, now: number): Promise<LoyaltyRewardDto[]> {
  await requireAccount(db, profileId, now);
  const rows = await db.query<Record<string, string>>('select * from loyalty_reward where profile_id = $1 order by award_create_date desc, award_no', [profileId]);
  return rows.map((r) => ({
    awardNo: r.award_no!,
    awardCreateDate: r.award_create_date!,
    awardStartDate: r.award_start_date!,
    awardExpDate: r.award_exp_date!,
    statusCode: r.status_code!,
    statusDesc: r.status_desc!,
    campaignName: r.campaign_name!,
    promoCode: r.promo_code!,
    promoDesc: r.promo_desc!,
    promoLongDesc: r.promo_long_desc!,
  }));
}

/** GET …/me/loyalty/timelines/LOYALTY_LEDGER?count&since: at most `count` (≤ 500) entries since `since`, newest first. */
export async function loyaltyLedger(db: Db, profileId: string, query: { count: number; since: number }, now: number): Promise<LoyaltyLedgerEntryDto[]> {
  const account = await requireAccount(db, profileId, now);
  return ledgerOf(db, account, query.since, Math.min(500, query.count));
}

/**
 * POST …/me/loyalty/enrolments: opens an account (loyalty id 'LY' + 9 digits, tier MEMBER,
 * 100 points, a welcome reward) and records the loyalty id on the profile. 409
 * LOYALTY_ALREADY_MEMBER for a member.
 */
export async function enrol(db: Db, profileId: string, now: number): Promise<LoyaltyProfileDto> {
  if (await openAccount(db, profileId, now)) throw new ApiError(409, 'LOYALTY_ALREADY_MEMBER', 'This customer is already a loyalty member');
  const loyaltyId = `LY${digits(`enrol:${profileId}`, 9)}`;
  await db.transaction(async (tx) => {
    await tx.query('insert into loyalty_account (profile_id, loyalty_id, tier_floor, enrolled_at) values ($1, $2, $3, $4)', [profileId, loyaltyId, 'MEMBER', new Date(now)]);
    await tx.query('insert into loyalty_ledger (profile_id, kind, points, description, occurred_at) values ($1, $2, $3, $4, $5)', [profileId, 'ENROLMENT', ENROLMENT_POINTS, 'Welcome to the loyalty program', new Date(now)]);
    await addReward(tx, profileId, welcomeReward(profileId, now));
    await tx.query(`update customer set extra = jsonb_set(jsonb_set(extra, '{loyalty}', $2::jsonb), '{loyaltyUserName}', to_jsonb(email)), updated_at = $3 where profile_id = $1`, [
      profileId,
      JSON.stringify({ loyaltyId, tier: 'MEMBER', points: ENROLMENT_POINTS }),
      new Date(now),
    ]);
  });
  return loyaltyProfile(db, profileId, now);
}

/**
 * POST …/me/loyalty/campaigns/{id}/events (qty 1): enters a member into a giveaway once. 404
 * CAMPAIGN_NOT_FOUND for an unknown campaign, 403 LOYALTY_ACCOUNT_REQUIRED for a non-member, 409
 * CAMPAIGN_ALREADY_ENTERED for a second entry.
 */
export async function enterCampaign(db: Db, input: { profileId: string; campaignId: string; siteId: string; now: number }): Promise<void> {
  if (!Object.hasOwn(GIVEAWAY_CAMPAIGNS, input.campaignId)) throw new ApiError(404, 'CAMPAIGN_NOT_FOUND', `No campaign ${input.campaignId}`);
  if (!(await openAccount(db, input.profileId, input.now))) throw new ApiError(403, 'LOYALTY_ACCOUNT_REQUIRED', 'Giveaways are for loyalty members');
  const rows = await db.query('insert into loyalty_campaign_entry (campaign_id, profile_id, site_id, entered_at) values ($1, $2, $3, $4) on conflict do nothing returning campaign_id', [
    input.campaignId,
    input.profileId,
    input.siteId,
    new Date(input.now),
  ]);
  if (rows.length === 0) throw new ApiError(409, 'CAMPAIGN_ALREADY_ENTERED', 'You have already entered this giveaway');
}
