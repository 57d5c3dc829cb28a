import { useRouteLoaderData } from 'react-router-dom';
import { LiveTextBanner } from '../../components/banners/live-text-banner';
import { SimpleBanner } from '../../components/banners/simple-banner';
import type { ShellData } from './global-promo.loader';

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
  if (banner.kind === 'simple') return <SimpleBanner model={banner} eager />;
  return <LiveTextBanner entryId={promo.entryId} model={banner.model} endsAt={banner.endsAt} renderedAt={promo.renderedAt} detailsHtml={banner.detailsHtml} detailsRaw={banner.detailsRaw} />;
}
