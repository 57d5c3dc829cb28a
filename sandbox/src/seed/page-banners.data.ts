/**
 * Seed of the home and category banners (shell-and-account.md §3 live-text, simple and rotational
 * banner entries; decision 0410): one pageBannerContainer entry per page, site and language, written
 * in that language, its banners linked entries resolved inline as `{ id, type, fields }` (decision
 * 0300). Images are Luma photos of the image service, given without a width: the client asks for
 * the spec's widths (shopping.md §9).
 */

/** The content type of a page's banner list (decision 0410). */
export const PAGE_BANNER_CONTAINER_TYPE = 'pageBannerContainer';

/** The slug of the home page's banner list (decision 0410). */
export const HOME_BANNERS_SLUG = 'home';

/** The top categories that carry a banner, each with the photos of its simple banner (decision 0410). */
export const CATEGORY_BANNER_PHOTOS = {
  women: { image: 'w/j/wj01-red_main.jpg', alternate: 'w/j/wj04-red_main.jpg', link: '/search?q=jacket' },
  men: { image: 'm/h/mh01-gray_main.jpg', alternate: 'm/h/mh01-orange_main.jpg', link: '/search?q=hoodie' },
  gear: { image: 'm/b/mb01-blue-0.jpg', alternate: 'l/u/luma-yoga-kit-2.jpg', link: '/search?q=bag' },
} as const;
export type BannerCategory = keyof typeof CATEGORY_BANNER_PHOTOS;

/** The slug of a category page's banner list: `category-{categorySlug}` (decision 0410). */
export function categoryBannersSlug(categorySlug: string): string {
  return `category-${categorySlug}`;
}

/** The image-service path of a Luma photo ('w/j/wj01-red_main.jpg' → '/api/images/luma/w/j/wj01-red_main.jpg'). */
const luma = (path: string) => `/api/images/luma/${path}`;

interface BannerTexts {
  readonly preHeadline: string;
  readonly headline: string;
  readonly ctaGifts: string;
  readonly ctaSale: string;
  readonly details: string;
  readonly detailsLabel: string;
  /** The rotational banner's slides: alt text of each (women, men, gear). */
  readonly slides: readonly [string, string, string];
  /** Alt text of each category banner. */
  readonly categories: Readonly<Record<BannerCategory, string>>;
}

export const PAGE_BANNER_TEXTS: Readonly<Record<string, BannerTexts>> = {
  en: {
    preHeadline: 'The Holiday Edit',
    headline: 'Gifts for everyone on your list',
    ctaGifts: 'Shop collections',
    ctaSale: 'Shop sale',
    details: '**Free gift wrap** on every order until the offer ends. Choose it at checkout; *gift cards excluded*. [Shipping times](/help/shipping)',
    detailsLabel: 'Offer details',
    slides: ['Women’s jackets in new winter colours', 'Men’s hoodies and fleeces for cold mornings', 'Bags and gear for every commute'],
    categories: { women: 'New in: women’s jackets and coats', men: 'Layer up: men’s hoodies and sweatshirts', gear: 'Carry it all: bags for work and travel' },
  },
  fr: {
    preHeadline: 'La sélection des fêtes',
    headline: 'Des cadeaux pour toute votre liste',
    ctaGifts: 'Voir les collections',
    ctaSale: 'Voir les soldes',
    details: '**Emballage cadeau offert** sur chaque commande jusqu’à la fin de l’offre. À choisir au paiement ; *hors cartes cadeaux*. [Délais de livraison](/help/shipping)',
    detailsLabel: 'Détails de l’offre',
    slides: ['Vestes femme aux nouvelles couleurs d’hiver', 'Sweats et polaires homme pour les matins froids', 'Sacs et accessoires pour tous les trajets'],
    categories: { women: 'Nouveautés : vestes et manteaux femme', men: 'Superposez : sweats et hoodies homme', gear: 'Tout emporter : sacs pour le travail et le voyage' },
  },
  de: {
    preHeadline: 'Die Festtags-Auswahl',
    headline: 'Geschenke für alle auf Ihrer Liste',
    ctaGifts: 'Kollektionen entdecken',
    ctaSale: 'Zum Sale',
    details: '**Kostenlose Geschenkverpackung** für jede Bestellung bis zum Ende der Aktion. Wählen Sie sie an der Kasse; *ausgenommen Geschenkkarten*. [Lieferzeiten](/help/shipping)',
    detailsLabel: 'Details zur Aktion',
    slides: ['Damenjacken in neuen Winterfarben', 'Herren-Hoodies und Fleece für kalte Morgen', 'Taschen und Ausrüstung für jeden Weg'],
    categories: { women: 'Neu: Damenjacken und -mäntel', men: 'Schichten: Herren-Hoodies und Sweatshirts', gear: 'Alles dabei: Taschen für Arbeit und Reise' },
  },
  es: {
    preHeadline: 'Selección navideña',
    headline: 'Regalos para todos los de tu lista',
    ctaGifts: 'Ver colecciones',
    ctaSale: 'Ver rebajas',
    details: '**Envoltorio de regalo gratis** en todos los pedidos hasta que termine la oferta. Elígelo al pagar; *excepto tarjetas regalo*. [Plazos de envío](/help/shipping)',
    detailsLabel: 'Detalles de la oferta',
    slides: ['Chaquetas de mujer en nuevos colores de invierno', 'Sudaderas y forros polares de hombre para mañanas frías', 'Bolsos y accesorios para cada trayecto'],
    categories: { women: 'Novedades: chaquetas y abrigos de mujer', men: 'Por capas: sudaderas de hombre', gear: 'Llévalo todo: bolsos para el trabajo y los viajes' },
  },
  it: {
    preHeadline: 'La selezione delle feste',
    headline: 'Regali per tutti quelli della tua lista',
    ctaGifts: 'Scopri le collezioni',
    ctaSale: 'Scopri i saldi',
    details: '**Confezione regalo gratuita** su ogni ordine fino al termine dell’offerta. Sceglila al pagamento; *carte regalo escluse*. [Tempi di spedizione](/help/shipping)',
    detailsLabel: 'Dettagli dell’offerta',
    slides: ['Giacche da donna nei nuovi colori invernali', 'Felpe e pile da uomo per le mattine fredde', 'Borse e accessori per ogni tragitto'],
    categories: { women: 'Novità: giacche e cappotti da donna', men: 'A strati: felpe da uomo', gear: 'Porta tutto: borse per lavoro e viaggi' },
  },
  zh: {
    preHeadline: '节日精选',
    headline: '为清单上的每个人挑选礼物',
    ctaGifts: '选购系列',
    ctaSale: '选购特惠',
    details: '**免费礼品包装**，活动结束前所有订单均可享受。结账时选择；*礼品卡除外*。[配送时间](/help/shipping)',
    detailsLabel: '活动详情',
    slides: ['冬季新色女士夹克', '适合寒冷清晨的男士连帽衫和抓绒衫', '适合每次通勤的包袋和装备'],
    categories: { women: '新品：女士夹克和大衣', men: '叠穿：男士连帽衫和运动衫', gear: '随身携带：工作和旅行包袋' },
  },
};

