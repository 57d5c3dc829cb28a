import { Suspense } from 'react';
import { preloadableLazy } from '../../shared/preloadable-lazy';

/**
 * The privacy layer loads off the initial JS; a page whose server rendered the consent banner loads
 * it before it hydrates (preloadShellParts, decisions 0426 and 0466), so a choice made on the
 * banner right after the first paint is not lost.
 */
export const LazyPrivacyLayer = preloadableLazy(async () => (await import('./privacy-layer')).default);

/**
 * The page's place of the consent-gated data layer and its "Privacy choices" banner
 * (shell-and-account.md §6; decision 0311), server-rendered from the request's consent cookie
 * (decision 0466).
 */
export function PrivacyLayerSlot() {
  return (
    <Suspense fallback={null}>
      <LazyPrivacyLayer />
    </Suspense>
  );
}
