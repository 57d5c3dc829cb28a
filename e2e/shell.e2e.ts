import { expect, test } from './support/test';
import { HeaderPart } from './pages/header';
import { expectNoAxeViolations } from './support/axe';

test.describe('shell: main navigation (shell-and-account §2)', () => {
  test('desktop (≥ 1025 px): dropdowns open from the Main navigation and close on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const header = new HeaderPart(page);
    const first = header.mainNav.getByRole('button').first();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeFocused();
  });

  test('mobile (< 1025 px): the push menu closes on Escape, overlay click, close button, route change and breakpoint change', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const header = new HeaderPart(page);
    const menu = page.getByRole('dialog', { name: 'Menu' });

    await header.menuButton.click();
    await expect(menu).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    // Focus moves in and Tab wraps inside the menu (decision 0478).
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(header.menuButton).toBeFocused();

    await header.menuButton.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await header.menuButton.click();
    await page.mouse.click(385, 400);
    await expect(menu).toBeHidden();

    await header.menuButton.click();
    await menu.getByRole('button').nth(1).click();
    await menu.getByRole('link').first().click();
    await expect(menu).toBeHidden();
    await expect(page).not.toHaveURL(/\/$/);

    await header.menuButton.click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(menu).toBeHidden();
    await expect(header.mainNav).toBeVisible();
  });

  test('mobile (390 px): the push menu holds the navigation landmark "Main", the only one; axe finds nothing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const header = new HeaderPart(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await header.menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveCount(1);
    await expect(menu.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(nav.getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
