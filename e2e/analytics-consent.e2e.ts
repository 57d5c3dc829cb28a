import { type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

/**
 * Consent and the data layer in the browser (shell-and-account.md §6; shopping.md §4; decisions
 * 0310, 0311): a browser without a choice sees the "Privacy choices" banner; "Reject all" lets only
 * product-tray impression and click events through to the tag manager stand-in; "Accept all" lets
 * view events through too, the first one re-sent once the stand-in is ready.
 */
test.use({ consent: null });

/** The `event:name` of every entry the page's data layer received, in order ("view:page-view:resent" for a re-send). */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; name?: string; resent?: boolean }[] }).dataLayer ?? [])
      .filter((entry) => entry.event !== undefined)
      .map((entry) => `${entry.event}:${entry.name}${entry.resent ? ':resent' : ''}`),
  );

test('the banner asks first; "Reject all" sends only tray events and is remembered', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Privacy choices' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Manage preferences' })).toBeVisible();
  await expectNoAxeViolations(page);
  await banner.getByRole('button', { name: 'Reject all' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { vitrineTagManager?: { ready: boolean } }).vitrineTagManager?.ready === true, null, { timeout: 20_000 });
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => dataLayer(page), { timeout: 15_000 }).toContain('link:product-tray-impression');
  expect((await dataLayer(page)).filter((name) => name.startsWith('view'))).toEqual([]);
  await expect(page.getByRole('region', { name: 'Privacy choices' })).toBeHidden();
});

test('"Accept all" sends views, in order, the first one re-sent once, and they reach the tag manager stand-in', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Privacy choices' }).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => dataLayer(page), { timeout: 25_000 }).toEqual(expect.arrayContaining(['view:page-view', 'view:page-view:resent']));
  const views = (await dataLayer(page)).filter((name) => name.startsWith('view'));
  expect(views.slice(0, 2)).toEqual(['view:page-view', 'view:page-view:resent']);
  await expect
    .poll(async () => ((await (await request.get('/api/__sandbox/tag-manager-events')).json()) as { events: { entry: { event?: string } }[] }).events.some((e) => e.entry.event === 'view'), { timeout: 15_000 })
    .toBe(true);
});

test('after "Accept all" the page load’s web vitals reach the data layer with the landing page type (decision 0363)', async ({ page }) => {
  await page.goto('/shop/josie-yoga-jacket');
  await page.getByRole('region', { name: 'Privacy choices' }).getByRole('button', { name: 'Accept all' }).click();
  const vitals = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { name?: string; metric?: string; pageType?: string; value?: number }[] }).dataLayer ?? []).filter((entry) => entry.name === 'web-vitals'),
    );
  await expect.poll(async () => (await vitals()).map((entry) => entry.metric), { timeout: 25_000 }).toEqual(expect.arrayContaining(['TTFB', 'FCP']));
  for (const entry of await vitals()) {
    expect(entry.pageType).toBe('pdp');
    expect(entry.value).toBeGreaterThanOrEqual(0);
  }
});
