/**
 * The size guide of the product page (shopping.md §3 product field sizeGuide; §7 "Content":
 * content types sizeGuideConfiguration and sizeGuideVendor; decision 0422).
 */

/** The body measurements a size chart may give, in this order of columns. */
export const SIZE_GUIDE_MEASUREMENTS = ['bust', 'chest', 'waist', 'hips', 'inseam'] as const;
export type SizeGuideMeasurement = (typeof SIZE_GUIDE_MEASUREMENTS)[number];

/** One size of a chart: its label ('M', '30') and, per column of the chart, the body range in centimetres [from, to]. */
export interface SizeGuideRow {
  readonly size: string;
  readonly rangesCm: readonly (readonly [number, number])[];
}

/**
 * A vendor's size chart (content type sizeGuideVendor), in the request language: its title and
 * introduction, the measurements it gives (the columns after the size), and one row per size.
 */
export interface SizeGuideChart {
  /** Content entry id. */
  readonly entryId: string;
  /** The chart's slug ('luma-womens-tops'), named by the configuration's rules. */
  readonly slug: string;
  readonly title: string;
  /** Plain text shown above the table (how to measure). */
  readonly intro: string;
  readonly measurements: readonly SizeGuideMeasurement[];
  readonly rows: readonly SizeGuideRow[];
}

/**
 * Which chart a product uses (content type sizeGuideConfiguration): rules in order, each naming a
 * category slug prefix ('women-tops') and the vendor chart slug its products use.
 */
export interface SizeGuideConfiguration {
  readonly rules: readonly { readonly categoryPrefix: string; readonly vendor: string }[];
}

/**
 * The vendor chart slug for a product whose parent category slug is `categorySlug` (shopping.md
 * §3 parentCategory): the first rule whose prefix equals the slug or starts it followed by '-'
 * ('women-tops' matches 'women-tops' and 'women-tops-jackets', not 'women-topsy'). Null without a
 * category, a configuration or a matching rule (the page shows no size guide). Never fails.
 */
export function sizeGuideVendorFor(config: SizeGuideConfiguration | null, categorySlug: string | null): string | null {
  if (!config || !categorySlug) return null;
  const rule = config.rules.find((r) => categorySlug === r.categoryPrefix || categorySlug.startsWith(`${r.categoryPrefix}-`));
  return rule?.vendor ?? null;
}

/** The unit a size chart is shown in. */
export type SizeGuideUnit = 'inch' | 'centimeter';

/**
 * The unit of a site's size chart (decision 0422): inches for the United States ('US'), where
 * clothing is measured in inches, centimetres for every other country code. Never fails.
 */
export function sizeGuideUnit(countryCode: string): SizeGuideUnit {
  return countryCode.toUpperCase() === 'US' ? 'inch' : 'centimeter';
}

/** Centimetres per inch. */
const CM_PER_INCH = 2.54;

/**
 * A body measurement `cm` (centimetres) in `unit`: centimetres unchanged; inches rounded to the
 * nearest half inch, as size charts print them (86 cm → 34 in). Never fails.
 */
export function measurementIn(cm: number, unit: SizeGuideUnit): number {
  return unit === 'centimeter' ? cm : Math.round((cm / CM_PER_INCH) * 2) / 2;
}
