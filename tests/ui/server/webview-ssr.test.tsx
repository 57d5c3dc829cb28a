import { describe, expect, it } from 'vitest';
import { page, rendererWithCookies } from './page-renderer-fixture';

/** Webview mode in the server-rendered HTML (shell-and-account.md §2 "Webviews hide header and footer"; decision 0305). */
describe('webview mode on the server', () => {
  const render = rendererWithCookies();
  const html = async (path: string, cookie = '') => (await render(page(path, { headers: { cookie } }))).text();

  it('renders the page without skip link, header or footer for ?webview=true and for the session cookie', async () => {
    for (const [path, cookie] of [
      ['/?webview=true', ''],
      ['/', 'vitrine_webview=true'],
    ] as const) {
      const body = await html(path, cookie);
      expect(body, `${path} ${cookie}`).toContain('id="main-content"');
      expect(body, `${path} ${cookie}`).not.toContain('<header');
      expect(body, `${path} ${cookie}`).not.toContain('Skip to main content');
    }
  });

  it('renders the header everywhere else, and when the query ends the mode', async () => {
    for (const [path, cookie] of [
      ['/', ''],
      ['/?webview=false', 'vitrine_webview=true'],
    ] as const) {
      const body = await html(path, cookie);
      expect(body, `${path} ${cookie}`).toContain('<header');
      expect(body, `${path} ${cookie}`).toContain('Skip to main content');
    }
  });
});
