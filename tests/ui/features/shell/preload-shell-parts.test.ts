import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyAccountMenu } from '../../../../ui/src/features/identity';
import { LazyPrivacyLayer } from '../../../../ui/src/features/privacy';
import { BrandTabs } from '../../../../ui/src/features/sub-brand';
import type { ShellData } from '../../../../ui/src/features/shell/global-promo.loader';
import { LiveTextBanner, SimpleBanner } from '../../../../ui/src/features/shell/global-promo';
import { HeaderContentPart } from '../../../../ui/src/features/shell/header-content-slots';
import { preloadShellParts, shellPartsOf } from '../../../../ui/src/features/shell/preload-shell-parts';

/** Spies on every header part's preload; each resolves at once (no chunk is fetched). */
function spyParts() {
  const parts = { account: LazyAccountMenu, live: LiveTextBanner, simple: SimpleBanner, header: HeaderContentPart, tabs: BrandTabs, privacy: LazyPrivacyLayer };
  return Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, vi.spyOn(part, 'preload').mockResolvedValue((() => null) as never)])) as Record<keyof typeof parts, ReturnType<typeof vi.spyOn>>;
}

const called = (spies: ReturnType<typeof spyParts>) => Object.entries(spies).filter(([, spy]) => spy.mock.calls.length > 0).map(([name]) => name).sort();

const liveText = { globalPromo: { entryId: 'e', renderedAt: 0, banner: { kind: 'live-text' } }, header: { bar: null } } as unknown as ShellData;
const simple = { globalPromo: { entryId: 'e', renderedAt: 0, banner: { kind: 'simple' } }, header: null } as unknown as ShellData;

afterEach(() => vi.restoreAllMocks());

describe('preloadShellParts (decision 0426)', () => {
  it('loads the account menu, the banner of the kind the page shows and the header content of a full header', async () => {
    const spies = spyParts();
    await preloadShellParts({ shell: liveText, fullHeader: true, subBrands: false, consentAsked: false });
    expect(called(spies)).toEqual(['account', 'header', 'live']);
  });

  it('loads the simple banner, no header content when the root loader has none, and the brand tabs on a site with sub-brands', async () => {
    const spies = spyParts();
    await preloadShellParts({ shell: simple, fullHeader: true, subBrands: true, consentAsked: false });
    expect(called(spies)).toEqual(['account', 'simple', 'tabs']);
  });

  it('loads only the account menu when the page has no promo (an empty banner renders no chunk)', async () => {
    const spies = spyParts();
    await preloadShellParts({ shell: { globalPromo: { entryId: 'e', renderedAt: 0, banner: null } } as ShellData, fullHeader: true, subBrands: false, consentAsked: false });
    expect(called(spies)).toEqual(['account']);
  });

  it('names the same parts for the server, whose boot script preloads their scripts', () => {
    expect(shellPartsOf({ shell: liveText, fullHeader: true, subBrands: true, consentAsked: false })).toEqual(['account-menu', 'live-text-banner', 'header-content', 'brand-tabs']);
    expect(shellPartsOf({ shell: undefined, fullHeader: true, subBrands: false, consentAsked: false })).toEqual(['account-menu']);
    expect(shellPartsOf({ shell: liveText, fullHeader: false, subBrands: true, consentAsked: false })).toEqual([]);
  });

  it('loads nothing for a page without the full header (slim or webview)', async () => {
    const spies = spyParts();
    await preloadShellParts({ shell: liveText, fullHeader: false, subBrands: true, consentAsked: false });
    expect(called(spies)).toEqual([]);
  });

  it('loads the privacy layer while no consent choice is stored, on any page: the server rendered its banner (decision 0466)', async () => {
    const spies = spyParts();
    await preloadShellParts({ shell: liveText, fullHeader: false, subBrands: false, consentAsked: true });
    expect(called(spies)).toEqual(['privacy']);
    expect(shellPartsOf({ shell: undefined, fullHeader: true, subBrands: false, consentAsked: true })).toEqual(['account-menu', 'privacy-layer']);
  });

  it('resolves when a chunk fails to load (the part loads again when it renders)', async () => {
    const spies = spyParts();
    spies.header.mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    await expect(preloadShellParts({ shell: liveText, fullHeader: true, subBrands: false, consentAsked: false })).resolves.toBeUndefined();
    expect(called(spies)).toEqual(['account', 'header', 'live']);
  });
});
