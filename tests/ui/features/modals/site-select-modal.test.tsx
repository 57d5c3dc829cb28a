import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SITE_SWITCH_COOKIE, sitesOf } from '@vitrine/core';
import { aSiteConfiguration } from '../../../mothers/index';
import { renderIdentityApp, SARAH } from '../identity/identity-app';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const on = aSiteConfiguration({ features: { siteSelect: true } });

describe('site-select modal (shell-and-account.md §2; decision 0341)', () => {
  it('the footer opens “Choose your region”: one link per site with the country, language and currency, each flag loaded on its own', async () => {
    const app = await renderIdentityApp('/', { config: on });
    const footerLink = await screen.findByRole('link', { name: 'Choose your region' });
    expect(footerLink.getAttribute('href')).toBe('#site-select');
    await app.user.click(footerLink);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your region' });
    const france = within(dialog).getByRole('link', { name: /France/ });
    expect(france.getAttribute('href')).toBe('/fr-fr/');
    expect(france.textContent).toContain('français');
    expect(france.textContent).toContain('€ EUR');
    expect(within(dialog).getAllByRole('link')).toHaveLength(sitesOf('an').length);
    // Each flag is a decorative image beside the name, set once its own module has loaded.
    await waitFor(() => expect(dialog.querySelector('img[data-flag="FR"]')).not.toBeNull());
    expect(dialog.querySelector('img[data-flag="FR"]')!.getAttribute('alt')).toBe('');
  });

  it('has no footer link when the feature is off', async () => {
    await renderIdentityApp('/', { config: aSiteConfiguration({ features: { siteSelect: false } }) });
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('link', { name: 'Choose your region' })).toBeNull();
  });
});

describe('choosing a site (shopping.md §9; shell-and-account.md §4 "Preferences"; decision 0343)', () => {
  async function chooseFrance(app: Awaited<ReturnType<typeof renderIdentityApp>>) {
    await app.user.click(await screen.findByRole('link', { name: 'Choose your region' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your region' });
    await app.user.click(within(dialog).getByRole('link', { name: /France/ }));
    await waitFor(() => expect(app.loadedPages).toHaveLength(1));
    expect(app.loadedPages[0]).toMatch(/\/fr-fr\/$/);
  }

  it('a guest: the site currency preference cookie for 15552000 s, country and language, and the switch, then the site loads', async () => {
    const app = await renderIdentityApp('/', { config: on });
    await chooseFrance(app);
    expect(app.cookies.get('vitrine_currency')).toBe('EUR');
    expect(app.cookies.options('vitrine_currency')).toMatchObject({ maxAgeSeconds: 15_552_000 });
    expect(app.cookies.get('vitrine_country')).toBe('FR');
    expect(app.cookies.get('vitrine_language')).toBe('fr');
    expect(app.cookies.get(SITE_SWITCH_COOKIE)).toBe('en-US:fr-FR');
    expect(app.profiles.calls).not.toContain('putGlobalPreferences');
  });

  it('a signed-in customer: global language, country and currency follow the chosen site before it loads', async () => {
    const app = await renderIdentityApp('/', { config: on, signedInAs: SARAH.email });
    await chooseFrance(app);
    const preferences = await app.profiles.getPreferences();
    expect(preferences?.global).toMatchObject({ language: 'fr', country: 'FR', currency: 'EUR' });
  });
});

describe('header site selector (shell-and-account.md §2)', () => {
  it('is a button named after the current country and currency that opens the site-select dialog', async () => {
    const app = await renderIdentityApp('/', { config: on });
    const button = await screen.findByRole('button', { name: /United States · USD/ });
    await app.user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Choose your region' })).not.toBeNull();
    await waitFor(() => expect(app.location()).toBe('/#site-select'));
  });
});
