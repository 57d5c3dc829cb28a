import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveTextBannerModel, type LiveTextBannerEntry } from '@vitrine/core';
import { LiveTextBanner } from '../../../../ui/src/components/banners/live-text-banner';
import { SiteProvider } from '../../../../ui/src/shared/site-context';
import { aSite, aSiteConfiguration } from '../../../mothers/index';
import { renderWithSite } from '../render-with-site';

/** The providers of renderWithSite as a wrapper, so a rerender keeps them. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <SiteProvider site={aSite()} config={aSiteConfiguration()}>
        <MemoryRouter>{children}</MemoryRouter>
      </SiteProvider>
    </I18nProvider>
  );
}

const NOW = Date.parse('2026-11-27T10:00:00Z');
const END = NOW + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
const ENTRY: LiveTextBannerEntry = {
  preHeadlineText: 'Winter Sale',
  headlineText: 'Up to 40% off outerwear',
  ctaLinks: [
    { linkTitle: 'Shop women', linkPath: '/search?q=jacket', openInNewWindow: false, name: 'shop-women' },
    { linkTitle: 'Lookbook', linkPath: 'https://example.com/lookbook', openInNewWindow: true, name: 'lookbook' },
    { linkTitle: 'No path', linkPath: '', openInNewWindow: false, name: 'none' },
  ],
  promoDesc: '**Ends soon.**',
  descriptionCtaVerbage: 'Details',
  showCountdownTimer: true,
  endDate: new Date(END).toISOString(),
  bannerWrapperBackgroundColor: '#1f2a44',
  detailsBackgroundColor: '#f4f1ea',
  linkHoverColor: '#f2c14e',
  bannerBackgroundImage: '/images/pattern.png',
  backgroundImageType: 'repeat',
  fontColorScheme: 'light',
};
const model = liveTextBannerModel(ENTRY, NOW);
const props = { entryId: 'e1', model, endsAt: END, renderedAt: NOW, detailsHtml: '<p><strong>Ends soon.</strong><img src=x onerror="alert(1)"><script>alert(2)</script></p>', detailsRaw: false };

afterEach(() => vi.useRealTimers());

describe('LiveTextBanner (shell-and-account.md §3, §4)', () => {
  it('is a region named by its headline with the pre-headline, CTA links and the entry colours', () => {
    renderWithSite(<LiveTextBanner {...props} />);
    const region = screen.getByRole('region', { name: 'Up to 40% off outerwear' });
    expect(within(region).getByText('Winter Sale')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Shop women' }).getAttribute('href')).toBe('/search?q=jacket');
    const lookbook = within(region).getByRole('link', { name: 'Lookbook' });
    expect([lookbook.getAttribute('target'), lookbook.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(within(region).queryByRole('link', { name: 'No path' })).toBeNull();
    expect(region.style.getPropertyValue('--banner-bg')).toBe('#1f2a44');
    expect([region.style.backgroundRepeat, region.style.backgroundImage]).toEqual(['repeat', 'url("/images/pattern.png")']);
  });

  it('shows the countdown as a timer with two-digit parts and words, ticking every second', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderWithSite(<LiveTextBanner {...props} />);
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer.textContent).toContain('02:03:04:05');
    expect(timer.textContent).toContain('2 days, 3 hours, 4 minutes, and 5 seconds');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toContain('02:03:04:04');
  });

  it('toggles the sanitised details and closes them when the entry changes or the carousel moves', async () => {
    const user = userEvent.setup();
    i18n.loadAndActivate({ locale: 'en-US', messages: {} });
    const view = render(<LiveTextBanner {...props} />, { wrapper: Providers });
    const toggle = screen.getByRole('button', { name: 'Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    await waitFor(() => expect(panel.querySelector('strong')?.textContent).toBe('Ends soon.'));
    expect(panel.innerHTML).not.toMatch(/script|onerror|<img/);
    view.rerender(<LiveTextBanner {...props} entryId="e2" />);
    expect(screen.getByRole('button', { name: 'Details' }).getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Details' }));
    view.rerender(<LiveTextBanner {...props} entryId="e2" carouselPosition={1} />);
    expect(screen.getByRole('button', { name: 'Details' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows raw details as text when the markdown could not be parsed, and no timer without an end', async () => {
    renderWithSite(<LiveTextBanner {...props} endsAt={null} detailsHtml="<b>raw</b>" detailsRaw />);
    expect(screen.queryByRole('timer')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Details' }));
    expect(await screen.findByText('<b>raw</b>', { selector: 'p' })).toBeTruthy();
  });
});
