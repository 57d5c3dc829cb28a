import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import type { SupportedLocale } from '@vitrine/core';

/** The compiled catalogs, one small lazy chunk per locale; never the development pseudo-locale's. */
const loaders = import.meta.glob<{ messages: Messages }>(['./locales/*/messages.po', '!./locales/en-XA/messages.po']);

/**
 * The en-XA pseudo-locale catalog (decision 0352): only on the dev server started with
 * VITRINE_PSEUDO_LOCALE=1 (the flag is false in every build, so this import is dead code there).
 */
const pseudoLoader = import.meta.env.VITRINE_PSEUDO_LOCALE === true ? import.meta.glob<{ messages: Messages }>('./locales/en-XA/messages.po') : {};

/**
 * Loads a locale's compiled Lingui catalog. Unknown locales fall back to en-US; the dev server's
 * pseudo-locale switch (VITRINE_PSEUDO_LOCALE=1) loads en-XA for every locale. A failure to load
 * is logged and resolves with no messages (the source texts show).
 */
export async function loadMessages(locale: SupportedLocale): Promise<Messages> {
  const load = pseudoLoader['./locales/en-XA/messages.po'] ?? loaders[`./locales/${locale}/messages.po`] ?? loaders['./locales/en-US/messages.po'];
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
