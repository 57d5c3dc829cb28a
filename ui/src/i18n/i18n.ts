import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import type { SupportedLocale } from '@vitrine/core';

/** The compiled catalogs, one small lazy chunk per locale. */
const loaders = import.meta.glob<{ messages: Messages }>('./locales/*/messages.po');

/**
 * Loads a locale's compiled Lingui catalog. Unknown locales fall back to en-US. A failure to load
 * is logged and resolves with no messages (the source texts show).
 */
export async function loadMessages(locale: SupportedLocale): Promise<Messages> {
  const load = loaders[`./locales/${locale}/messages.po`] ?? loaders['./locales/en-US/messages.po'];
  try {
    return load ? (await load()).messages : {};
  } catch (error) {
    console.error('Failed translation fetch', error);
    return {};
  }
}

/**
 * Loads a locale's catalog and activates it on `instance` (default: Lingui's global instance, the
 * browser's one). The server passes a fresh instance per request ({@link createI18n}).
 */
export async function activateLocale(locale: SupportedLocale, instance: I18n = i18n): Promise<void> {
  instance.loadAndActivate({ locale, messages: await loadMessages(locale) });
}

/** A new Lingui instance with `locale` loaded and active: one per server request, never shared between requests (decision 0150). */
export async function createI18n(locale: SupportedLocale): Promise<I18n> {
  const instance = setupI18n();
  await activateLocale(locale, instance);
  return instance;
}

export { i18n };
