/**
 * Slider navigation (shell-and-account.md §4 "Slider"; §9 carousel constants; decision 0030).
 * The index is the first visible slide, always within 0..lastIndex.
 */

/** How a slider moves. */
export interface SliderConfig {
  /** Number of slides, >= 0. */
  readonly count: number;
  /** Slides visible at once, >= 1. */
  readonly perPage: number;
  /** Move by a page (perPage slides) or by one slide. */
  readonly step: 'page' | 'one';
  /** Wrap around at the ends; without looping the slider stops at the ends. */
  readonly loop: boolean;
}

/** Carousel constants (shell-and-account.md §9). */
export const CAROUSEL = { gutter: 1, activeBuffer: 1 } as const;

/** The last valid first-visible index: count - perPage, at least 0. */
export function lastSlideIndex(config: Pick<SliderConfig, 'count' | 'perPage'>): number {
  return Math.max(0, config.count - Math.max(1, config.perPage));
}

/** Clamps any index into 0..lastIndex (non-integers round down). */
export function clampSlideIndex(index: number, config: Pick<SliderConfig, 'count' | 'perPage'>): number {
  return Math.min(Math.max(0, Math.floor(index)), lastSlideIndex(config));
}

const stepOf = (config: SliderConfig) => (config.step === 'page' ? Math.max(1, config.perPage) : 1);

/**
 * The index after "next": forward by a page or by one, clamped to the last index; at the last
 * index it wraps to 0 when looping, else stays. Never fails.
 */
export function nextSlideIndex(index: number, config: SliderConfig): number {
  const last = lastSlideIndex(config);
  const current = clampSlideIndex(index, config);
  if (current >= last) return config.loop ? 0 : last;
  return Math.min(current + stepOf(config), last);
}

/**
 * The index after "previous": back by a page or by one, clamped to 0; at 0 it wraps to the last
 * index when looping, else stays. Never fails.
 */
export function previousSlideIndex(index: number, config: SliderConfig): number {
  const current = clampSlideIndex(index, config);
  if (current <= 0) return config.loop ? lastSlideIndex(config) : 0;
  return Math.max(current - stepOf(config), 0);
}

/** Whether the next and previous controls are usable (always, when looping and there is more than one position). */
export function sliderControls(index: number, config: SliderConfig): { canPrevious: boolean; canNext: boolean } {
  const last = lastSlideIndex(config);
  const current = clampSlideIndex(index, config);
  if (last === 0) return { canPrevious: false, canNext: false };
  return { canPrevious: config.loop || current > 0, canNext: config.loop || current < last };
}
