import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BADGE_TYPES,
  badgeDisplay,
  HIGHLIGHT_LIMITS,
  isBadgeExpired,
  isBadgeType,
  isTextualBadge,
  isTopRated,
  limitHighlights,
  sortBadges,
  TOP_RATED_DEFAULTS,
  type Badge,
} from '@vitrine/core';

const badge = (type: string, merchandisingOrder = 1, expiresAt: number | null = null): Badge => ({ type, merchandisingOrder, expiresAt });
const NOW = 1_800_000_000_000;

describe('isTopRated (shopping §4)', () => {
  it('defaults to at least 3 reviews and an average of at least 4.5', () => {
    expect(TOP_RATED_DEFAULTS).toEqual({ minReviewCount: 3, minAverageRating: 4.5 });
    expect(isTopRated({ count: 3, averageRating: 4.5 })).toBe(true);
    expect(isTopRated({ count: 2, averageRating: 5 })).toBe(false);
    expect(isTopRated({ count: 30, averageRating: 4.49 })).toBe(false);
  });
  it('takes configured minimums', () => {
    expect(isTopRated({ count: 10, averageRating: 4.6 }, [], { minReviewCount: 10, minAverageRating: 4.6 })).toBe(true);
    expect(isTopRated({ count: 9, averageRating: 4.6 }, [], { minReviewCount: 10, minAverageRating: 4.6 })).toBe(false);
  });
  it('is top rated with an existing TOP_RATED badge whatever the reviews', () => {
    expect(isTopRated({ count: 0, averageRating: 0 }, [badge('TOP_RATED')])).toBe(true);
  });
  it('property: inclusive minimums (catches > for >=)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 50 }), (count, avg10, minCount, minAvg10) => {
        const got = isTopRated({ count, averageRating: avg10 / 10 }, [], { minReviewCount: minCount, minAverageRating: minAvg10 / 10 });
        expect(got).toBe(count >= minCount && avg10 >= minAvg10);
      }),
    );
  });
});

describe('badge rules (shopping §3, §4)', () => {
  it('knows the spec types', () => {
    expect(BADGE_TYPES).toHaveLength(24);
    expect(isBadgeType('NEW')).toBe(true);
    expect(isBadgeType('SHINY')).toBe(false);
  });
  it('tells textual from visual badges', () => {
    expect(isTextualBadge(badge('BROWSE_CALL_OUT_TEXT_PRIMARY'))).toBe(true);
    expect(isTextualBadge(badge('NEW'))).toBe(false);
  });
  it('expires at the expiration instant; null never expires', () => {
    expect(isBadgeExpired(badge('NEW', 1, NOW), NOW - 1)).toBe(false);
    expect(isBadgeExpired(badge('NEW', 1, NOW), NOW)).toBe(true);
    expect(isBadgeExpired(badge('NEW', 1, null), NOW)).toBe(false);
  });
  it('sorts by merchandising order, ties keeping their order', () => {
    const list = [badge('A', 3), badge('B', 1), badge('C', 3), badge('D', 2)];
    expect(sortBadges(list).map((b) => b.type)).toEqual(['B', 'D', 'A', 'C']);
  });
});

