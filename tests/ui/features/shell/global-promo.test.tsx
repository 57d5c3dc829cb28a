import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Clock, ContentGateway, Logger, type GlobalPromoContainer } from '@vitrine/core';
import { InMemoryContent, MemoryLogger, sampleGlobalPromo } from '@vitrine/adapters/in-memory';
import { makeShellLoader, type ShellData } from '../../../../ui/src/features/shell/global-promo.loader';
import { createServices, provide, valuesModule } from '../../../../ui/src/di/container';
import { renderApp } from '../../render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const NOW = Date.parse('2026-11-27T10:00:00Z');

/** Services answering the content gateway, a fixed clock and a memory logger. */
function servicesWith(content: ContentGateway) {
  const logger = new MemoryLogger();
  const services = createServices(valuesModule([provide(ContentGateway, content), provide(Clock, { now: () => NOW }), provide(Logger, logger)]));
  return { services, logger };
}

const load = async (content: ContentGateway) => {
  const { services, logger } = servicesWith(content);
  const data = (await makeShellLoader(services)({ request: new Request('http://localhost/'), params: {}, context: undefined } as unknown as Parameters<ReturnType<typeof makeShellLoader>>[0])) as ShellData;
  return { data, logger };
};

describe('the header promo from the content API (shell-and-account.md §2, §3; decision 0301)', () => {
  it('loads the live-text banner with its end and its details markdown as HTML', async () => {
    const { data } = await load(new InMemoryContent(sampleGlobalPromo(NOW)));
    const promo = data.globalPromo!;
    expect([promo.entryId, promo.renderedAt]).toEqual(['global-promo-an-us-en', NOW]);
    if (promo.banner?.kind !== 'live-text') throw new Error('expected a live-text banner');
    expect(promo.banner.endsAt).toBe(NOW + 10 * 86_400_000);
    expect(promo.banner.detailsHtml).toContain('<strong>Offer ends at midnight.</strong>');
    expect(promo.banner.detailsRaw).toBe(false);
  });

  it("logs 'Unable to render Global Promo' and gives an empty banner for an unknown type", async () => {
    const bad: GlobalPromoContainer = { entryId: 'x', updatedAt: new Date(NOW).toISOString(), promos: [{ type: 'componentVideo', fields: {} }] };
    const { data, logger } = await load(new InMemoryContent(bad));
    expect(data.globalPromo?.banner).toBeNull();
    expect(logger.entries.map((e) => [e.level, e.message])).toContainEqual(['error', 'Unable to render Global Promo']);
  });

  it('passes a simple banner through, gives nothing without an entry, and logs a failed call', async () => {
    const simple: GlobalPromoContainer = {
      entryId: 's',
      updatedAt: new Date(NOW).toISOString(),
      promos: [{ type: 'componentSimpleBanner', fields: { url: '/sale', externalLink: null, bannerName: 'Sale', bannerImage: '/a.jpg', alternateBannerImage: '/b.jpg', linkAltText: 'Sale' } }],
    };
    expect((await load(new InMemoryContent(simple))).data.globalPromo?.banner).toMatchObject({ kind: 'simple', href: '/sale', alternate: { media: '(min-width: 768px)' } });
    expect((await load(new InMemoryContent(null))).data.globalPromo).toBeNull();
    const failing = await load({ getGlobalPromo: () => Promise.reject(new Error('down')), getHeaderContent: () => Promise.resolve(null) });
    expect(failing.data.globalPromo).toBeNull();
    expect(failing.logger.entries.map((e) => e.message)).toContain('Global promo load failed');
  });

  it('renders the promo in the header as a region named by its headline, with a timer', async () => {
    renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Up to 40% off outerwear' });
    expect(within(banner).getByRole('timer', { name: 'Time left' }).textContent).toMatch(/\d{2}:\d{2}:\d{2}:\d{2}/);
    expect(within(banner).getByRole('link', { name: 'Shop women' })).toBeTruthy();
  });
});
