import { ContentGateway, Logger, renderMarkdown, type HeaderLink } from '@vitrine/core';
import type { Services } from '../../shared/services';

/** The lower promo message ready to render: its markdown as HTML (unsanitised) or the raw text (`raw`), and its link. */
export interface LowerPromoData {
  readonly html: string;
  /** True when the markdown could not be parsed and `html` is the raw text (render it as text). */
  readonly raw: boolean;
  readonly link: HeaderLink | null;
}

/** The header's content-driven parts (shell-and-account.md §2 "Page shell"; decision 0366). */
export interface HeaderContentData {
  readonly utilityLinks: readonly HeaderLink[];
  readonly brandUtilityLinks: readonly HeaderLink[];
  readonly alsoVisitLinks: readonly HeaderLink[];
  readonly lowerPromo: LowerPromoData | null;
}

/**
 * Loads the header container through ContentGateway (a 502 falls back to the direct provider in the
 * gateway) for the root route's loader, beside the global promo, so it adds no request in series
 * (decision 0366). The lower promo's markdown is rendered with the markdown renderer (loaded on
 * demand) through core's renderMarkdown; the UI sanitises it. Resolves null when the site has no
 * entry, when the entry has nothing to show, or when the call failed (logged 'Header content load
 * failed'): the header then renders none of these parts. Never throws.
 */
export async function loadHeaderContent(services: Services): Promise<HeaderContentData | null> {
  const logger = services.get(Logger);
  try {
    const content = await services.get(ContentGateway).getHeaderContent();
    if (!content) return null;
    let lowerPromo: LowerPromoData | null = null;
    if (content.lowerPromo) {
      const { MarkedMarkdownRenderer } = await import('@vitrine/adapters/markdown');
      const rendered = renderMarkdown(new MarkedMarkdownRenderer(), content.lowerPromo.message, logger);
      lowerPromo = { ...rendered, link: content.lowerPromo.link };
    }
    const { utilityLinks, brandUtilityLinks, alsoVisitLinks } = content;
    if (utilityLinks.length + brandUtilityLinks.length + alsoVisitLinks.length === 0 && !lowerPromo) return null;
    return { utilityLinks, brandUtilityLinks, alsoVisitLinks, lowerPromo };
  } catch (error) {
    logger.error('Header content load failed', { error: String(error) });
    return null;
  }
}