describe('badgeDisplay', () => {
  it('shows one visual badge (lowest order) and every textual badge', () => {
    const d = badgeDisplay([badge('NEW', 5), badge('BEST_SELLER', 2), badge('BROWSE_CALL_OUT_TEXT_SECONDARY', 9), badge('BROWSE_CALL_OUT_TEXT_PRIMARY', 1)], { now: NOW });
    expect(d.visual?.type).toBe('BEST_SELLER');
    expect(d.textual.map((b) => b.type)).toEqual(['BROWSE_CALL_OUT_TEXT_PRIMARY', 'BROWSE_CALL_OUT_TEXT_SECONDARY']);
  });
  it('drops expired, unknown and deny-listed badges', () => {
    const d = badgeDisplay([badge('NEW', 1, NOW - 1), badge('SHINY', 0), badge('BEST_SELLER', 2), badge('WIFI', 3)], { now: NOW, denyList: ['BEST_SELLER'] });
    expect(d.visual?.type).toBe('WIFI');
  });
  it('has no visual badge when none is left', () => {
    expect(badgeDisplay([], { now: NOW })).toEqual({ visual: null, textual: [] });
  });
  it('adds TOP_RATED after the others when the reviews qualify', () => {
    const d = badgeDisplay([badge('BROWSE_CALL_OUT_TEXT_PRIMARY', 4)], { now: NOW, topRated: { reviews: { count: 5, averageRating: 4.8 } } });
    expect(d.visual).toEqual({ type: 'TOP_RATED', expiresAt: null, merchandisingOrder: 5 });
  });
  it('does not add TOP_RATED twice, nor when the reviews do not qualify, nor when deny-listed', () => {
    const existing = badge('TOP_RATED', 7);
    expect(badgeDisplay([existing], { now: NOW, topRated: { reviews: { count: 5, averageRating: 5 } } }).visual).toBe(existing);
    expect(badgeDisplay([], { now: NOW, topRated: { reviews: { count: 1, averageRating: 5 }, config: TOP_RATED_DEFAULTS } }).visual).toBeNull();
    expect(badgeDisplay([], { now: NOW, denyList: ['TOP_RATED'], topRated: { reviews: { count: 9, averageRating: 5 } } }).visual).toBeNull();
  });
  it('property: at most one visual badge, never expired, never deny-listed, and it has the lowest order of the visual ones', () => {
    const badgeArb = fc.record({
      type: fc.constantFrom('NEW', 'WIFI', 'BEST_SELLER', 'BROWSE_CALL_OUT_TEXT_PRIMARY', 'SHINY'),
      merchandisingOrder: fc.integer({ min: 0, max: 10 }),
      expiresAt: fc.option(fc.integer({ min: NOW - 5, max: NOW + 5 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(badgeArb, { maxLength: 8 }), fc.subarray(['NEW', 'WIFI']), (badges, denyList) => {
        const d = badgeDisplay(badges, { now: NOW, denyList });
        const live = badges.filter((b) => isBadgeType(b.type) && (b.expiresAt === null || NOW < b.expiresAt) && !denyList.includes(b.type));
        const visual = live.filter((b) => !isTextualBadge(b));
        if (visual.length === 0) expect(d.visual).toBeNull();
        else expect(d.visual!.merchandisingOrder).toBe(Math.min(...visual.map((b) => b.merchandisingOrder)));
        expect(d.textual).toHaveLength(live.length - visual.length);
      }),
    );
  });
});

describe('limitHighlights (shopping §4: 4 primary, 6 secondary)', () => {
  it('keeps at most 4 with an image and 6 with an icon, in order', () => {
    const withImage = Array.from({ length: 6 }, (_, i) => ({ label: `p${i}`, imageUrl: `/p${i}.png` }));
    const withIcon = Array.from({ length: 8 }, (_, i) => ({ label: `s${i}`, iconUrl: `/s${i}.svg` }));
    const r = limitHighlights([...withImage, ...withIcon, { label: 'bare' }]);
    expect(r.primary.map((h) => h.label)).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(r.secondary.map((h) => h.label)).toEqual(['s0', 's1', 's2', 's3', 's4', 's5']);
  });
  it('property: never more than the limits, and full when enough are given (catches off-by-one)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ label: fc.string(), imageUrl: fc.option(fc.constant('/i.png'), { nil: null }), iconUrl: fc.option(fc.constant('/i.svg'), { nil: null }) })), (list) => {
        const r = limitHighlights(list);
        const primary = list.filter((h) => h.imageUrl).length;
        const secondary = list.filter((h) => !h.imageUrl && h.iconUrl).length;
        expect(r.primary).toHaveLength(Math.min(primary, HIGHLIGHT_LIMITS.primary));
        expect(r.secondary).toHaveLength(Math.min(secondary, HIGHLIGHT_LIMITS.secondary));
      }),
    );
  });
});
