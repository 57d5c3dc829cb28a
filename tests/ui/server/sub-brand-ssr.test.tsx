// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { page, renderer } from './page-renderer-fixture';

/** The sub-brand home and the brand tabs in the server's HTML (decisions 0344, 0345). */
describe('sub-brands on the server', { timeout: 60_000 }, () => {
  it('renders the sub-brand home with its title, robots meta, canonical and the brand tabs, its tab current', async () => {
    const response = await renderer()(page('/anthroliving'));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<title>AnthroLiving</title>');
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
    expect(html).toContain('<link rel="canonical" href="http://shop.test/anthroliving"/>');
    expect(html).toMatch(/<h1[^>]*>AnthroLiving<\/h1>/);
    const tabs = html.match(/<nav aria-label="Brands"[^>]*>.*?<\/nav>/)?.[0] ?? '';
    expect(tabs.match(/<a [^>]*>[^<]*<\/a>/g)).toEqual([
      expect.stringMatching(/href="\/\?ref=logo"[^>]*>Vitrine</),
      expect.stringMatching(/aria-current="page"[^>]*href="\/anthroliving"[^>]*>AnthroLiving<|href="\/anthroliving"[^>]*aria-current="page"[^>]*>AnthroLiving</),
    ]);
  });

  it('marks the main brand current elsewhere, and answers 404 for a sub-brand the site does not enable', async () => {
    const home = await (await renderer()(page('/'))).text();
    expect(home).toMatch(/<nav aria-label="Brands"[^>]*>.*aria-current="page"[^>]*>Vitrine<\/a>/);
    const missing = await renderer()(page('/fpmovement'));
    expect(missing.status).toBe(404);
  });
});
