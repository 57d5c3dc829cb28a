import { token } from '../../shared/token.js';

/** The product events social proof counts (shopping.md §7; decision 0320). */
export type SocialEventKind = 'VIEW' | 'ADD_TO_CART';

/** One product's social proof: distinct visitors who viewed it / added it to a cart in the lookback period. */
export interface SocialProof {
  readonly itemId: string;
  readonly views: number;
  readonly addToCarts: number;
}

/** The lookback period the product page asks for: "N people viewed this in the last hour" (minutes; decision 0320). */
export const SOCIAL_PROOF_LOOKBACK_MINS = 60;

/**
 * Port: social proof (shopping.md §7 "Content and personalization", GET /slipstream/api/social/v0;
 * decision 0320). Implemented by KySocialProofGateway. Failures are logged by the caller and the page
 * continues (shopping.md §8 "Social-proof or translation failures").
 */
export interface SocialProofGateway {
  /**
   * The counts of each product id in the last `lookbackMins` minutes, in the order asked. Throws the
   * transport's error on failure.
   */
  getSocialProof(itemIds: readonly string[], lookbackMins: number): Promise<readonly SocialProof[]>;
  /**
   * Records one product event of the anonymous `visitorId`. Retries once after 500 ms on a network
   * error (shopping.md §4 "Personalization events retry once"); throws on any other failure.
   */
  recordEvent(itemId: string, kind: SocialEventKind, visitorId: string): Promise<void>;
}
export const SocialProofGateway = token<SocialProofGateway>('SocialProofGateway');
