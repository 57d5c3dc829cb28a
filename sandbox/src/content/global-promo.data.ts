/**
 * Seed texts of the global promo container (shell-and-account.md §3 live-text banner; decision 0300),
 * one set per language, written in that language.
 */
export interface PromoTexts {
  readonly preHeadline: string;
  readonly headline: string;
  readonly ctaWomen: string;
  readonly ctaMen: string;
  readonly details: string;
  readonly detailsLabel: string;
}

export const GLOBAL_PROMO_TEXTS: Readonly<Record<string, PromoTexts>> = {
  en: {
    preHeadline: 'Winter Sale',
    headline: 'Up to 40% off outerwear',
    ctaWomen: 'Shop women',
    ctaMen: 'Shop men',
    details: '**Offer ends at midnight.** Discount applies to selected *jackets and coats*; no code needed. Not combinable with other offers. [Returns policy](/help/returns)',
    detailsLabel: 'Details',
  },
  fr: {
    preHeadline: 'Soldes d’hiver',
    headline: 'Jusqu’à -40 % sur les manteaux',
    ctaWomen: 'Femme',
    ctaMen: 'Homme',
    details: '**L’offre se termine à minuit.** Remise sur une sélection de *vestes et manteaux*, sans code. Non cumulable avec d’autres offres. [Politique de retour](/help/returns)',
    detailsLabel: 'Détails',
  },
  de: {
    preHeadline: 'Winterschlussverkauf',
    headline: 'Bis zu 40 % auf Jacken und Mäntel',
    ctaWomen: 'Damen',
    ctaMen: 'Herren',
    details: '**Das Angebot endet um Mitternacht.** Rabatt auf ausgewählte *Jacken und Mäntel*, ohne Code. Nicht mit anderen Angeboten kombinierbar. [Rückgaberichtlinie](/help/returns)',
    detailsLabel: 'Details',
  },
  es: {
    preHeadline: 'Rebajas de invierno',
    headline: 'Hasta un 40 % en abrigos',
    ctaWomen: 'Mujer',
    ctaMen: 'Hombre',
    details: '**La oferta termina a medianoche.** Descuento en una selección de *chaquetas y abrigos*, sin código. No acumulable con otras ofertas. [Política de devoluciones](/help/returns)',
    detailsLabel: 'Detalles',
  },
  it: {
    preHeadline: 'Saldi invernali',
    headline: 'Fino al 40% su giacche e cappotti',
    ctaWomen: 'Donna',
    ctaMen: 'Uomo',
    details: '**L’offerta termina a mezzanotte.** Sconto su una selezione di *giacche e cappotti*, senza codice. Non cumulabile con altre offerte. [Politica di reso](/help/returns)',
    detailsLabel: 'Dettagli',
  },
};

/** How long the seeded sale runs from the seed time (ms): 10 days, so the countdown is always running. */
export const GLOBAL_PROMO_DURATION_MS = 10 * 86_400_000;

/**
 * The fields of a globalPromoContainer entry: its promos, each `{ id, type, fields }` with the
 * live-text banner fields of shell-and-account.md §3 verbatim. `now` is epoch ms.
 */
export function globalPromoFields(language: string, siteId: string, now: number): Record<string, unknown> {
  const t = GLOBAL_PROMO_TEXTS[language] ?? GLOBAL_PROMO_TEXTS.en!;
  return {
    promos: [
      {
        id: `live-text-${siteId}-${language}`,
        type: 'componentLiveTextBanner',
        fields: {
          preHeadlineText: t.preHeadline,
          headlineText: t.headline,
          ctaLinks: [
            { linkTitle: t.ctaWomen, linkPath: '/search?q=jacket', openInNewWindow: false, name: 'shop-women' },
            { linkTitle: t.ctaMen, linkPath: '/search?q=coat', openInNewWindow: false, name: 'shop-men' },
          ],
          promoDesc: t.details,
          descriptionCtaVerbage: t.detailsLabel,
          showCountdownTimer: true,
          endDate: new Date(now + GLOBAL_PROMO_DURATION_MS).toISOString(),
          bannerWrapperBackgroundColor: '#1f2a44',
          detailsBackgroundColor: '#f4f1ea',
          linkHoverColor: '#f2c14e',
          bannerBackgroundImage: null,
          backgroundImageType: 'cover',
          fontColorScheme: 'light',
        },
      },
    ],
  };
}
