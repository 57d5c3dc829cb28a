import type { CookieJar } from '../../platform/cookie-jar.port.js';

/**
 * Webview mode (shell-and-account.md §2 "Page shell": webviews hide header and footer; §4 "Access
 * guard": a webview first needs special handling; decision 0305). The mobile app opens the store in
 * its webview with `?webview=true` (or `1`); the session keeps the mode in {@link WEBVIEW_COOKIE},
 * so the pages the shopper reaches from there stay in it; `?webview=false` (or `0`) ends it.
 */
const WEBVIEW_QUERY = 'webview';

/** The session cookie that keeps webview mode ('true'; no Max-Age, so it ends with the app's session). */
const WEBVIEW_COOKIE = 'vitrine_webview';

const ON = new Set(['true', '1']);
const OFF = new Set(['false', '0']);

/**
 * True when the page runs inside the mobile app's webview: the query turns it on or off, else the
 * session's cookie says. Pure.
 * @param query the URL's query parameters, name -> value
 * @param cookies the page's cookies, or null where there are none (then only the query counts)
 */
export function isWebview(query: Readonly<Record<string, string>>, cookies: Pick<CookieJar, 'get'> | null): boolean {
  const flag = query[WEBVIEW_QUERY];
  if (flag !== undefined && (ON.has(flag) || OFF.has(flag))) return ON.has(flag);
  return cookies?.get(WEBVIEW_COOKIE) === 'true';
}

/**
 * Keeps what the query says of webview mode for the session: writes {@link WEBVIEW_COOKIE} for
 * `webview=true|1`, removes it for `webview=false|0`, leaves it for anything else.
 * @returns whether the cookie was written or removed
 */
export function rememberWebview(query: Readonly<Record<string, string>>, cookies: Pick<CookieJar, 'set' | 'remove'>): boolean {
  const flag = query[WEBVIEW_QUERY];
  if (flag !== undefined && ON.has(flag)) {
    cookies.set(WEBVIEW_COOKIE, 'true', { sameSite: 'Lax' });
    return true;
  }
  if (flag !== undefined && OFF.has(flag)) {
    cookies.remove(WEBVIEW_COOKIE);
    return true;
  }
  return false;
}
