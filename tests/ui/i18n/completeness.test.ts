import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogCompleteness, checkedLocales, formatCompleteness } from '../../../scripts/i18n-completeness';

/** The translation-completeness check of `npm run i18n:check` (decision 0351): 100 % for every locale. */
describe('translation completeness', () => {
  it('checks every configured locale but the source, zh-CN included', () => {
    const locales = checkedLocales();
    expect(locales).toEqual(expect.arrayContaining(['en-GB', 'en-CA', 'fr-CA', 'fr-FR', 'de-DE', 'es-ES', 'it-IT', 'zh-CN']));
    expect(locales).not.toContain('en-US');
  });

  it('finds every locale at 100 %', () => {
    const rows = catalogCompleteness();
    const gaps = rows.flatMap((r) => r.missing.map((id) => `${r.locale}: ${id}`));
    expect(gaps, formatCompleteness(rows)).toEqual([]);
    for (const row of rows) {
      expect(row.total).toBeGreaterThan(100);
      expect(row.percent).toBe(100);
    }
  });

  describe('on a catalog with gaps', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-i18n-'));
    const write = (locale: string, body: string) => {
      mkdirSync(join(dir, locale), { recursive: true });
      writeFileSync(join(dir, locale, 'messages.po'), `msgid ""\nmsgstr ""\n"Language: ${locale}\\n"\n\n${body}`);
    };
    write('en-US', 'msgid "Cart"\nmsgstr "Cart"\n\nmsgid "Close"\nmsgstr "Close"\n\nmsgid "Menu"\nmsgstr "Menu"\n\n#~ msgid "Gone"\n#~ msgstr "Gone"\n');
    write('en-GB', 'msgid "Cart"\nmsgstr "Cart"\n\nmsgid "Close"\nmsgstr "Close"\n\nmsgid "Menu"\nmsgstr "Menu"\n');
    write('zh-CN', 'msgid "Cart"\nmsgstr "购物车"\n\nmsgid "Close"\nmsgstr " "\n');
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('accepts a locale that repeats the source text, and names each empty or absent msgid with its locale', () => {
      const [gb, zh] = catalogCompleteness(['en-GB', 'zh-CN'], 'en-US', dir);
      expect(gb).toEqual({ locale: 'en-GB', total: 3, translated: 3, percent: 100, missing: [] });
      expect(zh).toEqual({ locale: 'zh-CN', total: 3, translated: 1, percent: 33.3, missing: ['Close', 'Menu'] });
      const table = formatCompleteness([gb!, zh!]);
      expect(table).toMatch(/^zh-CN +1\/3 +33\.3 %$/m);
      expect(table).toContain('missing in zh-CN: "Close"');
      expect(table).toContain('missing in zh-CN: "Menu"');
      expect(table).not.toContain('missing in en-GB');
    });
  });
});
