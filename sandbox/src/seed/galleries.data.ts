/**
 * The seeded galleries' texts (decision 0406), written by people in every language the sites speak
 * (en, fr, de, es, it and zh for the zh-CN mount) and committed with the seed. Product names are
 * Luma's proper names and stay as the catalogue gives them; colour names come from the catalogue's
 * translation table (decision 0255).
 */

/** The languages a gallery's texts are written in (ISO 639-1); English is the fallback. */
export const GALLERY_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'zh'] as const;
export type GalleryLanguage = (typeof GALLERY_LANGUAGES)[number];

/** The id of the home page's lookbook gallery, the same on both brand families (decision 0406). */
export const SHOP_THE_LOOK_GALLERY_ID = 'shop-the-look';

/** One seeded gallery: its brand family, id, which looks it takes (by the anchor's sub-brand), how many, and its texts. */
export interface GallerySeed {
  readonly brandId: 'an' | 'fp';
  readonly galleryId: string;
  /** Looks whose anchor product has this sub-brand ('fpmovement'), or every look (null). */
  readonly subBrand: string | null;
  /** Most items in the gallery. */
  readonly maxItems: number;
  readonly texts: Readonly<Record<GalleryLanguage, { readonly title: string; readonly description: string }>>;
}

export const GALLERY_SEEDS: readonly GallerySeed[] = [
  {
    brandId: 'an',
    galleryId: SHOP_THE_LOOK_GALLERY_ID,
    subBrand: null,
    // More than one page of the gallery limit (24, shopping.md §9), so the second page is real.
    maxItems: 30,
    texts: {
      en: { title: 'Shop the look', description: 'Outfits our stylists put together this season. Pick a look to shop its pieces.' },
      fr: { title: 'Adoptez le look', description: 'Les tenues composées par nos stylistes cette saison. Choisissez un look pour en acheter les pièces.' },
      de: { title: 'Shop the Look', description: 'Outfits, die unsere Stylisten für diese Saison zusammengestellt haben. Wählen Sie einen Look und shoppen Sie seine Teile.' },
      es: { title: 'Compra el look', description: 'Conjuntos que nuestros estilistas han creado esta temporada. Elige un look para comprar sus prendas.' },
      it: { title: 'Acquista il look', description: 'Gli outfit creati dai nostri stylist per questa stagione. Scegli un look per acquistarne i capi.' },
      zh: { title: '选购同款造型', description: '本季造型师精选搭配。选择一个造型，即可选购其中单品。' },
    },
  },
  {
    brandId: 'fp',
    galleryId: SHOP_THE_LOOK_GALLERY_ID,
    subBrand: 'fpmovement',
    maxItems: 12,
    texts: {
      en: { title: 'Shop the look', description: 'Training outfits that move with you, from warm-up to cool-down.' },
      fr: { title: 'Adoptez le look', description: 'Des tenues d’entraînement qui bougent avec vous, de l’échauffement à la récupération.' },
      de: { title: 'Shop the Look', description: 'Trainingsoutfits, die jede Bewegung mitmachen – vom Aufwärmen bis zum Cool-down.' },
      es: { title: 'Compra el look', description: 'Conjuntos de entrenamiento que se mueven contigo, del calentamiento a la vuelta a la calma.' },
      it: { title: 'Acquista il look', description: 'Outfit da allenamento che si muovono con te, dal riscaldamento al defaticamento.' },
      zh: { title: '选购同款造型', description: '从热身到放松，随你而动的训练造型。' },
    },
  },
];

/**
 * An item's alt text in `language`: the photo shows `product` worn in `colour` (both already in
 * that language where the catalogue translates them).
 */
export function galleryAltText(language: GalleryLanguage, product: string, colour: string): string {
  switch (language) {
    case 'fr':
      return `Mannequin portant ${product}, coloris ${colour}`;
    case 'de':
      return `Model trägt ${product} in ${colour}`;
    case 'es':
      return `Modelo con ${product} en color ${colour}`;
    case 'it':
      return `Modella con ${product}, colore ${colour}`;
    case 'zh':
      return `模特身穿${product}（${colour}）`;
    default:
      return `Model wearing the ${product} in ${colour}`;
  }
}

/**
 * An item's caption in `language`: the anchor `product` and the pieces it is styled with, listed
 * with the language's own conjunction (Intl.ListFormat: 'A, B and C', 'A, B et C', ...).
 */
export function galleryCaption(language: GalleryLanguage, product: string, pieces: readonly string[]): string {
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(pieces);
  switch (language) {
    case 'fr':
      return `${product} porté avec ${list}`;
    case 'de':
      return `${product}, kombiniert mit ${list}`;
    case 'es':
      return `${product} combinado con ${list}`;
    case 'it':
      return `${product} abbinato a ${list}`;
    case 'zh':
      return `${product}搭配${list}`;
    default:
      return `${product}, styled with ${list}`;
  }
}
