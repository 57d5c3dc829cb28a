import { lazy, Suspense } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import type { ShellData } from './global-promo.loader';
import styles from './header.module.css';

// The header's content parts are a chunk of their own, off the initial JS (decision 0366, as the
// promo banners, decision 0301): the server renders them into the page with their CSS and the
// browser hydrates them when the chunk has arrived; until then the server's HTML stays as it is.
const HeaderLinkGroups = lazy(async () => ({ default: (await import('./header-content')).HeaderLinkGroups }));
const LowerPromo = lazy(async () => ({ default: (await import('./header-content')).LowerPromo }));

const useHeaderContent = () => (useRouteLoaderData('root') as ShellData | undefined)?.header ?? null;

/**
 * The header's content link groups (utility, brand utility and 'also visit' links; shell-and-account.md
 * §2; decision 0366) from the root loader: `layout` 'bar' is the utility bar above the main bar
 * (shown at ≥ 1025 px), 'menu' the same groups inside the push menu (`onNavigate` closes it when a
 * link is followed, a hash modal's too). Nothing without content.
 */
export function HeaderLinksSlot({ layout, onNavigate }: { layout: 'bar' | 'menu'; onNavigate?: () => void }) {
  const content = useHeaderContent();
  if (!content || content.utilityLinks.length + content.brandUtilityLinks.length + content.alsoVisitLinks.length === 0) return null;
  return (
    <Suspense fallback={layout === 'bar' ? <div className={styles.linksSlot} /> : null}>
      <HeaderLinkGroups content={content} layout={layout} onNavigate={onNavigate} />
    </Suspense>
  );
}

/** The lower promo message below the navigation row (decision 0366) from the root loader; nothing without one. */
export function LowerPromoSlot() {
  const promo = useHeaderContent()?.lowerPromo;
  if (!promo) return null;
  return (
    <Suspense fallback={<div className={styles.promoSlot} />}>
      <LowerPromo promo={promo} />
    </Suspense>
  );
}
