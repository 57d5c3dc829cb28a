/**
 * Seed size charts of the Luma catalogue (decision 0422): one sizeGuideVendor entry per chart and
 * language, and the sizeGuideConfiguration rules that give each category its chart. Body
 * measurements in centimetres, [from, to], in the usual sportswear grading (women's tops XS–XL by
 * bust, waist and hips; men's tops XS–XL by chest and waist; bottoms by the waist sizes 28–36 Luma
 * sells, with hips or inseam). The storefront converts to inches where the site measures in inches.
 */

type Range = readonly [number, number];

/** One chart: its measurements (the columns after the size) and its rows. */
interface ChartData {
  readonly measurements: readonly string[];
  readonly rows: readonly { readonly size: string; readonly rangesCm: readonly Range[] }[];
}

/** The charts, by vendor slug. */
export const SIZE_GUIDE_CHARTS: Readonly<Record<string, ChartData>> = {
  'luma-womens-tops': {
    measurements: ['bust', 'waist', 'hips'],
    rows: [
      { size: 'XS', rangesCm: [[79, 83], [61, 65], [86, 90]] },
      { size: 'S', rangesCm: [[84, 88], [66, 70], [91, 95]] },
      { size: 'M', rangesCm: [[89, 93], [71, 75], [96, 100]] },
      { size: 'L', rangesCm: [[94, 100], [76, 82], [101, 107]] },
      { size: 'XL', rangesCm: [[101, 107], [83, 89], [108, 114]] },
    ],
  },
  'luma-mens-tops': {
    measurements: ['chest', 'waist'],
    rows: [
      { size: 'XS', rangesCm: [[84, 88], [69, 73]] },
      { size: 'S', rangesCm: [[89, 94], [74, 79]] },
      { size: 'M', rangesCm: [[95, 101], [80, 86]] },
      { size: 'L', rangesCm: [[102, 108], [87, 94]] },
      { size: 'XL', rangesCm: [[109, 116], [95, 102]] },
    ],
  },
  'luma-womens-bottoms': {
    measurements: ['waist', 'hips', 'inseam'],
    rows: [
      { size: '28', rangesCm: [[70, 72], [94, 96], [76, 78]] },
      { size: '29', rangesCm: [[73, 75], [97, 99], [76, 78]] },
      { size: '30', rangesCm: [[76, 78], [100, 102], [78, 80]] },
      { size: '31', rangesCm: [[79, 81], [103, 105], [78, 80]] },
      { size: '32', rangesCm: [[82, 84], [106, 108], [80, 82]] },
    ],
  },
  'luma-mens-bottoms': {
    measurements: ['waist', 'inseam'],
    rows: [
      { size: '29', rangesCm: [[73, 75], [79, 81]] },
      { size: '30', rangesCm: [[76, 78], [79, 81]] },
      { size: '31', rangesCm: [[79, 81], [81, 83]] },
      { size: '32', rangesCm: [[82, 84], [81, 83]] },
      { size: '33', rangesCm: [[85, 87], [81, 83]] },
      { size: '34', rangesCm: [[88, 90], [84, 86]] },
      { size: '36', rangesCm: [[93, 96], [84, 86]] },
    ],
  },
};

/** The sizeGuideConfiguration rules: Luma's category trees (navigation slugs) to their charts. */
export const SIZE_GUIDE_RULES = [
  { categoryPrefix: 'women-tops', vendor: 'luma-womens-tops' },
  { categoryPrefix: 'women-bottoms', vendor: 'luma-womens-bottoms' },
  { categoryPrefix: 'men-tops', vendor: 'luma-mens-tops' },
  { categoryPrefix: 'men-bottoms', vendor: 'luma-mens-bottoms' },
] as const;

const MEASURE: Readonly<Record<string, string>> = {
  en: 'Measure over light underwear with the tape level and snug, not tight. Between two sizes? Take the larger one for a relaxed fit.',
  fr: 'Mesurez sur des sous-vêtements légers, le mètre bien à plat, ajusté sans serrer. Entre deux tailles ? Prenez la plus grande pour une coupe plus ample.',
  de: 'Messen Sie über leichter Unterwäsche, das Maßband waagerecht und anliegend, aber nicht straff. Zwischen zwei Größen? Wählen Sie für eine lockere Passform die größere.',
  es: 'Mide sobre ropa interior ligera, con la cinta recta y ajustada sin apretar. ¿Entre dos tallas? Elige la mayor para un ajuste más holgado.',
  it: 'Misura sopra la biancheria leggera, con il metro dritto e aderente ma non stretto. Tra due taglie? Scegli la più grande per una vestibilità comoda.',
  zh: '请穿着轻薄内衣测量，软尺保持水平、贴身但不要勒紧。介于两个尺码之间？想要宽松一些请选择较大的尺码。',
};

/** Titles of the charts, per language. */
const TITLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'luma-womens-tops': { en: 'Women’s tops', fr: 'Hauts femme', de: 'Damen-Oberteile', es: 'Partes de arriba de mujer', it: 'Top donna', zh: '女士上装' },
  'luma-mens-tops': { en: 'Men’s tops', fr: 'Hauts homme', de: 'Herren-Oberteile', es: 'Partes de arriba de hombre', it: 'Top uomo', zh: '男士上装' },
  'luma-womens-bottoms': { en: 'Women’s pants and shorts (waist sizes)', fr: 'Pantalons et shorts femme (tailles de ceinture)', de: 'Damenhosen und -shorts (Bundweiten)', es: 'Pantalones y shorts de mujer (tallas de cintura)', it: 'Pantaloni e shorts donna (taglie in vita)', zh: '女士长裤和短裤（腰围尺码）' },
  'luma-mens-bottoms': { en: 'Men’s pants and shorts (waist sizes)', fr: 'Pantalons et shorts homme (tailles de ceinture)', de: 'Herrenhosen und -shorts (Bundweiten)', es: 'Pantalones y shorts de hombre (tallas de cintura)', it: 'Pantaloni e shorts uomo (taglie in vita)', zh: '男士长裤和短裤（腰围尺码）' },
};

/** The title and introduction of a chart in a language (English when the language has none). */
function textsOf(vendor: string, language: string): { title: string; intro: string } {
  const title = TITLES[vendor]?.[language] ?? TITLES[vendor]?.['en'] ?? vendor;
  return { title, intro: MEASURE[language] ?? MEASURE['en']! };
}

/** The fields of the sizeGuideVendor entry `vendor` in `language`. */
export function sizeGuideVendorFields(vendor: string, language: string): Record<string, unknown> {
  const chart = SIZE_GUIDE_CHARTS[vendor]!;
  return { ...textsOf(vendor, language), measurements: chart.measurements, rows: chart.rows };
}

/** The fields of the sizeGuideConfiguration entry (the same rules in every language). */
export function sizeGuideConfigurationFields(): Record<string, unknown> {
  return { rules: SIZE_GUIDE_RULES };
}
