import { renderToString } from 'react-dom/server';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { liveTextBannerModel, rotationalBannerModel, simpleBannerModel } from '@vitrine/core';
import { sampleCategoryBanners, sampleHomeBanners } from '../../../../adapters/src/in-memory/in-memory-page-banners';
import { PageBanners } from '../../../../ui/src/features/page-banners';
import type { PageBannersData } from '../../../../ui/src/features/page-banners';
import { SiteProvider } from '../../../../ui/src/shared/site-context';
import { aSite, aSiteConfiguration } from '../../../mothers/index';
import { renderWithSite } from '../../components/render-with-site';
import { renderApp } from '../../render-app';

const NOW = Date.parse('2026-11-27T10:00:00Z');

/** The in-memory home banners as the loader hands them to the page (decision 0410). */
function homeData(): PageBannersData {
  const [live, rotational] = sampleHomeBanners(NOW).banners;
  if (live?.type !== 'componentLiveTextBanner' || rotational?.type !== 'componentRotationalBanner') throw new Error('sample changed');
  return {
    entryId: 'home-an-us-en',
    renderedAt: NOW,
    banners: [
      { kind: 'live-text', id: live.id, model: liveTextBannerModel(live.fields, NOW), endsAt: Date.parse(String(live.fields.endDate)), detailsHtml: '<p><strong>Free gift wrap</strong></p>', detailsRaw: false },
      { kind: 'rotational', id: rotational.id, model: rotationalBannerModel(rotational.fields) },
      { kind: 'invalid', id: 'video' },
    ],
  };
}

describe('PageBanners (shell-and-account.md §3, §4; decision 0410)', () => {
  it('shows the live-text banner as a region named by its headline, with its countdown timer and CTA links', () => {
    renderWithSite(<PageBanners data={homeData()} />);
    const region = screen.getByRole('region', { name: 'Gifts for everyone on your list' });
    expect(within(region).getByText('The Holiday Edit')).toBeTruthy();
    expect(within(region).getByRole('timer', { name: 'Time left' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Shop collections' }).getAttribute('href')).toBe('/collections');
  });

  it('renders the rotational banner as a carousel region whose Next and Previous buttons move the slide', async () => {
    const user = userEvent.setup();
    const { container } = renderWithSite(<PageBanners data={homeData()} />);
    const carousel = screen.getByRole('region', { name: 'Featured' });
    // The server's still slide first; the carousel's chunk then takes over with live buttons.
    await within(carousel).findByText('Slide 1 of 3', {}, { timeout: 15_000 });
    const next = within(carousel).getByRole('button', { name: 'Next slide' });
    // The arrows wait for embla, which starts a frame after the carousel mounts (decision 0471).
    await waitFor(() => expect(next.hasAttribute('disabled')).toBe(false));
    const previous = within(carousel).getByRole('button', { name: 'Previous slide' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    expect(within(carousel).getByRole('link', { name: 'Women’s jackets in new winter colours' })).toBeTruthy();

    await user.click(next);
    expect(within(carousel).getByText('Slide 2 of 3')).toBeTruthy();
    // The current slide is live; its neighbours (activeBuffer 1) keep their images but are inert; the third is empty.
    const slideOf = (name: string) => within(carousel).getByRole('link', { name }).closest('li');
    expect(slideOf('Men’s hoodies and fleeces for cold mornings')?.hasAttribute('inert')).toBe(false);
    expect(slideOf('Women’s jackets in new winter colours')?.hasAttribute('inert')).toBe(true);
    await user.click(next);
    expect(within(carousel).getByText('Slide 3 of 3')).toBeTruthy();
    expect(within(carousel).queryByRole('link', { name: 'Women’s jackets in new winter colours' })).toBeNull();
    expect(next.hasAttribute('disabled')).toBe(true);
    await user.click(previous);
    expect(within(carousel).getByText('Slide 2 of 3')).toBeTruthy();
    // The invalid entry is an empty element (shell-and-account.md §8).
    expect(container.querySelector('[data-page-banner="empty"]')?.childElementCount).toBe(0);
  }, 20_000);

  it('closes the live-text details when the carousel moves', async () => {
    const user = userEvent.setup();
    renderWithSite(<PageBanners data={homeData()} />);
    const region = screen.getByRole('region', { name: 'Gifts for everyone on your list' });
    const toggle = within(region).getByRole('button', { name: 'Offer details' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await within(region).findByText('Free gift wrap')).toBeTruthy();
    await screen.findByText('Slide 1 of 3', {}, { timeout: 15_000 });
    const next = screen.getByRole('button', { name: 'Next slide' });
    await waitFor(() => expect(next.hasAttribute('disabled')).toBe(false));
    await user.click(next);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  }, 20_000);

  it('server-renders the first slide alone, in its reserved box, before the carousel loads', () => {
    i18n.loadAndActivate({ locale: 'en-US', messages: {} });
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <SiteProvider site={aSite()} config={aSiteConfiguration()}>
          <MemoryRouter>
            <PageBanners data={homeData()} />
          </MemoryRouter>
        </SiteProvider>
      </I18nProvider>,
    );
    expect(html).toContain('wj01-red_main.jpg?w=540');
    expect(html).not.toContain('mh01-gray_main.jpg');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Next slide"/);
  });

  it('renders a simple banner as a picture whose alternate image applies from 768 px, at the spec widths', () => {
    const [simple] = sampleCategoryBanners(NOW).banners;
    if (simple?.type !== 'componentSimpleBanner') throw new Error('sample changed');
    const { container } = renderWithSite(<PageBanners data={{ entryId: 'c', renderedAt: NOW, banners: [{ kind: 'simple', id: simple.id, model: simpleBannerModel(simple.fields) }] }} eagerFirst />);
    const link = screen.getByRole('link', { name: 'New in: women’s jackets and coats' });
    expect(link.getAttribute('href')).toBe('/search?q=jacket');
    const source = container.querySelector('picture source');
    expect(source?.getAttribute('media')).toBe('(min-width: 768px)');
    expect(source?.getAttribute('srcset')).toContain('wj04-red_main.jpg?w=1314 1314w');
    const img = within(link).getByRole('img');
    expect([img.getAttribute('loading'), img.getAttribute('width'), img.getAttribute('height')]).toEqual(['eager', '1274', '1580']);
  });

  it('renders nothing without banners', () => {
    const { container } = renderWithSite(<PageBanners data={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the home banners the home loader reads from the content gateway', async () => {
    renderApp('/');
    expect(await screen.findByRole('region', { name: 'Gifts for everyone on your list' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Featured' })).toBeTruthy();
  }, 20_000);
});
