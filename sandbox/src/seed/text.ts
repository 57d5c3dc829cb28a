/** Small text helpers for the importers. */

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', trade: '™', reg: '®', copy: '©', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ', frac14: '¼', bull: '•' };

/** Decodes the HTML entities the Luma names use (`&trade;`, `&reg;`, `&amp;`, numeric) and collapses whitespace. */
export function cleanName(raw: string): string {
  return raw
    .replace(/&(#\d+|[a-z]+\d*);/gi, (m, e: string) => (e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : (ENTITIES[e.toLowerCase()] ?? m)))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower-case ASCII slug: 'Chaz Kangeroo Hoodie' -> 'chaz-kangeroo-hoodie', 'Hoodies & Sweatshirts' -> 'hoodies-sweatshirts'. */
export function slugify(text: string): string {
  return cleanName(text)
    .replace(/[™®©]/g, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Upper-case code for a colour or size: 'Matte Black' -> 'MATTE_BLACK', '55 cm' -> '55_CM'. */
export function codeOf(text: string): string {
  return slugify(text).replace(/-/g, '_').toUpperCase();
}

/** 'matte black' -> 'Matte Black'. */
export function titleCase(text: string): string {
  return text.replace(/\b([a-z])/g, (c) => c.toUpperCase());
}

/**
 * FNV-1a 32-bit hash of a string: the seed's only source of "randomness", so the same input always
 * gives the same assignment (decision 0012).
 */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Makes `slug` unique within `taken` by appending -2, -3 ...; records the result in `taken`. */
export function uniqueSlug(slug: string, taken: Set<string>): string {
  let candidate = slug;
  for (let n = 2; taken.has(candidate); n++) candidate = `${slug}-${n}`;
  taken.add(candidate);
  return candidate;
}
