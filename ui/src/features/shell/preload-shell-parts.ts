import { LazyAccountMenu } from '../identity';
import { BrandTabs } from '../sub-brand';
import type { ShellData } from './global-promo.loader';
import { LiveTextBanner, SimpleBanner } from './global-promo';
import { HeaderContentPart } from './header-content-slots';

/** What the server rendered into the page's header (read from the root loader's data and the site configuration). */
export interface ShellParts {
  /** The root route's loader data (the promo banner and the header content), undefined when it has none. */
  readonly shell: ShellData | undefined;
  /** True when the page has the full header (not the slim one, not the webview's none). */
  readonly fullHeader: boolean;
  /** True on a site with sub-brands: the header shows the brand tabs (decision 0345). */
  readonly subBrands: boolean;
}

/**
 * Loads the chunks of the header's lazy parts that the server rendered into the page (decision
 * 0426): the promo banner of the kind the root loader gave, the header content parts (utility bar,
 * lower promo message), the account menu and, on a site with sub-brands, the brand tabs. The
 * browser entry awaits it before hydrating, so these Suspense boundaries hydrate in the first pass
 * and never fall back to their placeholders (shell-and-account.md §2; docs/performance.md, CLS).
 * Resolves when every chunk has loaded or one failed (a failed part loads again when it renders);
 * never rejects.
 */
export async function preloadShellParts({ shell, fullHeader, subBrands }: ShellParts): Promise<void> {
  if (!fullHeader) return;
  const loads: Promise<unknown>[] = [LazyAccountMenu.preload()];
  const banner = shell?.globalPromo?.banner;
  if (banner) loads.push(banner.kind === 'simple' ? SimpleBanner.preload() : LiveTextBanner.preload());
  if (shell?.header) loads.push(HeaderContentPart.preload());
  if (subBrands) loads.push(BrandTabs.preload());
  await Promise.allSettled(loads);
}
