/**
 * Seed of the shell's configuration entries (shopping.md §7 "Content"; shell-and-account.md §7): the
 * mobile navigation promo (componentSupernavAdditionalMobilePromo, decision 0413), one entry per site
 * and language, written in that language. Its photo is a Luma photo of the image service, given
 * without a width (the client asks for the spec's widths, shopping.md §9), with its intrinsic size.
 */

/** The content type of the mobile navigation promo (shopping.md §7, verbatim). */
export const MOBILE_NAV_PROMO_TYPE = 'componentSupernavAdditionalMobilePromo';

/** The slug of the seeded mobile navigation promo (decision 0413). */
export const MOBILE_NAV_PROMO_SLUG = 'mobile-nav-promo';

interface MobileNavPromoTexts {
  readonly preHeadline: string;
  readonly headline: string;
  readonly cta: string;
  readonly alt: string;
}

/** The promo's texts by language (English for a language without its own). */
export const MOBILE_NAV_PROMO_TEXTS: Readonly<Record<string, MobileNavPromoTexts>> = {
  en: { preHeadline: 'New season', headline: 'Layers for cold mornings', cta: 'Shop jackets', alt: 'A woman in a grey yoga jacket' },
  fr: { preHeadline: 'Nouvelle saison', headline: 'Des couches pour les matins frais', cta: 'Voir les vestes', alt: 'Une femme en veste de yoga grise' },
  de: { preHeadline: 'Neue Saison', headline: 'Schichten für kalte Morgen', cta: 'Jacken entdecken', alt: 'Eine Frau in einer grauen Yogajacke' },
  es: { preHeadline: 'Nueva temporada', headline: 'Capas para las mañanas frías', cta: 'Ver chaquetas', alt: 'Una mujer con una chaqueta de yoga gris' },
  it: { preHeadline: 'Nuova stagione', headline: 'Strati per le mattine fredde', cta: 'Scopri le giacche', alt: 'Una donna con una giacca da yoga grigia' },
  zh: { preHeadline: '新季上市', headline: '清晨保暖叠穿', cta: '选购夹克', alt: '身穿灰色瑜伽夹克的女性' },
};

/** The fields of the mobile navigation promo entry in `language` (the contract's MobileNavPromoFieldsDto). */
export function mobileNavPromoFields(language: string): Record<string, unknown> {
  const t = MOBILE_NAV_PROMO_TEXTS[language] ?? MOBILE_NAV_PROMO_TEXTS.en!;
  return {
    preHeadlineText: t.preHeadline,
    headlineText: t.headline,
    image: { url: '/api/images/luma/w/j/wj02-gray_main.jpg', altText: t.alt, width: 1274, height: 1580 },
    ctaLink: { name: 'mobile-nav-promo', linkTitle: t.cta, linkPath: '/search?q=jacket', openInNewWindow: false },
  };
}
