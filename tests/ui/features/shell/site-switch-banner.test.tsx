import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SITE_SWITCH_COOKIE, SITE_SWITCH_SUPPRESS_COOKIE } from '@vitrine/core';
import { renderIdentityApp, SARAH } from '../identity/identity-app';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

/** A shopper who switched from the French site to this one (en-US, the mothers' site). */
const switched = { [SITE_SWITCH_COOKIE]: 'fr-FR:en-US' };

describe('site-switch banner (shell-and-account.md §2 "Site-switch banner shows from cookies unless suppressed"; decision 0343)', () => {
  it('tells the site and currency now shopped in, in a named region under the header, with a way back to the previous site', async () => {
    await renderIdentityApp('/', { cookies: switched });
    const banner = await screen.findByRole('region', { name: 'Site switch' });
    expect(banner.textContent).toContain("You're now shopping on Vitrine United States in US dollars.");
    const back = within(banner).getByRole('link', { name: 'Back to Vitrine France' });
    expect(back.getAttribute('href')).toBe('/fr-fr/');
    expect(banner.compareDocumentPosition(screen.getByRole('banner')) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('is dismissed with its button: the suppress cookie keeps it away', async () => {
    const app = await renderIdentityApp('/', { cookies: switched });
    const banner = await screen.findByRole('region', { name: 'Site switch' });
    await app.user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Site switch' })).toBeNull();
    expect(app.cookies.get(SITE_SWITCH_SUPPRESS_COOKIE)).toBe('fr-FR:en-US');
  });

  it('does not show once dismissed, with the query flag, or for a switch to another site', async () => {
    for (const [path, cookies] of [
      ['/', { ...switched, [SITE_SWITCH_SUPPRESS_COOKIE]: 'fr-FR:en-US' }],
      ['/?suppressSiteSwitch=1', switched],
      ['/', { [SITE_SWITCH_COOKIE]: 'en-US:fr-FR' }],
      ['/', {}],
    ] as const) {
      const app = await renderIdentityApp(path, { cookies });
      await screen.findByRole('contentinfo');
      expect(screen.queryByRole('region', { name: 'Site switch' }), `${path} ${JSON.stringify(cookies)}`).toBeNull();
      app.unmount();
    }
  });

  it('its way back is a site choice: the currency preference cookie and the switch are written, then the previous site loads', async () => {
    const app = await renderIdentityApp('/', { cookies: switched });
    const banner = await screen.findByRole('region', { name: 'Site switch' });
    await app.user.click(within(banner).getByRole('link', { name: 'Back to Vitrine France' }));
    await waitFor(() => expect(app.loadedPages).toHaveLength(1));
    expect(app.loadedPages[0]).toMatch(/\/fr-fr\/$/);
    expect(app.cookies.get('vitrine_currency')).toBe('EUR');
    expect(app.cookies.options('vitrine_currency')?.maxAgeSeconds).toBe(15_552_000);
    expect(app.cookies.get(SITE_SWITCH_COOKIE)).toBe('en-US:fr-FR');
  });
});

/** A shopper whose cookies say they chose the French site (decision 0343's cookies), on this one (en-US). */
const choseFrance = { vitrine_currency: 'EUR', vitrine_country: 'FR', vitrine_language: 'fr' };

describe('site-switch banner on a URL of another site opened directly (decision 0303)', () => {
  it('names the chosen site and links to the same page there, query kept', async () => {
    await renderIdentityApp('/women?sort=newest', { cookies: choseFrance });
    const banner = await screen.findByRole('region', { name: 'Site switch' });
    expect(banner.textContent).toContain('You chose to shop on Vitrine France in euros. This page is on Vitrine United States.');
    const back = within(banner).getByRole('link', { name: 'Go to Vitrine France' });
    expect(back.getAttribute('href')).toBe('/fr-fr/women?sort=newest');
    expect(back.getAttribute('hreflang')).toBe('fr-FR');
    expect(within(banner).queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('staying makes this site the choice: its cookies are written, the banner goes and focus moves to the main landmark', async () => {
    const app = await renderIdentityApp('/', { cookies: { ...choseFrance, [SITE_SWITCH_COOKIE]: 'en-US:fr-FR' } });
    const banner = await screen.findByRole('region', { name: 'Site switch' });
    await app.user.click(within(banner).getByRole('button', { name: 'Stay on Vitrine United States' }));
    expect(screen.queryByRole('region', { name: 'Site switch' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
    await waitFor(() => expect(app.cookies.get('vitrine_currency')).toBe('USD'));
    expect(app.cookies.options('vitrine_currency')?.maxAgeSeconds).toBe(15_552_000);
    expect([app.cookies.get('vitrine_country'), app.cookies.get('vitrine_language'), app.cookies.get(SITE_SWITCH_COOKIE)]).toEqual(['US', 'en', undefined]);
    expect(app.loadedPages).toEqual([]);
  });

  it("staying brings a signed-in customer's global preferences to this site", async () => {
    const app = await renderIdentityApp('/', { cookies: choseFrance, signedInAs: SARAH.email });
    const banner = await screen.findByRole('region', { name: 'Site switch' });
    await app.profiles.putGlobalPreferences({ ...(await app.profiles.getPreferences())!.global, language: 'fr', country: 'FR', currency: 'EUR' });
    await app.user.click(within(banner).getByRole('button', { name: 'Stay on Vitrine United States' }));
    await waitFor(async () => expect((await app.profiles.getPreferences())?.global).toMatchObject({ language: 'en', country: 'US', currency: 'USD' }));
  });

  it('does not show with the query flag, on the chosen site, or for a country of no site', async () => {
    for (const [path, cookies] of [
      ['/?suppressSiteSwitch', choseFrance],
      ['/', { vitrine_currency: 'USD', vitrine_country: 'US', vitrine_language: 'en' }],
      ['/', { vitrine_country: 'XX' }],
    ] as const) {
      const app = await renderIdentityApp(path, { cookies });
      await screen.findByRole('contentinfo');
      expect(screen.queryByRole('region', { name: 'Site switch' }), `${path} ${JSON.stringify(cookies)}`).toBeNull();
      app.unmount();
    }
  });
});
