import { test as base, type BrowserContext, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Every page arrives server-rendered (decision 0150) and answers clicks once React has hydrated it.
 * A click that lands before that does nothing, which a shopper barely notices and a journey turns
 * into a timeout. The app shell marks the document (`<html data-hydrated="true">`) when hydration
 * is done; this waits for the mark on server-rendered pages and returns at once on any other
 * response (a page the client renders itself, JSON, an image). Timeout: the expect timeout.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !('__VITRINE_SSR__' in window) || document.documentElement.dataset.hydrated === 'true');
}

/**
 * Makes `page`'s navigations (goto, reload, back, forward) wait for the hydration mark. Returns
 * the same page. Used by the `page` fixture below and for pages a journey opens itself.
 */
export function waitingForHydration(page: Page): Page {
  const wrap = <A extends unknown[]>(navigate: (...args: A) => Promise<Response | null>) =>
    async (...args: A): Promise<Response | null> => {
      const response = await navigate(...args);
      await hydrated(page);
      return response;
    };
  page.goto = wrap(page.goto.bind(page));
  page.reload = wrap(page.reload.bind(page));
  page.goBack = wrap(page.goBack.bind(page));
  page.goForward = wrap(page.goForward.bind(page));
  return page;
}

/**
 * The consent a journey's browser has already given (decision 0311's cookie, "Accept all"), so the
 * privacy banner does not cover the page's bottom in journeys about something else. A journey about
 * consent itself uses `test.use({ consent: null })`.
 */
export const GIVEN_CONSENT = '1:enable-all';

/** Gives `consent` in a browser context a journey opens itself (the `page` fixture's does it for its own). */
export async function giveConsent(context: BrowserContext, baseURL: string | undefined, consent: string = GIVEN_CONSENT): Promise<void> {
  if (baseURL) await context.addCookies([{ name: 'vitrine_consent', value: consent, url: baseURL }]);
}

/** Playwright's `test` whose `page` waits for hydration after each navigation (off without JavaScript), with consent given. */
export const test = base.extend<{ consent: string | null }>({
  consent: [GIVEN_CONSENT, { option: true }],
  page: async ({ page, javaScriptEnabled, consent, baseURL }, use) => {
    if (consent !== null) await giveConsent(page.context(), baseURL, consent);
    await use(javaScriptEnabled === false ? page : waitingForHydration(page));
  },
});
