/** Display order of apparel sizes: letter sizes first (XXS…XXL), then numbers ascending, then the rest by name. */
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'];

/** Sort key comparator for size names ('XS' < 'M' < 'XL' < '28' < '36'). */
export function compareSizes(a: string, b: string): number {
  const rank = (s: string): [number, number, string] => {
    const letter = LETTER_SIZES.indexOf(s.toUpperCase());
    if (letter >= 0) return [0, letter, s];
    const num = Number.parseFloat(s);
    if (Number.isFinite(num)) return [1, num, s];
    return [2, 0, s];
  };
  const [ga, na, sa] = rank(a);
  const [gb, nb, sb] = rank(b);
  return ga - gb || na - nb || sa.localeCompare(sb);
}

/** Size id of the single size of products that have none. */
export const ONE_SIZE = { id: 'OS', name: 'One Size' } as const;
