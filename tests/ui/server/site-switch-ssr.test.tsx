import { describe, expect, it } from 'vitest';
import { page, rendererWithCookies } from './page-renderer-fixture';

/** The site-switch banner in the server-rendered HTML, from the request's cookies (decision 0343). */
describe('site-switch banner on the server (shell-and-account.md §2 "Site-switch banner shows from cookies unless suppressed")', () => {
  const render = rendererWithCookies();

  it('renders the banner, translated, when the request carries a switch to this site', async () => {
    const html = await (await render(page('/fr-fr/', { headers: { cookie: 'vitrine_site_switch=en-US:fr-FR' } }))).text();
    expect(html).toContain('aria-label="Changement de site"');
    expect(html).toContain('Vous faites désormais vos achats sur Vitrine France, en euros.');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Retour sur Vitrine États-Unis<\/a>/);
  });

  it('renders none when the switch was dismissed, when the page asks so, or without a switch', async () => {
    for (const [path, cookie] of [
      ['/fr-fr/', 'vitrine_site_switch=en-US:fr-FR; vitrine_site_switch_suppressed=en-US:fr-FR'],
      ['/fr-fr/?suppressSiteSwitch=1', 'vitrine_site_switch=en-US:fr-FR'],
      ['/fr-fr/', ''],
    ] as const) {
      const html = await (await render(page(path, { headers: { cookie } }))).text();
      expect(html, `${path} ${cookie}`).not.toContain('Changement de site');
    }
  });
});
