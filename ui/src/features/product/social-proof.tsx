import { Plural, Trans } from '@lingui/react/macro';
import { memo } from 'react';
import { SOCIAL_PROOF_LOOKBACK_MINS, SocialProofGateway } from '@vitrine/core';
import { visitorId } from '../../shared/visitor-id';
import { usePortData } from './use-port-data';
import styles from './social-proof.module.css';

/**
 * Social proof on the product page (shopping.md §3, §7; decision 0320), loaded after hydration:
 * records this visitor's view, then shows "N people viewed this in the last hour" in a status
 * region whose space is reserved (no layout shift). A failure is logged and the line stays empty
 * (shopping.md §8 "Social-proof or translation failures").
 */
function SocialProof({ productId }: { productId: string }) {
  const proof = usePortData(productId, 'Social proof', async (services) => {
    const gateway = services.get(SocialProofGateway);
    await gateway.recordEvent(productId, 'VIEW', visitorId());
    const [item] = await gateway.getSocialProof([productId], SOCIAL_PROOF_LOOKBACK_MINS);
    return item ?? null;
  });
  return (
    <p role="status" className={styles.line}>
      {proof && proof.views > 0 && (
        <Trans>
          <Plural value={proof.views} one="# person viewed this in the last hour" other="# people viewed this in the last hour" />
        </Trans>
      )}
    </p>
  );
}

/** Memoized: the product page renders again on every selection change; the figure depends on the product only. */
export default memo(SocialProof);
