import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** Lingui catalogs: en-US is the source; every supported locale has a catalog (ui/src/i18n). */
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'en-GB', 'en-CA', 'fr-CA', 'fr-FR', 'de-DE', 'es-ES', 'it-IT', 'zh-CN'],
  fallbackLocales: { 'en-GB': 'en-US', 'en-CA': 'en-US', 'fr-CA': 'fr-FR', default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
