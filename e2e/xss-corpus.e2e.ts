import { chunked, xssPayloads } from '../tests/support/xss-corpus';
import { expect, test } from './support/test';

/**
 * The XSS corpus (decision 0294: the Big List of Naughty Strings' script-injection section, 235
 * payloads that call alert, prompt or confirm) through what a shopper types and the store shows
 * back: the search term, server-rendered on a direct load and rendered by the client after a
 * search from the box. Any dialog is an execution; there must be none.
 */
test('the XSS corpus as search terms runs nothing, on the server-rendered page or in the client', async ({ page }) => {
  test.setTimeout(120_000);
  const executions: string[] = [];
  page.on('dialog', (dialog) => {
    executions.push(dialog.message());
    void dialog.dismiss();
  });
  // Search terms are at most 200 characters (the search contract), so the corpus goes in 190 at a time.
  const chunks = chunked(xssPayloads(), 190);
  const heading = page.getByRole('heading', { level: 1 });
  for (const chunk of chunks.slice(0, 4)) {
    await page.goto(`/search?q=${encodeURIComponent(chunk)}`);
    await expect(heading).toContainText(chunk.trim().slice(0, 20));
  }
  const box = page.getByRole('combobox', { name: 'Search' });
  for (const chunk of chunks) {
    await box.fill(chunk);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(heading).toContainText(chunk.trim().slice(0, 20));
  }
  expect(executions).toEqual([]);
});
