import { expect as baseExpect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { expectNoAxeViolations } from './support/axe';

/**
 * Personalization journeys (shopping.md §3, §7; decision 0320): social proof on the product page
 * counts the views recorded in the last hour, the shopper's own included.
 */

/** Parts loaded after hydration: a little more room than the default. */
const expect = baseExpect.configure({ timeout: 20_000 });

test('social proof shows after views are generated', async ({ page, request }) => {
  const { slug, productId } = SHOWCASE.standard;
  for (const visitorId of ['e2e-visitor-1', 'e2e-visitor-2']) {
    const recorded = await request.post('/api/slipstream/api/social/v0/events', { data: { siteId: 'an-us', itemId: productId, kind: 'VIEW', visitorId } });
    expect(recorded.status()).toBe(202);
  }
  await page.goto(`/shop/${slug}`);
  const proof = page.getByRole('status').filter({ hasText: 'viewed' });
  await expect(proof).toHaveText(/^\d+ people viewed this in the last hour$/);
  // Two generated visitors and this shopper (other journeys may have viewed the product too).
  expect(Number((await proof.textContent())?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(3);
  await expectNoAxeViolations(page);
});
