/**
 * Translation completeness of the Lingui catalogs (ui/src/i18n/locales/{locale}/messages.po): for
 * every locale of ui/lingui.config.ts except the source and the pseudo-locale, the share of source
 * messages that carry a non-empty msgstr. en-GB and en-CA may repeat the source text, but the entry
 * must be there and filled like every other locale's (decision 0351). `npm run i18n:check` prints
 * the table and exits 1 when a locale is below 100 %; tests/ui/i18n/completeness.test.ts runs the
 * same check inside `npm test`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import PO from 'pofile';
import linguiConfig from '../ui/lingui.config';

/** The completeness of one locale's catalog. */
export interface LocaleCompleteness {
  readonly locale: string;
  /** Number of active (non-obsolete) source messages. */
  readonly total: number;
  /** Source messages whose entry in this locale has a non-empty msgstr. */
  readonly translated: number;
  /** translated / total × 100, rounded down to one decimal (100 only when nothing is missing). */
  readonly percent: number;
  /** Source msgids with no entry, or an empty msgstr, in this locale. */
  readonly missing: readonly string[];
}

const LOCALES_DIR = resolve(import.meta.dirname, '../ui/src/i18n/locales');

/** The locales the check covers: every configured locale but the source and the pseudo-locale. */
export function checkedLocales(): string[] {
  return linguiConfig.locales.filter((l) => l !== linguiConfig.sourceLocale && l !== linguiConfig.pseudoLocale);
}

/** msgid → msgstr (joined) of the active entries of `locale`'s catalog in `dir`. Throws when the file is missing. */
function activeEntries(dir: string, locale: string): Map<string, string> {
  const po = PO.parse(readFileSync(resolve(dir, locale, 'messages.po'), 'utf8'));
  return new Map(po.items.filter((item) => !item.obsolete).map((item) => [item.msgid, item.msgstr.join('')]));
}

/**
 * Completeness of each of `locales` against the source catalog (`sourceLocale`), read from `dir`
 * (default: the project's catalogs). A msgid counts as missing when its entry is absent or its
 * msgstr is empty or only whitespace.
 */
export function catalogCompleteness(
  locales: readonly string[] = checkedLocales(),
  sourceLocale: string = linguiConfig.sourceLocale ?? 'en-US',
  dir: string = LOCALES_DIR,
): LocaleCompleteness[] {
  const sourceIds = [...activeEntries(dir, sourceLocale).keys()];
  return locales.map((locale) => {
    const entries = activeEntries(dir, locale);
    const missing = sourceIds.filter((id) => (entries.get(id) ?? '').trim() === '');
    const translated = sourceIds.length - missing.length;
    const percent = sourceIds.length === 0 ? 100 : Math.floor((translated / sourceIds.length) * 1000) / 10;
    return { locale, total: sourceIds.length, translated, percent, missing };
  });
}

/** A plain-text table, one row per locale ("de-DE  1143/1143  100.0 %"), then one line per missing msgid naming the locale. */
export function formatCompleteness(rows: readonly LocaleCompleteness[]): string {
  const lines = rows.map((r) => `${r.locale.padEnd(8)} ${`${r.translated}/${r.total}`.padStart(11)} ${r.percent.toFixed(1).padStart(6)} %`);
  const gaps = rows.flatMap((r) => r.missing.map((id) => `missing in ${r.locale}: ${JSON.stringify(id)}`));
  return ['locale    translated  percent', ...lines, ...gaps].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = catalogCompleteness();
  console.log(formatCompleteness(rows));
  if (rows.some((r) => r.missing.length > 0)) {
    console.error('Translate every missing message (npm run i18n:extract, then fill the msgstr) before merging.');
    process.exitCode = 1;
  }
}
