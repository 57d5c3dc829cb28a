import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';

/** The spec's verbatim texts in the catalogs (shell-and-account.md §8 "Error catalogue": the Italian navigation close label). */
const dir = resolve(import.meta.dirname, '../../../ui/src/i18n/locales');

function translation(locale: string, msgid: string): string | undefined {
  const po = PO.parse(readFileSync(resolve(dir, locale, 'messages.po'), 'utf8'));
  return po.items.find((item) => !item.obsolete && item.msgid === msgid)?.msgstr.join('');
}

describe('verbatim texts of the spec', () => {
  it('closes the Italian navigation with “Chiudi navigazione”', () => {
    expect(translation('it-IT', 'Close menu')).toBe('Chiudi navigazione');
  });
});
