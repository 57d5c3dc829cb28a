import type { Scheduler, SiteContext } from '@vitrine/core';
import type { HttpClient } from './client.js';
import { KyBundleGateway } from './ky-bundle-gateway.js';
import { KyLikesGateway } from './ky-likes-gateway.js';
import { KySocialProofGateway } from './ky-social-proof-gateway.js';
import { KyStyleGateway } from './ky-style-gateway.js';
import { KyThresholdBannerSource } from './ky-threshold-banner-source.js';
import { KyWishlistGateway } from './ky-wishlist-gateway.js';

/** Platform timers for the personalization retry (shopping.md §4). */
const platformScheduler: Scheduler = {
  setTimer(callback, delayMs) {
    const id = setTimeout(callback, delayMs);
    return () => clearTimeout(id);
  },
};

/** The gateways of bundles, wishlists, likes, the threshold banner, style looks, price info (decisions 0270, 0272) and social proof (decision 0320) over one client; httpBindings loads this module on first use (decision 0225). */
export function createProductDepthGateways(http: HttpClient, site: SiteContext) {
  return {
    bundles: new KyBundleGateway(http, site),
    wishlists: new KyWishlistGateway(http, site),
    likes: new KyLikesGateway(http, site),
    thresholdBanner: new KyThresholdBannerSource(http, site),
    styles: new KyStyleGateway(http, site),
    socialProof: new KySocialProofGateway(http, site, platformScheduler),
  };
}
export type ProductDepthGateways = ReturnType<typeof createProductDepthGateways>;
