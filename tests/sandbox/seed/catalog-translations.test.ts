import { describe, expect, it } from 'vitest';
import { CATALOG_TRANSLATIONS, catalogTextRows, TRANSLATED_LANGUAGES } from '../../../sandbox/src/seed/catalog-translations.js';
import { SITES } from '../../../sandbox/src/sites/sites.js';

// The committed translation table (decisions 0255 and 0302): one reviewed text per row and language.
describe('catalogue translation table', () => {
  it('covers every language a site speaks besides the English source', () => {
    const siteLanguages = new Set(SITES.flatMap((s) => s.languages).filter((l) => l !== 'en'));
    expect([...siteLanguages].sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
  });

  it('has a non-empty text in every language for every row, once per kind and source', () => {
    for (const [kind, source, ...texts] of CATALOG_TRANSLATIONS) {
      expect(texts, `${kind} ${source}`).toHaveLength(TRANSLATED_LANGUAGES.length);
      for (const text of texts) expect(text.trim(), `${kind} ${source}`).not.toBe('');
    }
    const keys = CATALOG_TRANSLATIONS.map(([kind, source]) => `${kind}:${source}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes every row in Simplified Chinese (Han script, no traditional-only forms of the common retail words)', () => {
    const zh = TRANSLATED_LANGUAGES.indexOf('zh');
    for (const row of CATALOG_TRANSLATIONS) {
      const text = row[2 + zh] as string;
      expect(text, `${row[0]} ${row[1]}`).toMatch(/\p{Script=Han}/u);
      expect(text, `${row[0]} ${row[1]}`).not.toMatch(/[裝備傢裡紅藍綠黃銀鐵機衛織們電動風髮壺鍋淨濕]/u);
    }
  });

  it('turns the table into one stored row per kind, source and language', () => {
    const rows = catalogTextRows([['color', 'Black', 'Schwarz', 'Noir', 'Negro', 'Nero', '黑色']]);
    expect(rows).toEqual([
      { kind: 'color', source: 'Black', language: 'de', text: 'Schwarz' },
      { kind: 'color', source: 'Black', language: 'fr', text: 'Noir' },
      { kind: 'color', source: 'Black', language: 'es', text: 'Negro' },
      { kind: 'color', source: 'Black', language: 'it', text: 'Nero' },
      { kind: 'color', source: 'Black', language: 'zh', text: '黑色' },
    ]);
    expect(catalogTextRows()).toHaveLength(CATALOG_TRANSLATIONS.length * TRANSLATED_LANGUAGES.length);
  });
});
