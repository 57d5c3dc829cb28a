/**
 * Return paths that stay on the site (shell-and-account.md §2 "Login" page with a return URL, §4
 * "Access guard"; decision 0306). A return path comes from a URL anyone can craft, so only an app
 * path is followed: one leading '/', then not a second '/' or '\' (browsers read '//host' and
 * '/\host' as another site), no backslash and no control character anywhere, checked again after
 * each round of percent-decoding (up to three, so '%2F%2Fevil.com' and '%5C' variants are caught).
 */

const APP_PATH = /^\/(?![/\\])/;
const MAX_DECODING_ROUNDS = 3;

/** A backslash, or a control character (U+0000–U+001F, U+007F). */
const isForbidden = (char: string) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

const isAppPath = (path: string) => APP_PATH.test(path) && ![...path].some(isForbidden);

/**
 * `candidate` when it is an app path of this site in every decoded form, else `fallback`. Pure.
 * @param candidate the return path as given ('/orders?page=2'), or null/undefined when absent
 * @param fallback the app path to use instead ('/account/dashboard')
 * @returns an app path starting with a single '/'
 */
export function sameSiteReturnPath(candidate: string | null | undefined, fallback: string): string {
  if (!candidate) return fallback;
  let form = candidate;
  for (let round = 0; round <= MAX_DECODING_ROUNDS; round += 1) {
    if (!isAppPath(form)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      // A lone '%' cannot be decoded further: what was checked is what the router sees.
      return candidate;
    }
    if (decoded === form) return candidate;
    form = decoded;
  }
  return fallback;
}
