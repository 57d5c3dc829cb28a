// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aProduct } from '../../mothers/index';
import { page, rendererWithHeaderContent } from './page-renderer-fixture';

const NOW = Date.parse('2026-11-27T10:00:00Z');

/** The page's <header> element as the server wrote it. */
const headerOf = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));

describe('the header’s lazy parts in the server’s HTML (decision 0426)', { timeout: 60_000 }, () => {
  it('writes the promo banner and the utility bar in place, as completed boundaries, on the first request and the next', async () => {
    const render = rendererWithHeaderContent(NOW);
    for (let request = 0; request < 2; request += 1) {
      const html = await (await render(page(`/shop/${aProduct().productSlug}`))).text();
      const header = headerOf(html);
      expect(header).toContain('data-header="full"');
      expect(header).toContain('Up to 40% off outerwear');
      expect(header).toContain('data-header-links="bar"');
      expect(header).not.toContain('<!--$?-->');
      expect(header).not.toContain('data-global-promo="loading"');
    }
  });

  it('keeps a completed boundary in place past 12.8 KB of page (React would otherwise move it to the end and reveal it by script)', async () => {
    // 40 KB of inlined stylesheet before the header.
    const css: Record<string, string> = { '/assets/product-abc.css': `.x{color:#123}${'.y{margin:0}'.repeat(3500)}` };
    const render = rendererWithHeaderContent(NOW, (href) => css[href]);
    const html = await (await render(page(`/shop/${aProduct().productSlug}`))).text();
    expect(html.length).toBeGreaterThan(40_000);
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toContain('$RC(');
    expect(headerOf(html)).toContain('Up to 40% off outerwear');
  });
});
