import { type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

/**
 * Lazy error reporting and the chat launcher in the browser (shell-and-account.md §2 "Chat widget",
 * §4 "Error reporting", §8 "Error-reporting events matching configured filter phrases are dropped";
 * decisions 0430, 0431, 0432). The sandbox stores what arrives; its test-only reads
 * (GET /api/__sandbox/error-events, /api/__sandbox/chat-messages) show it.
 */

const storedErrors = async (request: APIRequestContext, message: string): Promise<{ message: string; kind: string; breadcrumbs: { category: string; message: string }[] }[]> =>
  ((await (await request.get(`/api/__sandbox/error-events?message=${encodeURIComponent(message)}`)).json()) as { events: { message: string; kind: string; breadcrumbs: { category: string; message: string }[] }[] }).events;

/** True once the page has fetched the error-reporting client chunk. */
const reportingClientLoaded = (page: Page) => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('error-reporting-client')));

test('a client error reaches the sandbox once, with the breadcrumbs before it; a filtered one never does; the client loads only on the first error', async ({ page, request }) => {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const provoked = `E2E provoked failure ${id}`;
  const filtered = `ResizeObserver loop completed with undelivered notifications (e2e ${id})`;
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await reportingClientLoaded(page)).toBe(false);
  // Both are uncaught, in this order, before the client has loaded: the queue flushes them together.
  await page.evaluate(
    ([first, second]) => {
      setTimeout(() => {
        throw new Error(first);
      }, 0);
      setTimeout(() => {
        throw new Error(second);
      }, 0);
    },
    [filtered, provoked],
  );
  await expect.poll(async () => (await storedErrors(request, provoked)).length, { timeout: 20_000 }).toBe(1);
  expect(await reportingClientLoaded(page)).toBe(true);
  const [event] = await storedErrors(request, provoked);
  expect(event!.kind).toBe('error');
  expect(event!.breadcrumbs.filter((c) => c.category === 'navigation').map((c) => c.message)).toEqual(expect.arrayContaining(['/']));
  expect(await storedErrors(request, `e2e ${id}`)).toEqual([]);
  // A later error goes straight to the loaded client, and the first is not sent again.
  await page.evaluate((message) => void Promise.reject(new Error(message)), `${provoked} again`);
  await expect.poll(async () => (await storedErrors(request, `${provoked} again`)).length, { timeout: 15_000 }).toBe(1);
  expect((await storedErrors(request, provoked)).length).toBe(2);
});

test('"Chat with us" opens a dialog that sends the message to customer service and confirms it; focus returns to the launcher', async ({ page, request }) => {
  const id = `${Date.now()}`;
  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Chat with us' });
  await expect(launcher).toBeVisible({ timeout: 15_000 });
  await launcher.click();
  const dialog = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Fill in the highlighted fields');
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`ada-${id}@example.com`);
  const topic = dialog.getByRole('combobox', { name: 'Topic' });
  await expect(topic.getByRole('option')).not.toHaveCount(1);
  await topic.selectOption({ index: 1 });
  await dialog.getByRole('textbox', { name: 'Message' }).fill(`Where is my parcel? (${id})`);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thanks, Ada Lovelace.');
  await expect(dialog.getByRole('status')).toContainText(/CH-\d+/);
  const messages = ((await (await request.get('/api/__sandbox/chat-messages')).json()) as { messages: { email: string; message: string }[] }).messages;
  expect(messages.filter((m) => m.email === `ada-${id}@example.com`)).toHaveLength(1);
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
});

test('scrolled to the end of the page, the launcher covers none of the footer\'s links', async ({ page }) => {
  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Chat with us' });
  await expect(launcher).toBeVisible({ timeout: 15_000 });
  // Scrolled again on each try: trays that load on the way down make the page longer.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
      }),
    )
    .toBe(true);
  // Every footer link in view is the element at its own centre: nothing fixed lies over it.
  const covered = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('footer a, footer button')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.bottom <= 0 || box.top >= window.innerHeight) return false;
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && !element.contains(top);
      })
      .map((element) => element.textContent?.trim()),
  );
  expect(covered).toEqual([]);
});

test('the launcher is hidden by an experiment value that disables chat and by the consent mode "Disable chat"', async ({ page, context, baseURL }) => {
  await page.goto('/?winston2=4');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Time for the privacy layer (the consent library) to load and answer the launcher.
  await page.waitForTimeout(1500);
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  await context.clearCookies();
  await context.addCookies([{ name: 'vitrine_consent', value: '0:disable-chat', url: baseURL! }]);
  await page.goto('/');
  await page.waitForTimeout(1500);
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  await context.addCookies([{ name: 'vitrine_consent', value: '1:enable-all', url: baseURL! }]);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible({ timeout: 15_000 });
});
