// Writes ui/src/components/address/phone-metadata.json: libphonenumber-js's "min" metadata kept to
// the countries the sites ship to (decision 0181), so the address form's phone checks stay small.
// Run after upgrading libphonenumber-js: node scripts/make-phone-metadata.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const COUNTRIES = ['US', 'CA', 'GB', 'FR', 'DE', 'ES', 'IT'];
const full = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.min.json'), 'utf8'));
const subset = { version: full.version, country_calling_codes: {}, countries: {} };
for (const [code, countries] of Object.entries(full.country_calling_codes)) {
  const kept = countries.filter((country) => COUNTRIES.includes(country));
  if (kept.length > 0) subset.country_calling_codes[code] = kept;
}
for (const country of COUNTRIES) subset.countries[country] = full.countries[country];
writeFileSync(new URL('../ui/src/components/address/phone-metadata.json', import.meta.url), `${JSON.stringify(subset)}\n`);