/** How long the seeded holiday offer runs from the seed time (ms): 14 days, so the countdown is always running. */
export const HOME_OFFER_DURATION_MS = 14 * 86_400_000;

const textsOf = (language: string) => PAGE_BANNER_TEXTS[language] ?? PAGE_BANNER_TEXTS.en!;

const simpleBanner = (id: string, name: string, photos: { readonly image: string; readonly alternate: string; readonly link: string }, alt: string) => ({
  id,
  type: 'componentSimpleBanner',
  fields: { url: photos.link, externalLink: null, bannerName: name, bannerImage: luma(photos.image), alternateBannerImage: luma(photos.alternate), linkAltText: alt },
});

/**
 * The home page's banner list (decision 0410): a live-text banner (pre-headline, headline, two CTA
 * links, markdown details, a countdown to an endDate 14 days after `now` (epoch ms), colours, a
 * repeated background pattern, light font colour scheme) and a rotational banner of three simple
 * banners, one per top category.
 */
export function homeBannerFields(language: string, siteId: string, now: number): Record<string, unknown> {
  const t = textsOf(language);
  const key = `${siteId}-${language}`;
  const categories = Object.keys(CATEGORY_BANNER_PHOTOS) as BannerCategory[];
  return {
    banners: [
      {
        id: `home-live-text-${key}`,
        type: 'componentLiveTextBanner',
        fields: {
          preHeadlineText: t.preHeadline,
          headlineText: t.headline,
          ctaLinks: [
            { linkTitle: t.ctaGifts, linkPath: '/collections', openInNewWindow: false, name: 'shop-collections' },
            { linkTitle: t.ctaSale, linkPath: '/promotions', openInNewWindow: false, name: 'shop-sale' },
          ],
          promoDesc: t.details,
          descriptionCtaVerbage: t.detailsLabel,
          showCountdownTimer: true,
          endDate: new Date(now + HOME_OFFER_DURATION_MS).toISOString(),
          bannerWrapperBackgroundColor: '#3d1f2b',
          detailsBackgroundColor: '#fbf3ee',
          linkHoverColor: '#f6c9a8',
          bannerBackgroundImage: null,
          backgroundImageType: 'repeat',
          fontColorScheme: 'light',
        },
      },
      {
        id: `home-rotational-${key}`,
        type: 'componentRotationalBanner',
        fields: {
          arrowColorScheme: 'dark',
          banners: categories.map((category, i) => simpleBanner(`home-slide-${category}-${key}`, `home-${category}`, CATEGORY_BANNER_PHOTOS[category], t.slides[i]!)),
        },
      },
    ],
  };
}

/** A category page's banner list (decision 0410): one simple banner with its ≥768 px alternate image. */
export function categoryBannerFields(category: BannerCategory, language: string, siteId: string): Record<string, unknown> {
  const t = textsOf(language);
  return { banners: [simpleBanner(`category-${category}-${siteId}-${language}`, `category-${category}`, CATEGORY_BANNER_PHOTOS[category], t.categories[category])] };
}
