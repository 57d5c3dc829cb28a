import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Lingui catalogs: en-US is the source; every supported locale has a catalog (ui/src/i18n), zh-CN
 * included (decision 0350). en-XA is the development pseudo-locale (decision 0352): its catalog stays
 * empty and Lingui compiles the source texts accented and lengthened, so an untranslated (plain) or
 * clipped text stands out; the production build never loads it.
 */
export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'en-GB', 'en-CA', 'fr-CA', 'fr-FR', 'de-DE', 'es-ES', 'it-IT', 'zh-CN', 'en-XA'],
  pseudoLocale: 'en-XA',
  fallbackLocales: { 'en-GB': 'en-US', 'en-CA': 'en-US', 'fr-CA': 'fr-FR', default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
