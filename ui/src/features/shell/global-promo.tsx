import { Suspense } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import { preloadableLazy } from '../../shared/preloadable-lazy';
import type { ShellData } from './global-promo.loader';

// The banners are chunks of their own, off the initial JS (decision 0170): the server renders them
// in the page (their CSS is inlined with the shell's, decision 0281) and the browser loads the one
// the page shows before it hydrates (preloadShellParts, decision 0426).
export const LiveTextBanner = preloadableLazy(async () => (await import('../../components/banners/live-text-banner')).LiveTextBanner);
export const SimpleBanner = preloadableLazy(async () => (await import('../../components/banners/simple-banner')).SimpleBanner);

/**
 * The header promo (shell-and-account.md §2 "Page shell", §3; decision 0301) from the root loader's
 * global promo container: a live-text or simple banner; an entry that could not be rendered is an
 * empty element (shell-and-account.md §8), no entry nothing.
 */
export function GlobalPromo() {
  const data = useRouteLoaderData('root') as ShellData | undefined;
  const promo = data?.globalPromo;
  if (!promo) return null;
  const { banner } = promo;
  if (banner === null) return <div data-global-promo="empty" />;
  return (
    <Suspense fallback={<div data-global-promo="loading" />}>
      {banner.kind === 'simple' ? (
        <SimpleBanner model={banner} eager />
      ) : (
        <LiveTextBanner entryId={promo.entryId} model={banner.model} endsAt={banner.endsAt} renderedAt={promo.renderedAt} detailsHtml={banner.detailsHtml} detailsRaw={banner.detailsRaw} />
      )}
    </Suspense>
  );
}
