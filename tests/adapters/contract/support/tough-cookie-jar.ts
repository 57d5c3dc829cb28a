import { type CookieJar as ToughCookieJar } from 'tough-cookie';
import { FIRST_PARTY_COOKIE_PREFIX, type CookieJar, type CookieOptions } from '@vitrine/core';

/**
 * The CookieJar port over a tough-cookie jar for one origin: what the page's `document.cookie` is
 * to the browser, this is to Node — fetch-cookie sends and stores the same jar's cookies. The
 * contract tests' sandbox back end uses it, and server rendering can do the same per request.
 */
export function toughCookieJarPort(jar: ToughCookieJar, url: string): CookieJar {
  const all = () => Object.fromEntries(jar.getCookiesSync(url).map((c) => [c.key, decodeURIComponent(c.value)]));
  const remove = (name: string) => void jar.setCookieSync(`${name}=; Path=/; Max-Age=0`, url);
  return {
    get: (name) => all()[name],
    getAll: () => all(),
    set: (name: string, value: string, options: CookieOptions = {}) =>
      void jar.setCookieSync(`${name}=${encodeURIComponent(value)}; Path=${options.path ?? '/'}${options.maxAgeSeconds !== undefined ? `; Max-Age=${options.maxAgeSeconds}` : ''}`, url),
    remove,
    clearThirdPartyCookies: () => {
      const names = Object.keys(all()).filter((name) => !name.startsWith(FIRST_PARTY_COOKIE_PREFIX));
      names.forEach(remove);
      return names;
    },
  };
}
