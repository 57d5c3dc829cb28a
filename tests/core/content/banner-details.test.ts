import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bannerDetailsReducer, INITIAL_BANNER_DETAILS, type BannerDetailsEvent } from '@vitrine/core';

describe('banner details (shell §4)', () => {
  const open = { open: true, entryId: 'e1' };
  it('toggles open and closed', () => {
    const s = bannerDetailsReducer(INITIAL_BANNER_DETAILS, { type: 'toggle' });
    expect(s.open).toBe(true);
    expect(bannerDetailsReducer(s, { type: 'toggle' }).open).toBe(false);
  });
  it('resets when the entry changes, but not for the same entry', () => {
    expect(bannerDetailsReducer(open, { type: 'entry-changed', entryId: 'e2' })).toEqual({ open: false, entryId: 'e2' });
    expect(bannerDetailsReducer(open, { type: 'entry-changed', entryId: 'e1' })).toBe(open);
  });
  it('resets when the carousel moves or the banner unmounts', () => {
    expect(bannerDetailsReducer(open, { type: 'carousel-moved' })).toEqual({ open: false, entryId: 'e1' });
    expect(bannerDetailsReducer(open, { type: 'unmounted' })).toEqual({ open: false, entryId: 'e1' });
  });
  it('property: open only after a toggle with no reset since an odd number of toggles', () => {
    const ev: fc.Arbitrary<BannerDetailsEvent> = fc.oneof(
      fc.constant({ type: 'toggle' as const }),
      fc.constant({ type: 'carousel-moved' as const }),
      fc.constant({ type: 'unmounted' as const }),
      fc.constantFrom('a', 'b').map((entryId) => ({ type: 'entry-changed' as const, entryId })),
    );
    fc.assert(
      fc.property(fc.array(ev, { maxLength: 25 }), (events) => {
        let s = INITIAL_BANNER_DETAILS;
        let toggles = 0;
        for (const e of events) {
          const before = s.entryId;
          s = bannerDetailsReducer(s, e);
          if (e.type === 'toggle') toggles += 1;
          else if (e.type !== 'entry-changed' || e.entryId !== before) toggles = 0;
        }
        expect(s.open).toBe(toggles % 2 === 1);
      }),
    );
  });
});
