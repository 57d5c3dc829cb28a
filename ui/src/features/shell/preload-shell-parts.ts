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

/** The header's lazy parts, each a chunk of its own. */
const PARTS = { 'account-menu': LazyAccountMenu, 'live-text-banner': LiveTextBanner, 'simple-banner': SimpleBanner, 'header-content': HeaderContentPart, 'brand-tabs': BrandTabs };

/** The name of one of the header's lazy parts. */
export type ShellPartName = keyof typeof PARTS;

/**
 * The header's lazy parts the server renders into a page (decision 0426): the account menu, the
 * promo banner of the kind the root loader gave (none for no promo or an empty entry), the header
 * content parts (utility bar, lower promo message) when the root loader has them, the brand tabs on
 * a site with sub-brands; nothing without the full header.
 */
export function shellPartsOf({ shell, fullHeader, subBrands }: ShellParts): ShellPartName[] {
  if (!fullHeader) return [];
  const parts: ShellPartName[] = ['account-menu'];
  const banner = shell?.globalPromo?.banner;
  if (banner) parts.push(banner.kind === 'simple' ? 'simple-banner' : 'live-text-banner');
  if (shell?.header) parts.push('header-content');
  if (subBrands) parts.push('brand-tabs');
  return parts;
}

/**
 * Loads the chunks of the header's lazy parts that the server rendered into the page
 * ({@link shellPartsOf}; decision 0426). The browser entry awaits it before hydrating, so these
 * Suspense boundaries hydrate in the first pass and never fall back to their placeholders
 * (shell-and-account.md §2; docs/performance.md, CLS); the server awaits it before rendering, so
 * it never writes them as pending boundaries. Resolves when every chunk has loaded or one failed
 * (a failed part loads again when it renders); never rejects.
 */
export async function preloadShellParts(parts: ShellParts): Promise<void> {
  await Promise.allSettled(shellPartsOf(parts).map((name) => PARTS[name].preload()));
}
