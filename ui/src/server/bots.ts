import { createIsbotFromList, list } from 'isbot';

/**
 * Browsers that identify as automated but run the page's scripts as a shopper's browser does
 * (Lighthouse, headless Chrome in the e2e journeys): served as browsers, not crawlers (decision 0464).
 */
const SCRIPTED_BROWSERS = ['Mozilla/5.0 (Linux; Android 11) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse', 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0.0.0 Safari/537.36'];

/** The isbot library's crawler patterns without those matching {@link SCRIPTED_BROWSERS}. */
const isCrawler = createIsbotFromList(list.filter((pattern) => !SCRIPTED_BROWSERS.some((userAgent) => new RegExp(pattern, 'i').test(userAgent))));

/**
 * True for a crawler's or link-preview bot's user agent, as the isbot library knows them
 * (decisions 0150, 0464): crawlers get the whole page at once (`onAllReady`), browsers get the
 * shell as soon as it is ready (`onShellReady`) and the rest streamed. False for null.
 */
export function isBot(userAgent: string | null): boolean {
  return userAgent !== null && isCrawler(userAgent);
}

/**
 * The variant of a page request the server renders differently (decision 0464): 'crawler' for
 * {@link isBot}'s user agents, else 'browser'. The page cache keys by it, not by the whole
 * User-Agent, so every browser shares one rendering of a page.
 */
export function pageVariantOf(request: Request): 'crawler' | 'browser' {
  return isBot(request.headers.get('user-agent')) ? 'crawler' : 'browser';
}
