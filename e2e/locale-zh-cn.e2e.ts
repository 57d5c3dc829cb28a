import { expect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { expectNoAxeViolations } from './support/axe';

// The zh-CN site under /zh-cn/: Simplified Chinese texts, CNY prices (decision 0350). Catalogue
// texts stay in the catalogue's language (the catalogue has no Chinese names).

test('zh-CN renders the home page in Simplified Chinese', async ({ page }) => {
  await page.goto('/zh-cn/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('link', { name: /^购物车/ })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('zh-CN renders a product page with yuan prices and Chinese controls', async ({ page }) => {
  await page.goto(`/zh-cn/shop/${SHOWCASE.homeGoods.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('¥');
  await expectNoAxeViolations(page);
});
