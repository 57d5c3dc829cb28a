// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { descriptionText, META_DESCRIPTION_MAX } from '../../../ui/src/app/page-head';
import { pageAssets } from '../../../ui/src/server/assets';
import { isBot, pageVariantOf } from '../../../ui/src/server/bots';
import { parseCookieHeader } from '../../../ui/src/server/server-services';

describe('parseCookieHeader', () => {
  it('reads name=value pairs, decoding values and skipping malformed pairs', () => {
    expect(parseCookieHeader('vitrine_auth=%7B%22a%22%3A1%7D; theme=dark; broken; =x')).toEqual({ vitrine_auth: '{"a":1}', theme: 'dark' });
    expect(parseCookieHeader('')).toEqual({});
  });
});

describe('descriptionText', () => {
  it('turns product HTML into plain text of at most 160 characters, cut at a word', () => {
    expect(descriptionText('<p>Soft&nbsp;cotton <b>tee</b></p>')).toBe('Soft cotton tee');
    const long = descriptionText(`<p>${'word '.repeat(100)}</p>`);
    expect(long.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(long.endsWith('word…')).toBe(true);
  });
});

describe('isBot', () => {
  it('tells crawlers from browsers', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36')).toBe(false);
    expect(isBot(null)).toBe(false);
  });

  it('knows the isbot library’s crawlers and link previews, and serves Lighthouse and headless Chrome as browsers (decision 0464)', () => {
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)')).toBe(true);
    expect(isBot('facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)')).toBe(true);
    expect(isBot('WhatsApp/2.23.20.0 A')).toBe(true);
    expect(isBot('Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse')).toBe(false);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36')).toBe(false);
  });
});

describe('pageVariantOf', () => {
  it('names the crawler and browser variants the page cache keys by (decision 0464)', () => {
    const asking = (userAgent?: string) => new Request('http://store.test/', userAgent ? { headers: { 'user-agent': userAgent } } : {});
    expect(pageVariantOf(asking('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'))).toBe('crawler');
    expect(pageVariantOf(asking('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'))).toBe('browser');
    expect(pageVariantOf(asking())).toBe('browser');
  });
});

describe('pageAssets', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    'src/features/home/home.route.tsx': { file: 'assets/home.js', css: ['assets/home.css'], imports: ['_shared.js'] },
    'src/i18n/locales/en-US/messages.po': { file: 'assets/messages.js' },
    'src/features/shell/footer.tsx': { file: 'assets/footer.js', css: ['assets/footer.css'], imports: ['_forms.js'] },
    '_forms.js': { file: 'assets/forms.js', css: ['assets/forms.css'] },
  };

  it("collects the entry, the matched route modules' and the catalog's CSS and JS, following imports, and the server-rendered shell parts' CSS", () => {
    expect(pageAssets(manifest, ['root', 'features/home/home.route'], 'en-US')).toEqual({
      entry: '/assets/index.js',
      intlWarmup: null,
      stylesheets: ['/assets/index.css', '/assets/shared.css', '/assets/home.css', '/assets/footer.css', '/assets/forms.css'],
      modules: ['/assets/shared.js', '/assets/home.js', '/assets/messages.js'],
    });
  });

  it('names the Intl warm-up worker of the build, and preloads it as no module of the page (decision 0468)', () => {
    const withWorker = { ...manifest, 'src/intl-warmup/intl-warmup.worker.ts': { file: 'assets/intl-warmup-x1.js', isEntry: true } };
    const assets = pageAssets(withWorker, ['root', 'features/home/home.route'], 'en-US');
    expect(assets.intlWarmup).toBe('/assets/intl-warmup-x1.js');
    expect(assets.modules).not.toContain('/assets/intl-warmup-x1.js');
  });

  it("inlines a shell part's CSS also when a static import merged the part into a shared chunk", () => {
    const merged = { ...manifest, '_live-text-banner-x1.js': { file: 'assets/live-text-banner-x1.js', name: 'live-text-banner', css: ['assets/live-text-banner.css'], imports: ['_countdown-y2.js'] }, '_countdown-y2.js': { file: 'assets/countdown.js', name: 'countdown', css: ['assets/countdown.css'] } };
    const { stylesheets, modules } = pageAssets(merged, ['root'], 'en-US');
    expect(stylesheets).toEqual(expect.arrayContaining(['/assets/live-text-banner.css', '/assets/countdown.css']));
    expect(modules).not.toContain('/assets/live-text-banner-x1.js');
  });

  it("preloads the scripts of the header's lazy parts the page shows, which the browser loads before hydrating (decision 0426)", () => {
    const withParts = {
      ...manifest,
      'src/features/shell/header-content.tsx': { file: 'assets/header-content.js', css: ['assets/header-content.css'], imports: ['_links.js'] },
      '_links.js': { file: 'assets/links.js' },
      'src/features/identity/account-menu.tsx': { file: 'assets/account-menu.js' },
      'src/features/sub-brand/brand-tabs.tsx': { file: 'assets/brand-tabs.js' },
    };
    const { modules, stylesheets } = pageAssets(withParts, ['root'], 'en-US', ['account-menu', 'header-content']);
    expect(modules).toEqual(expect.arrayContaining(['/assets/header-content.js', '/assets/links.js', '/assets/account-menu.js']));
    expect(modules).not.toContain('/assets/brand-tabs.js');
    expect(stylesheets).toContain('/assets/header-content.css');
    expect(pageAssets(withParts, ['root'], 'en-US').modules).not.toContain('/assets/header-content.js');
  });

  it('reads the module of a repeated route id and fails without an entry', () => {
    expect(pageAssets(manifest, ['features/home/home.route#2'], 'en-US').stylesheets).toContain('/assets/home.css');
    expect(() => pageAssets({}, [], 'en-US')).toThrow(/index.html/);
  });
});
