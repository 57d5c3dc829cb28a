import type { ThresholdBannerEntry, ThresholdBannerSource } from '@vitrine/core';

/** The in-memory banner entry: the sandbox's en entry (shown from 50.00, met at 150.00; decision 0224), minor units. */
export const SAMPLE_THRESHOLD_BANNER: ThresholdBannerEntry = {
  minThreshold: 5000,
  maxThreshold: 15000,
  inRangePreHeadline: 'Almost there',
  inRangeHeadline: 'Spend %1 more for free shipping',
  thresholdMetHeadline: 'You’ve earned free shipping',
  inRangeCtas: [{ linkTitle: 'Keep shopping', linkPath: '/' }],
};

/** ThresholdBannerSource answering one fixed entry (or null). */
export class InMemoryThresholdBanner implements ThresholdBannerSource {
  constructor(private readonly entry: ThresholdBannerEntry | null = SAMPLE_THRESHOLD_BANNER) {}
  async getThresholdBanner(): Promise<ThresholdBannerEntry | null> {
    return this.entry;
  }
}
