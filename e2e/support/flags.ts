import type { Page } from '@playwright/test';

/**
 * Records the country code of every flag module the page requests (decision 0341: each flag is its
 * own module of the build, named after its code, e.g. assets/AT-<hash>.js). Returns the live list.
 */
export function captureFlagRequests(page: Page): string[] {
  const flagRequests: string[] = [];
  page.on('request', (request) => {
    const flag = /\/assets\/([A-Z]{2})-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (flag) flagRequests.push(flag[1]!);
  });
  return flagRequests;
}
