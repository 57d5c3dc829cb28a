// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageAssets } from '../../../ui/src/server/assets';
import { manifest, page, rendererWithCookies } from './page-renderer-fixture';

/** The consent banner's section as the server wrote it, or '' when there is none. */
function bannerOf(html: string): string {
  const heading = html.indexOf('>Privacy choices</h2>');
  if (heading < 0) return '';
  return html.slice(html.lastIndexOf('<section', heading), html.indexOf('</section>', heading));
}

describe('the consent banner in the server’s HTML (decision 0466)', { timeout: 60_000 }, () => {
  it('is written for a first visit, with its three choices, so it paints with the page (the cart, which renders its loading state on the server)', async () => {
    const html = await (await rendererWithCookies()(page('/cart'))).text();
    const banner = bannerOf(html);
    expect(banner).toContain('We use cookies and similar tools for analytics, personalized recommendations and chat. Choose what you allow.');
    for (const choice of ['Accept all', 'Reject all', 'Manage preferences']) expect(banner).toContain(`>${choice}</button>`);
    expect(banner).not.toContain('<!--$?-->');
  });

  it('is not written once the request carries a stored choice', async () => {
    const html = await (await rendererWithCookies()(page('/cart', { headers: { cookie: 'vitrine_consent=0:disable-all' } }))).text();
    expect(html).toContain('<main');
    expect(bannerOf(html)).toBe('');
  });

  it('preloads the privacy layer and inlines its stylesheet while it shows the banner, neither once a choice is stored', () => {
    const withLayer = { ...manifest, 'src/features/privacy/privacy-layer.tsx': { file: 'assets/privacy-layer-abc.js', css: ['assets/privacy-layer-abc.css'] } };
    const asked = pageAssets(withLayer, ['root'], 'en-US', ['privacy-layer']);
    expect(asked.stylesheets).toContain('/assets/privacy-layer-abc.css');
    expect(asked.modules).toContain('/assets/privacy-layer-abc.js');
    const chosen = pageAssets(withLayer, ['root'], 'en-US', []);
    expect(chosen.stylesheets).not.toContain('/assets/privacy-layer-abc.css');
    expect(chosen.modules).not.toContain('/assets/privacy-layer-abc.js');
  });
});
