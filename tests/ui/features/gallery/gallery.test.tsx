import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryItem } from '@vitrine/core';
import { createInMemoryBackend, inMemoryBackendBindings } from '@vitrine/adapters';
import { InMemoryGalleries, type InMemoryGallery } from '@vitrine/adapters/in-memory';
import { createServices } from '../../../../ui/src/di/container';
import { aNavForest, aProduct, anotherProduct, aSite, aSiteConfiguration } from '../../../mothers/index';
import { renderRoutes } from '../../render-app';
import { InViewObserver, scrollingObservers } from '../../in-view-observer';

// Each section's place is in view at once (decision 0480).
beforeEach(() => vi.stubGlobal('IntersectionObserver', InViewObserver));
afterEach(() => vi.unstubAllGlobals());

/** The gallery loads after hydration through a lazy chunk: slow on a busy machine, so the waits are long. */
const LOADED = { timeout: 45_000 };
const SLOW_TEST_MS = 90_000;

/** A look n: a Luma photo, its caption, and the two mother products it shows. */
const look = (n: number): GalleryItem => ({
  itemId: `look-${n}`,
  position: n,
  image: { url: `/api/images/luma/w/j/look-${n}.jpg`, width: 1274, height: 1580, alt: `Model wearing look ${n}` },
  caption: `Look ${n}, styled with the Teton Pullover Hoodie`,
  products: [
    { productId: aProduct().productId, slug: aProduct().productSlug, displayName: `${aProduct().displayName} ${n}` },
    { productId: anotherProduct().productId, slug: anotherProduct().productSlug, displayName: anotherProduct().displayName },
  ],
});

const gallery = (count: number): InMemoryGallery => ({
  galleryId: 'shop-the-look',
  title: 'Shop the look',
  description: 'Outfits our stylists put together this season.',
  items: Array.from({ length: count }, (_, i) => look(i + 1)),
});

/** The home page over the in-memory back end whose gallery service holds `galleries` (or fails). */
function renderHome(galleries: InMemoryGalleries) {
  const backend = createInMemoryBackend({ products: [aProduct(), anotherProduct()], nav: aNavForest(), config: aSiteConfiguration() });
  const services = createServices(inMemoryBackendBindings({ ...backend, galleries }));
  const rendered = renderRoutes('/', services, aSite(), aSiteConfiguration());
  return { ...rendered, backend };
}

describe('the home page gallery (shopping.md §7, §9 "Gallery limit 24"; decision 0406)', () => {
  it('asks for no gallery until its reserved place comes near the viewport (decision 0480)', async () => {
    const viewport = scrollingObservers();
    vi.stubGlobal('IntersectionObserver', viewport.Observer);
    const galleries = new InMemoryGalleries([gallery(30)]);
    const asked = vi.spyOn(galleries, 'getGalleryPage');
    renderHome(galleries);
    await waitFor(() => expect(viewport.margins().length).toBeGreaterThan(0), LOADED);
    expect(document.querySelector('[data-gallery-placeholder]')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Shop the look' })).toBeNull();
    expect(asked).not.toHaveBeenCalled();
    act(() => viewport.scrollToAll());
    await screen.findByRole('region', { name: 'Shop the look' }, LOADED);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-gallery-placeholder]')).toBeNull();
  }, SLOW_TEST_MS);

  it('shows the first 24 looks in a region named by its heading: lazy photos with srcset, sizes and size, captions and product links', async () => {
    renderHome(new InMemoryGalleries([gallery(30)]));
    const region = await screen.findByRole('region', { name: 'Shop the look' }, LOADED);
    expect(within(region).getByText('Outfits our stylists put together this season.')).toBeTruthy();
    const looks = within(region).getAllByRole('list', { name: 'Products in this look' });
    expect(looks).toHaveLength(24);
    const first = within(region).getByRole('img', { name: 'Model wearing look 1' });
    expect(first.getAttribute('loading')).toBe('lazy');
    expect(first.getAttribute('srcset')).toBe('/api/images/luma/w/j/look-1.jpg?w=360 360w, /api/images/luma/w/j/look-1.jpg?w=540 540w, /api/images/luma/w/j/look-1.jpg?w=720 720w');
    expect(first.getAttribute('sizes')).toContain('42vw');
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1274', '1580']);
    expect(within(region).getByText('Look 1, styled with the Teton Pullover Hoodie')).toBeTruthy();
    const link = within(looks[0]!).getByRole('link', { name: `${aProduct().displayName} 1` });
    expect(link.getAttribute('href')).toBe(`/shop/${aProduct().productSlug}`);
    expect(within(region).getByRole('status').textContent).toBe('Showing 24 of 30 looks');
  }, SLOW_TEST_MS);

  it('"Load more looks" appends the rest by offset, moves focus to the first new look and goes away at the end', async () => {
    const { user } = renderHome(new InMemoryGalleries([gallery(30)]));
    const region = await screen.findByRole('region', { name: 'Shop the look' }, LOADED);
    await user.click(within(region).getByRole('button', { name: 'Load more looks' }));
    await waitFor(() => expect(within(region).getAllByRole('list', { name: 'Products in this look' })).toHaveLength(30));
    expect(document.activeElement).toBe(within(region).getByRole('link', { name: `${aProduct().displayName} 25` }));
    expect(within(region).queryByRole('button', { name: 'Load more looks' })).toBeNull();
    expect(within(region).getByRole('status').textContent).toBe('Showing 30 of 30 looks');
  }, SLOW_TEST_MS);

  it('offers no "Load more looks" for a gallery of one page', async () => {
    renderHome(new InMemoryGalleries([gallery(3)]));
    const region = await screen.findByRole('region', { name: 'Shop the look' }, LOADED);
    expect(within(region).getAllByRole('list', { name: 'Products in this look' })).toHaveLength(3);
    expect(within(region).queryByRole('button')).toBeNull();
  }, SLOW_TEST_MS);

  it('logs a failed gallery call as a warning and leaves the page without the gallery', async () => {
    const failing = new InMemoryGalleries([gallery(30)]);
    failing.fail();
    const { backend } = renderHome(failing);
    expect(await screen.findByRole('heading', { level: 1, name: 'Made for the way you live' }, LOADED)).toBeTruthy();
    await waitFor(() => expect(backend.logger.entries.some((e) => e.message === 'The gallery could not be loaded')).toBe(true), LOADED);
    // The placeholder goes in a transition (decision 0465), right after the warning.
    await waitFor(() => expect(document.querySelector('[data-gallery-placeholder]')).toBeNull(), LOADED);
    expect(screen.queryByRole('region', { name: 'Shop the look' })).toBeNull();
  }, SLOW_TEST_MS);
});
