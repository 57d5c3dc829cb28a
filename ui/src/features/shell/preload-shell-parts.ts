import { LazyAccountMenu } from '../identity';
import { LazyPrivacyLayer } from '../privacy';
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
  /** True when no consent choice is stored: the privacy layer shows its banner (`consentAsked`, decision 0466). */
  readonly consentAsked: boolean;
}

/** The shell's lazy parts that the server renders, each a chunk of its own. */
const PARTS = {
  'account-menu': LazyAccountMenu,
  'live-text-banner': LiveTextBanner,
  'simple-banner': SimpleBanner,
  'header-content': HeaderContentPart,
  'brand-tabs': BrandTabs,
  'privacy-layer': LazyPrivacyLayer,
};

/** The name of one of the shell's lazy parts that the server renders. */
export type ShellPartName = keyof typeof PARTS;

/**
 * The shell's lazy parts the server renders into a page with content (decision 0426): with the full
 * header, the account menu, the promo banner of the kind the root loader gave (none for no promo or
 * an empty entry), the header content parts (utility bar, lower promo message) when the root loader
 * has them and the brand tabs on a site with sub-brands; on any page, the privacy layer while it
 * shows the consent banner (decision 0466).
 */
export function shellPartsOf({ shell, fullHeader, subBrands, consentAsked }: ShellParts): ShellPartName[] {
  const parts: ShellPartName[] = [];
  if (fullHeader) {
    parts.push('account-menu');
    const banner = shell?.globalPromo?.banner;
    if (banner) parts.push(banner.kind === 'simple' ? 'simple-banner' : 'live-text-banner');
    if (shell?.header) parts.push('header-content');
    if (subBrands) parts.push('brand-tabs');
  }
  if (consentAsked) parts.push('privacy-layer');
  return parts;
}

/**
 * Loads the chunks of the shell's lazy parts that the server rendered into the page
 * ({@link shellPartsOf}; decision 0426). The browser entry awaits it before hydrating, so these
 * Suspense boundaries hydrate in the first pass and never fall back to their placeholders
 * (shell-and-account.md §2; docs/performance.md, CLS); the server awaits it before rendering, so
 * it never writes them as pending boundaries. Resolves when every chunk has loaded or one failed
 * (a failed part loads again when it renders); never rejects.
 */
export async function preloadShellParts(parts: ShellParts): Promise<void> {
  await Promise.allSettled(shellPartsOf(parts).map((name) => PARTS[name].preload()));
}
