/**
 * Accent- and case-insensitive search text (decision 0251). The embedded database has no
 * `unaccent`, so the migration 0110 defines `search_fold(text)`: `lower` then `translate` with these
 * two character lists; the query is folded here the same way, so "echarpe" finds "Écharpe" on
 * PGlite and on a real Postgres alike. A test holds these lists equal to the migration's.
 */

/** The accented letters `search_fold` replaces, lower case then upper case. */
export const FOLD_FROM = 'àáâãäåāăąçćčďđèéêëēėęěìíîïīįıłñńňòóôõöøōőŕřśšşșťțùúûüūůűųýÿźżžæœÀÁÂÃÄÅĀĂĄÇĆČĎĐÈÉÊËĒĖĘĚÌÍÎÏĪĮIŁÑŃŇÒÓÔÕÖØŌŐŔŘŚŠŞȘŤȚÙÚÛÜŪŮŰŲÝŸŹŻŽÆŒ';
/** What each letter of {@link FOLD_FROM} becomes (same length, position by position). */
export const FOLD_TO = 'aaaaaaaaacccddeeeeeeeeiiiiiiilnnnoooooooorrssssttuuuuuuuuyyzzzaoaaaaaaaaacccddeeeeeeeeiiiiiiilnnnoooooooorrssssttuuuuuuuuyyzzzao';

const FOLD = new Map<string, string>([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i]!]));

/** The folded form of `text`: lower case, accents of {@link FOLD_FROM} dropped ('Écharpe' → 'echarpe'). Pure. */
export function searchFold(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += FOLD.get(ch) ?? ch;
  return out;
}
