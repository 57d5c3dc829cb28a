import type { SandboxSite } from '../sites/sites.js';

/**
 * Seed localizedText entries (decision 0423): merchandisers' overrides of visible storefront
 * labels, per site and language. The slug names the label; displayText replaces the storefront's
 * own translation. The UK site calls the size guide a size chart; the second brand calls it a fit
 * guide in each of its languages. Every other site keeps the storefront's label.
 */
export const PDP_SIZE_GUIDE_LABEL_SLUG = 'pdp-size-guide-label';

const FIT_GUIDE: Readonly<Record<string, string>> = {
  en: 'Fit guide',
  fr: 'Guide des coupes',
  de: 'Passformberater',
  es: 'Guía de ajuste',
  it: 'Guida alla vestibilità',
  zh: '版型指南',
};

/** The localizedText entries of a site in a language: `[slug, displayText]` pairs (none for most sites). */
export function localizedTextsOf(site: SandboxSite, language: string): readonly (readonly [string, string])[] {
  if (site.siteId === 'an-uk') return [[PDP_SIZE_GUIDE_LABEL_SLUG, 'Size chart']];
  if (site.siteId.startsWith('fp-')) return [[PDP_SIZE_GUIDE_LABEL_SLUG, FIT_GUIDE[language] ?? FIT_GUIDE['en']!]];
  return [];
}
