/**
 * A CSS colour for a colour name when the catalogue gives no swatch image (decision 0056):
 * 'Black' → 'black', 'Light Blue' → 'lightblue'. Names that are not CSS colour keywords get a
 * neutral fallback. Pure.
 */
const NAMED: Readonly<Record<string, string>> = {
  black: '#1b1b1b',
  white: '#ffffff',
  gray: '#8a8a8a',
  grey: '#8a8a8a',
  blue: '#2f5da8',
  red: '#b3322b',
  green: '#4c7a3c',
  purple: '#6b3f8f',
  orange: '#e07b2a',
  yellow: '#e8c93a',
  brown: '#7a4f2f',
  lavender: '#b9a6d9',
  pink: '#e8a3b8',
  beige: '#dccbb0',
  navy: '#1f2c4d',
  silver: '#c0c0c0',
  gold: '#c9a447',
  cream: '#f3ead6',
  ivory: '#f6f1e3',
  copper: '#b56a3c',
  teal: '#2f7f7a',
  charcoal: '#3b3b3b',
};

export const SWATCH_FALLBACK = '#d9d3ca';

export function swatchColorOf(name: string): string {
  const key = name.trim().toLowerCase();
  if (NAMED[key]) return NAMED[key];
  // Multi-word names: use the last word that is known ('Matte Black' → black).
  const words = key.split(/[\s/-]+/).reverse();
  for (const word of words) {
    if (NAMED[word]) return NAMED[word];
  }
  return SWATCH_FALLBACK;
}
