import { i18n, type Messages } from '@lingui/core';
import type { SupportedLocale } from '@vitrine/core';

/**
 * Loads a locale's compiled Lingui catalog (one small lazy chunk per locale) and activates it.
 * Unknown locales fall back to en-US. Failures to load are logged, and the source texts show.
 */
const loaders = import.meta.glob<{ messages: Messages }>('./locales/*/messages.po');

export async function activateLocale(locale: SupportedLocale): Promise<void> {
  const load = loaders[`./locales/${locale}/messages.po`] ?? loaders['./locales/en-US/messages.po'];
  let messages: Messages = {};
  try {
    if (load) messages = (await load()).messages;
  } catch (error) {
    console.error('Failed translation fetch', error);
  }
  i18n.loadAndActivate({ locale, messages });
}

export { i18n };
