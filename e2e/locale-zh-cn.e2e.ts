import { expect, test } from './support/test';
import { SHOWCASE } from '../sandbox/src/seed/showcase';
import { expectNoAxeViolations } from './support/axe';

// The zh-CN site under /zh-cn/: Simplified Chinese texts, CNY prices (decision 0350). Navigation,
// category and colour names come from the catalogue's translation table (decision 0302); product
// names and descriptions have no Chinese text and stay English, marked lang="en".

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

test('zh-CN names the navigation and colours in Chinese and marks the English product texts', async ({ page }) => {
  await page.goto(`/zh-cn/shop/${SHOWCASE.standard.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('button', { name: '女士', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: '男士', exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^红色/ })).toBeChecked();
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  const details = page.getByRole('group').filter({ has: page.getByText('详情', { exact: true }) });
  const description = details.locator('[lang="en"]');
  await expect(description).toHaveCount(1);
  await expect(description).not.toBeEmpty();
  await expectNoAxeViolations(page);

  await page.goto('/zh-cn/women-tops');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('上装');
  // The tiles' product names are English too, and say so.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', 'en');
  await expect(page.getByRole('main').locator('[lang="en"]').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
