import { expect as baseExpect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * Size guide journey (shopping.md §3 sizeGuide, §7 "Content" sizeGuideConfiguration and
 * sizeGuideVendor; decision 0422): on a Luma women's top the "Size guide" button opens a modal
 * dialog with the women's tops chart as a table (inches on the US site, centimetres on the German
 * site, in German), Escape or Close closes it and focus goes back to the button. On the UK site the
 * merchandiser's localizedText entry renames it "Size chart" (decision 0423).
 */

/** The chart loads in its own chunk when the dialog opens: a little more room than the default. */
const expect = baseExpect.configure({ timeout: 20_000 });
const TOP = '/shop/josie-yoga-jacket';

test.describe('size guide', () => {
  test('opens the chart of a Luma top, shows the table, closes and gives focus back', async ({ page }) => {
    await page.goto(TOP);
    const trigger = page.getByRole('button', { name: 'Size guide' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Size guide' });
    await expect(dialog).toBeVisible();
    const table = dialog.getByRole('table', { name: 'Women’s tops' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Size', 'Bust', 'Waist', 'Hips']);
    await expect(table.getByRole('rowheader')).toHaveText(['XS', 'S', 'M', 'L', 'XL']);
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^31\s?–\s?32\.5\s?in$/);
    await expectNoAxeViolations(page, '[data-size-guide]');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // Keyboard: Enter opens it, Escape closes it, focus is back on the button.
    await trigger.press('Enter');
    await expect(dialog.getByRole('table')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the German site shows the chart in German and in centimetres', async ({ page }) => {
    await page.goto(`/de-de${TOP}`);
    await page.getByRole('button', { name: 'Größentabelle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Größentabelle' });
    const table = dialog.getByRole('table', { name: 'Damen-Oberteile' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText(['Größe', 'Brustumfang', 'Taille', 'Hüfte']);
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^79\s?–\s?83\s?cm$/);
    await expect(dialog.getByText('Körpermaße in Zentimetern.')).toBeVisible();
  });

  test('the UK site names it with the merchandiser’s localizedText label, in the server’s HTML (decision 0423)', async ({ page, request }) => {
    const html = await (await request.get(`/en-gb${TOP}`)).text();
    expect(html).toContain('Size chart');
    await page.goto(`/en-gb${TOP}`);
    await page.getByRole('button', { name: 'Size chart' }).click();
    const table = page.getByRole('dialog', { name: 'Size chart' }).getByRole('table', { name: 'Women’s tops' });
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^79\s?–\s?83\s?cm$/);
  });

  test('a product outside the configured categories has no size guide', async ({ page }) => {
    await page.goto('/search?q=bag');
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('article').first().getByRole('link').first();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Size guide' })).toHaveCount(0);
  });
});
