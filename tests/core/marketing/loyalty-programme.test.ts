import { describe, expect, it } from 'vitest';
import { isCampaignId, ledgerQuery, LOYALTY_BROWSE_COOKIE_MAX_AGE, LOYALTY_LEDGER_COUNT } from '../../../core/src/marketing/index.js';

describe('loyalty programme rules (shell-and-account.md §7, §9; decision 0202)', () => {
  it('reads 500 ledger entries since the start of the year (UTC)', () => {
    expect(LOYALTY_LEDGER_COUNT).toBe(500);
    expect(ledgerQuery(Date.UTC(2026, 10, 25, 12))).toEqual({ count: 500, since: '2026-01-01' });
    expect(ledgerQuery(Date.UTC(2027, 0, 1, 0, 0, 1))).toEqual({ count: 500, since: '2027-01-01' });
  });

  it('keeps the browse cookie max-age as the spec gives it', () => {
    expect(LOYALTY_BROWSE_COOKIE_MAX_AGE).toBe(864000000);
  });

  it('accepts campaign ids of letters, digits, - and _ only', () => {
    expect(isCampaignId('spring-getaway')).toBe(true);
    expect(isCampaignId('A_1')).toBe(true);
    expect(isCampaignId('')).toBe(false);
    expect(isCampaignId('../x')).toBe(false);
    expect(isCampaignId('x'.repeat(65))).toBe(false);
    expect(isCampaignId(42)).toBe(false);
  });
});
