import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * Content journeys (shopping.md §7 "Content", §8; shell-and-account.md §2-§4; decisions 0300,
 * 0301) on the en-GB site: the header promo comes from the content API and follows a changed
 * entry after a reload, its countdown ticks, its details open, and a 502 MOCKED_CONTENTFUL_DOWN_ERROR
 * on the entries call still shows the promo from the direct provider.
 */

const SITE = 'an-uk';
const ENTRY_PATH = `/api/__sandbox/content/${SITE}/globalPromoContainer/global-promo`;
const HEADLINE = 'Up to 40% off outerwear';

type Entries = { items: { fields: { promos: { type: string; fields: Record<string, unknown> }[] } }[] };

test.describe('content from the content API', () => {
  // Both journeys read the same site's entry, and the first one changes it for a moment.
  test.describe.configure({ mode: 'serial' });

  test('the header promo is the global promo entry, ticks, opens its details and follows a changed entry', async ({ page, request }) => {
    await page.goto('/en-gb/');
    const promo = page.getByRole('region', { name: HEADLINE });
    await expect(promo).toBeVisible();
    await expect(promo.getByText('Winter Sale')).toBeVisible();
    const timer = promo.getByRole('timer', { name: 'Time left' });
    const first = await timer.textContent();
    expect(first).toMatch(/\d{2}:\d{2}:\d{2}:\d{2}/);
    await expect.poll(() => timer.textContent(), { timeout: 5000 }).not.toBe(first);

    const details = promo.getByRole('button', { name: 'Details' });
    await details.click();
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(promo.getByText('Offer ends at midnight.')).toBeVisible();
    await expectNoAxeViolations(page);

    const original = (await (await request.get(`/api/content/v1/${SITE}/entries?content_type=globalPromoContainer&include=2&environment=master`)).json()) as Entries;
    const fields = original.items[0]!.fields;
    const changed = { promos: [{ ...fields.promos[0]!, fields: { ...fields.promos[0]!.fields, headlineText: 'Boxing Day: 50% off knitwear' } }] };
    expect((await request.put(ENTRY_PATH, { data: { language: 'en', fields: changed } })).status()).toBe(200);
    try {
      await page.reload();
      await expect(page.getByRole('region', { name: 'Boxing Day: 50% off knitwear' })).toBeVisible();
      await expect(page.getByRole('region', { name: HEADLINE })).toHaveCount(0);
    } finally {
      expect((await request.put(ENTRY_PATH, { data: { language: 'en', fields } })).status()).toBe(200);
    }
  });

  test('a 502 MOCKED_CONTENTFUL_DOWN_ERROR on the entries call shows the promo from the direct provider', async ({ page, request }) => {
    const fault = { path: `/content/v1/${SITE}/entries`, method: 'GET', status: 502, code: 'MOCKED_CONTENTFUL_DOWN_ERROR', count: 1 };
    expect((await request.post('/api/__sandbox/faults', { data: fault })).status()).toBe(201);
    await page.goto('/en-gb/');
    await expect(page.getByRole('region', { name: HEADLINE })).toBeVisible();
    const armed = (await (await request.get('/api/__sandbox/faults')).json()) as { faults: { path: string }[] };
    expect(armed.faults.filter((f) => f.path === fault.path)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
