import { token } from '../../shared/token.js';
import type { ThresholdBannerEntry } from '../domain/threshold-banner.js';

/**
 * Port: the cart threshold banner entry of the site and language (content type
 * cartThresholdBanner; shell-and-account.md §3; decisions 0029, 0224), thresholds already in minor
 * units. Null when the site has none. Implemented by KyThresholdBannerSource and an in-memory
 * constant. Throws on transport faults (the banner is then left out).
 */
export interface ThresholdBannerSource {
  getThresholdBanner(): Promise<ThresholdBannerEntry | null>;
}
export const ThresholdBannerSource = token<ThresholdBannerSource>('ThresholdBannerSource');
