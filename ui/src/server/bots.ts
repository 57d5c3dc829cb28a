/** User agents of crawlers and link-preview bots (a conservative subset of the isbot list). */
const BOT = /bot|crawl|spider|slurp|facebookexternalhit|embedly|whatsapp/i;

/**
 * True for a crawler's user agent (decision 0150): crawlers get the whole page at once
 * (`onAllReady`), browsers get the shell as soon as it is ready (`onShellReady`) and the rest streamed.
 */
export function isBot(userAgent: string | null): boolean {
  return userAgent !== null && BOT.test(userAgent);
}
