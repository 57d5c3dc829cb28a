#!/usr/bin/env node
// Lists the untranslated msgids of a locale's catalog (one JSON string per line), for translators
// working in batches: `node scripts/i18n-untranslated.mjs zh-CN [limit]`.
import { readFileSync } from 'node:fs';
import PO from 'pofile';

const [locale, limit] = process.argv.slice(2);
if (!locale) {
  console.error('usage: node scripts/i18n-untranslated.mjs <locale> [limit]');
  process.exit(2);
}
const po = PO.parse(readFileSync(new URL(`../ui/src/i18n/locales/${locale}/messages.po`, import.meta.url), 'utf8'));
const open = po.items.filter((item) => !item.obsolete && item.msgstr.join('').trim() === '');
for (const item of open.slice(0, limit ? Number(limit) : undefined)) console.log(JSON.stringify(item.msgid));
console.error(`${open.length} untranslated in ${locale}`);
