/**
 * Banner details (shell-and-account.md §4 "Banner details toggle open and closed and reset when
 * the entry changes, the carousel moves, or the banner unmounts").
 */

/** Whether the details panel is open, for which entry. */
export interface BannerDetailsState {
  readonly open: boolean;
  /** Content entry id the state belongs to, null before the first entry. */
  readonly entryId: string | null;
}

/** What happens to a banner. */
export type BannerDetailsEvent =
  | { readonly type: 'toggle' }
  | { readonly type: 'entry-changed'; readonly entryId: string }
  | { readonly type: 'carousel-moved' }
  | { readonly type: 'unmounted' };

/** The initial state: closed, no entry. */
export const INITIAL_BANNER_DETAILS: BannerDetailsState = { open: false, entryId: null };

/**
 * Next state: 'toggle' flips open; 'entry-changed' closes and records the entry (no change when
 * the id is the same); 'carousel-moved' and 'unmounted' close. Pure reducer.
 */
export function bannerDetailsReducer(state: BannerDetailsState, event: BannerDetailsEvent): BannerDetailsState {
  switch (event.type) {
    case 'toggle':
      return { ...state, open: !state.open };
    case 'entry-changed':
      return event.entryId === state.entryId ? state : { open: false, entryId: event.entryId };
    case 'carousel-moved':
    case 'unmounted':
      return { ...state, open: false };
  }
}
