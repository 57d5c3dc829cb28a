import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';

/**
 * Every supported locale's Lingui catalog carries every message of the source catalog, translated
 * (every visible string through Lingui; "in every locale"). Extraction freshness is
 * checked by `npm test` (it re-extracts and fails when the catalogs change).
 */
const LOCALES = ['en-GB', 'en-CA', 'fr-CA', 'fr-FR', 'de-DE', 'es-ES', 'it-IT', 'zh-CN'] as const;
const dir = resolve(import.meta.dirname, '../../../ui/src/i18n/locales');

function activeEntries(locale: string): Map<string, string> {
  const po = PO.parse(readFileSync(resolve(dir, locale, 'messages.po'), 'utf8'));
  return new Map(po.items.filter((item) => !item.obsolete).map((item) => [item.msgid, item.msgstr.join('')]));
}

describe('Lingui catalogs', () => {
  const source = activeEntries('en-US');

  it('has source messages', () => {
    expect(source.size).toBeGreaterThan(100);
  });

  it.each(LOCALES)('%s has every source message, translated', (locale) => {
    const entries = activeEntries(locale);
    const missing = [...source.keys()].filter((id) => !entries.has(id));
    const untranslated = [...entries.entries()].filter(([, text]) => text.trim() === '').map(([id]) => id);
    expect(missing, `missing in ${locale}`).toEqual([]);
    expect(untranslated, `untranslated in ${locale}`).toEqual([]);
  });

  it.each(LOCALES)('%s keeps every placeholder of the source message', (locale) => {
    const entries = activeEntries(locale);
    const placeholders = (text: string) => JSON.stringify([...new Set([...text.matchAll(/\{(\w+)(?:\}|,\s*(?:plural|select|selectordinal|number|date|time)\b)/g)].map((m) => m[1]))].sort());
    const broken = [...entries.entries()].filter(([id, text]) => text !== '' && placeholders(text) !== placeholders(source.get(id) || id));
    expect(broken.map(([id]) => id), `placeholders differ in ${locale}`).toEqual([]);
  });
});
