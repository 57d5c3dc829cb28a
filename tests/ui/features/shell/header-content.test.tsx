import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentGateway, Logger, type HeaderContent } from '@vitrine/core';
import { createInMemoryBackend, inMemoryBackendBindings } from '@vitrine/adapters';
import { InMemoryContent, MemoryLogger, sampleHeaderContent } from '@vitrine/adapters/in-memory';
import { createServices, provide, valuesModule } from '../../../../ui/src/di/container';
import { loadHeaderContent } from '../../../../ui/src/features/shell/header-content.loader';
import { aNavForest, aProduct, aSite, aSiteConfiguration } from '../../../mothers/index';
import { renderApp, renderRoutes } from '../../render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Services answering only the content gateway and a memory logger. */
function servicesWith(content: ContentGateway) {
  const logger = new MemoryLogger();
  const services = createServices(valuesModule([provide(ContentGateway, content), provide(Logger, logger)]));
  return { services, logger };
}

const withHeader = (header: HeaderContent | null) => new InMemoryContent(null, header);

/** The app at `path` over the in-memory back end whose header container is `header`. */
function renderWithHeader(path: string, header: HeaderContent | null) {
  const config = aSiteConfiguration();
  const backend = createInMemoryBackend({ products: [aProduct()], nav: aNavForest(), config });
  backend.content.setHeader(header);
  return renderRoutes(path, createServices(inMemoryBackendBindings(backend)), aSite(), config);
}

describe('the header container loader (decision 0366)', () => {
  it('passes the link groups on and renders the lower promo markdown as HTML', async () => {
    const data = await loadHeaderContent(servicesWith(withHeader(sampleHeaderContent())).services);
    expect(data?.utilityLinks.map((l) => l.label)).toEqual(['Find a store', 'Shipping', 'Returns', 'Order status', 'Gift card balance', 'Rewards']);
    expect(data?.lowerPromo).toMatchObject({ raw: false, link: { href: '/help/shipping' } });
    expect(data?.lowerPromo?.html).toContain('<strong>Free standard shipping</strong> on orders over $150');
  });

  it('gives null without an entry, for an entry with nothing to show, and after a failed call (logged)', async () => {
    expect(await loadHeaderContent(servicesWith(withHeader(null)).services)).toBeNull();
    const empty: HeaderContent = { entryId: 'e', utilityLinks: [], brandUtilityLinks: [], alsoVisitLinks: [], lowerPromo: null };
    expect(await loadHeaderContent(servicesWith(withHeader(empty)).services)).toBeNull();
    const { services, logger } = servicesWith({ getGlobalPromo: () => Promise.resolve(null), getHeaderContent: () => Promise.reject(new Error('down')) });
    expect(await loadHeaderContent(services)).toBeNull();
    expect(logger.entries.map((e) => [e.level, e.message])).toContainEqual(['error', 'Header content load failed']);
  });

  it('keeps a lower promo without links', async () => {
    const promoOnly: HeaderContent = { entryId: 'p', utilityLinks: [], brandUtilityLinks: [], alsoVisitLinks: [], lowerPromo: { message: 'Free returns', link: null } };
    expect((await loadHeaderContent(servicesWith(withHeader(promoOnly)).services))?.lowerPromo).toEqual({ html: '<p>Free returns</p>\n', raw: false, link: null });
  });
});

/** Makes (min-width: 1025px) match or not, as on a desktop or a phone. */
function desktop(matches: boolean) {
  window.matchMedia = ((query: string) =>
    ({ matches: query.includes('min-width: 1025px') ? matches : false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList) as typeof window.matchMedia;
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('the header content parts (shell-and-account.md §2 "Page shell"; decision 0366)', () => {
  it('renders the utility, brand utility and also-visit navigations and the lower promo message', async () => {
    renderApp('/');
    const [utility] = await screen.findAllByRole('navigation', { name: 'Utility' });
    expect(within(utility!).getByRole('link', { name: 'Find a store' }).getAttribute('href')).toBe('/stores');
    expect(within(utility!).getByRole('link', { name: 'Gift card balance' }).getAttribute('href')).toBe('#giftcard-balance');
    const [brand] = screen.getAllByRole('navigation', { name: 'More from Vitrine' });
    expect(within(brand!).getByRole('link', { name: 'Our brands' }).getAttribute('href')).toBe('/brands');
    const [alsoVisit] = screen.getAllByRole('navigation', { name: 'Also visit' });
    const external = within(alsoVisit!).getByRole('link', { name: 'Vitrine Studio (opens another site)' });
    expect([external.getAttribute('href'), external.getAttribute('rel'), external.getAttribute('target')]).toEqual(['https://studio.vitrine.example/', 'noopener', null]);
    const message = screen.getByText('Free standard shipping');
    expect(message.tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'See details' }).getAttribute('href')).toBe('/help/shipping');
  });

  it('keeps store paths under the context path and says when a link opens a new window', async () => {
    const content = sampleHeaderContent();
    const header: HeaderContent = { ...content, utilityLinks: [{ ...content.utilityLinks[0]!, newWindow: true }] };
    renderWithHeader('/', header);
    const link = (await screen.findAllByRole('link', { name: 'Find a store (opens in a new window)' }))[0]!;
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual(['/stores', '_blank']);
  });

  it('below 1025 px puts the link groups in the push menu, and following one (a hash modal too) closes it', async () => {
    desktop(false);
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const utility = await within(dialog).findByRole('navigation', { name: 'Utility' });
    expect(within(dialog).getByRole('navigation', { name: 'Also visit' })).toBeTruthy();
    await user.click(within(utility).getByRole('link', { name: 'Gift card balance' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('renders only the parts the entry has: a message without links, links without a message', async () => {
    const promoOnly: HeaderContent = { entryId: 'p', utilityLinks: [], brandUtilityLinks: [], alsoVisitLinks: [], lowerPromo: { message: 'Free *returns*', link: null } };
    const first = renderWithHeader('/', promoOnly);
    expect((await screen.findByText('returns')).tagName).toBe('EM');
    expect(screen.queryByRole('navigation', { name: 'Utility' })).toBeNull();
    first.view.unmount();
    renderWithHeader('/', { ...sampleHeaderContent(), lowerPromo: null });
    expect((await screen.findAllByRole('navigation', { name: 'Utility' })).length).toBeGreaterThan(0);
    expect(screen.queryByText('Free standard shipping')).toBeNull();
  });

  it('renders none of them, and no error, when the site has no header entry', async () => {
    renderWithHeader('/', null);
    await screen.findByRole('link', { name: 'Vitrine' });
    expect(screen.queryByRole('navigation', { name: 'Utility' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Also visit' })).toBeNull();
    expect(screen.queryByText('Free standard shipping')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the header selector after the current country and currency', async () => {
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Choose your region: United States · USD' })).toBeTruthy();
  });
});
