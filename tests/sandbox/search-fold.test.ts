import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, searchFold } from '../../sandbox/src/catalog/search-fold.js';

/** The query fold and the database's `search_fold` are the same mapping (decision 0251). */
describe('searchFold', () => {
  it('lower-cases and drops accents', () => {
    expect(searchFold('Écharpe en Laine')).toBe('echarpe en laine');
    expect(searchFold('Numérique ÄÖÜ çà')).toBe('numerique aou ca');
    expect(searchFold('hoodie')).toBe('hoodie');
  });

  it('uses the character lists of the migration that defines search_fold', () => {
    const sql = readFileSync(resolve(import.meta.dirname, '../../sandbox/src/db/migrations/0110-catalog-version-and-search-fold.sql'), 'utf8');
    expect(sql).toContain(`'${FOLD_FROM}'`);
    expect(sql).toContain(`'${FOLD_TO}'`);
    expect([...FOLD_FROM].length).toBe([...FOLD_TO].length);
  });
});
