import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSite, aSiteConfiguration } from '../../../mothers/index';
import { renderApp } from '../../render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** The header's language selector (shell-and-account.md §2: only with several languages and site select off). */
describe('language selector', () => {
  const canada = aSite({ siteId: 'an-ca', contextPath: '/en-ca/', locale: 'en-CA', language: 'en', country: 'CA', currency: 'CAD' });

  it('links the languages of the country, each named in itself, when site select is off', async () => {
    const config = aSiteConfiguration({ siteId: 'an-ca', languages: ['en', 'fr'], features: { ...aSiteConfiguration().features, siteSelect: false } });
    renderApp('/', { site: canada, config });
    const nav = await within(await screen.findByRole('banner')).findByRole('navigation', { name: 'Language' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('lang')])).toEqual([
      ['English', '/en-ca/', 'en-CA'],
      ['français', '/fr-ca/', 'fr-CA'],
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('true');
    expect(within(await screen.findByRole('banner')).queryByRole('button', { name: /Choose your region/ })).toBeNull();
  });

  it('shows nothing for one language with site select off, and the region button with site select on', async () => {
    const single = renderApp('/', { site: canada, config: aSiteConfiguration({ languages: ['en'], features: { ...aSiteConfiguration().features, siteSelect: false } }) });
    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByRole('navigation', { name: 'Language' })).toBeNull();
    expect(within(banner).queryByRole('button', { name: /Choose your region/ })).toBeNull();
    single.unmount();
    renderApp('/', { site: canada, config: aSiteConfiguration({ languages: ['en', 'fr'] }) });
    expect(await within(await screen.findByRole('banner')).findByRole('button', { name: /Choose your region/ })).toBeTruthy();
    expect(within(await screen.findByRole('banner')).queryByRole('navigation', { name: 'Language' })).toBeNull();
  });
});
