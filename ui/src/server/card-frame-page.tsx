import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SUPPORTED_LOCALES, type SupportedLocale } from '@vitrine/core';
import { CardFrameDocument } from '../card-frame/card-frame-document';
import type { CardFrameMode } from '../components/card/card-frame-protocol';
import { createI18n } from '../i18n/i18n';
import type { ViteManifest } from './assets';

/** The card frame page's path (decision 0460); the sandbox gives it its own CSP. */
export const CARD_FRAME_PATH = '/card-frame';

/** The frame entry's key in Vite's manifest. */
const CARD_FRAME_ENTRY = 'src/card-frame/card-frame.entry.ts';

/**
 * The card frame page (decision 0460): GET /card-frame?locale=<one of SUPPORTED_LOCALES> (another or
 * none: en-US), rendered once on the server — no hydration, no storefront script — in that
 * locale, with the frame entry from `manifest` as its only script, carrying `nonce`. With
 * `mode=security-code&brand=<the saved card's type code, A-Z>` (decision 0436) it holds only that
 * card's security code; any other mode is the whole card. 200, HTML, `Cache-Control: no-store`
 * (each response has its own nonce).
 */
export async function renderCardFramePage(url: URL, manifest: ViteManifest, nonce?: string): Promise<Response> {
  const asked = url.searchParams.get('locale') ?? '';
  const locale: SupportedLocale = (SUPPORTED_LOCALES as readonly string[]).includes(asked) ? (asked as SupportedLocale) : 'en-US';
  const brand = url.searchParams.get('brand') ?? '';
  const mode: CardFrameMode = url.searchParams.get('mode') === 'security-code' ? { kind: 'security-code', cardType: /^[A-Z]{1,8}$/.test(brand) ? brand : '' } : { kind: 'card' };
  const i18n = await createI18n(locale);
  const entry = manifest[CARD_FRAME_ENTRY];
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <CardFrameDocument lang={locale} script={entry ? `/${entry.file}` : null} mode={mode} {...(nonce ? { nonce } : {})} />
    </I18nProvider>,
  );
  return new Response(`<!DOCTYPE html>${html}`, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
