/**
 * The region a postal code belongs to, for the catalog request's mismatch codes
 * (shell-and-account.md §5; decision 0203): US ZIP codes by their first three digits (the USPS
 * sectional centre ranges), Canadian postal codes by their first letter. Other countries have no
 * regions (countries.ts) and are not checked.
 */

/** [first ZIP3, last ZIP3, state] — USPS ranges, military and territories left out. */
const US_ZIP3: readonly (readonly [number, number, string])[] = [
  [5, 5, 'NY'], [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'], [39, 49, 'ME'], [50, 54, 'VT'], [55, 55, 'MA'], [56, 59, 'VT'],
  [60, 69, 'CT'], [70, 89, 'NJ'], [100, 149, 'NY'], [150, 196, 'PA'], [197, 199, 'DE'], [200, 200, 'DC'], [201, 201, 'VA'],
  [202, 205, 'DC'], [206, 219, 'MD'], [220, 246, 'VA'], [247, 268, 'WV'], [270, 289, 'NC'], [290, 299, 'SC'], [300, 319, 'GA'],
  [320, 339, 'FL'], [341, 349, 'FL'], [350, 369, 'AL'], [370, 385, 'TN'], [386, 397, 'MS'], [398, 399, 'GA'], [400, 427, 'KY'],
  [430, 459, 'OH'], [460, 479, 'IN'], [480, 499, 'MI'], [500, 528, 'IA'], [530, 549, 'WI'], [550, 567, 'MN'], [569, 569, 'DC'],
  [570, 577, 'SD'], [580, 588, 'ND'], [590, 599, 'MT'], [600, 629, 'IL'], [630, 658, 'MO'], [660, 679, 'KS'], [680, 693, 'NE'],
  [700, 715, 'LA'], [716, 729, 'AR'], [730, 732, 'OK'], [733, 733, 'TX'], [734, 749, 'OK'], [750, 799, 'TX'], [800, 816, 'CO'],
  [820, 831, 'WY'], [832, 838, 'ID'], [840, 847, 'UT'], [850, 865, 'AZ'], [870, 884, 'NM'], [885, 885, 'TX'], [889, 898, 'NV'],
  [900, 961, 'CA'], [967, 968, 'HI'], [970, 979, 'OR'], [980, 994, 'WA'], [995, 999, 'AK'],
];

/** Canada Post's forward sortation areas by first letter. */
const CA_FIRST_LETTER: Readonly<Record<string, readonly string[]>> = {
  A: ['NL'], B: ['NS'], C: ['PE'], E: ['NB'], G: ['QC'], H: ['QC'], J: ['QC'], K: ['ON'], L: ['ON'], M: ['ON'], N: ['ON'], P: ['ON'],
  R: ['MB'], S: ['SK'], T: ['AB'], V: ['BC'], X: ['NT', 'NU'], Y: ['YT'],
};

/**
 * The regions (upper-case codes: 'IL', 'QC') a postal code of `country` (ISO alpha-2) may belong
 * to; null when the country is not checked or the code is unknown or malformed. Used for the
 * catalog request's mismatch codes (shell-and-account.md §5; decision 0203).
 */
export function regionsOfPostalCode(country: string, postalCode: string): readonly string[] | null {
  const code = postalCode.trim().toUpperCase();
  if (country === 'US') {
    const match = /^(\d{3})\d{2}(-?\d{4})?$/.exec(code);
    if (!match) return null;
    const zip3 = Number(match[1]);
    const range = US_ZIP3.find(([from, to]) => zip3 >= from && zip3 <= to);
    return range ? [range[2]] : null;
  }
  if (country === 'CA') return CA_FIRST_LETTER[code.charAt(0)] ?? null;
  return null;
}

/** The regions {@link regionsOfPostalCode} knows for `country` (US states with DC, Canadian provinces and territories); empty for other countries. */
export function postalRegionsOf(country: string): readonly string[] {
  if (country === 'US') return [...new Set(US_ZIP3.map(([, , state]) => state))].sort();
  if (country === 'CA') return [...new Set(Object.values(CA_FIRST_LETTER).flat())].sort();
  return [];
}
