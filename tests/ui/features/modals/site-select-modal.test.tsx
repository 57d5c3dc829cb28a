import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { countries } from 'country-flag-icons';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_SWITCH_COOKIE, siteSelectVariantsOf, sitesOf } from '@vitrine/core';
import { aSiteConfiguration } from '../../../mothers/index';
import { renderIdentityApp, SARAH } from '../identity/identity-app';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const on = aSiteConfiguration({ features: { siteSelect: true } });

/**
 * A stand-in for the browser's IntersectionObserver: it records what is observed, and a test says
 * which flag boxes come near the viewport (jsdom lays nothing out).
 */
class FakeIntersectionObserver {
  static readonly instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element): void {
    this.observed.push(element);
  }
  disconnect(): void {
    this.observed.length = 0;
  }
  unobserve(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** Tells every observer watching an element that matches `selector` that it is near the viewport. */
  static show(selector: string): void {
    for (const observer of FakeIntersectionObserver.instances) {
      const targets = observer.observed.filter((element) => element.matches(selector));
      if (targets.length > 0) observer.callback(targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), observer as unknown as IntersectionObserver);
    }
  }
}

const variants = siteSelectVariantsOf(sitesOf('an'), countries);

describe('site-select modal (shell-and-account.md §2; decisions 0341, 0307)', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the footer opens “Choose your region”: one link per country with its language and currency, a flag loaded only when near the viewport', async () => {
    const app = await renderIdentityApp('/', { config: on });
    const footerLink = await screen.findByRole('link', { name: 'Choose your region' });
    expect(footerLink.getAttribute('href')).toBe('#site-select');
    await app.user.click(footerLink);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your region' });
    const links = within(dialog).getAllByRole('link');
    expect(links.length).toBe(variants.length);
    expect(links.length).toBeGreaterThanOrEqual(140);
    // Sorted by the country's name in the viewer's language.
    const names = links.map((link) => link.querySelector('[class*="country"]')!.textContent!);
    expect(names).toEqual([...names].sort(new Intl.Collator('en-US').compare));
    const france = within(dialog).getByRole('link', { name: /^France/ });
    expect(france.getAttribute('href')).toBe('/fr-fr/');
    expect(france.textContent).toContain('français');
    expect(france.textContent).toContain('€ EUR');
    const austria = within(dialog).getByRole('link', { name: /^Austria/ });
    expect(austria.getAttribute('href')).toBe('/de-de/');
    expect(austria.querySelector('[lang="de-DE"]')?.textContent).toBe('Deutsch');
    expect(within(dialog).getByRole('link', { name: /^Japan/ }).getAttribute('href')).toBe('/en-gb/');
    const canada = within(dialog).getAllByRole('link', { name: /^Canada/ });
    expect(canada.map((link) => link.getAttribute('href'))).toEqual(['/en-ca/', '/fr-ca/']);
    expect(canada.map((link) => link.querySelector('[lang]')?.textContent)).toEqual(['English', 'français']);
    expect(within(dialog).getByRole('link', { name: /^United States/ }).getAttribute('aria-current')).toBe('true');
    expect(dialog.querySelectorAll('[aria-current]')).toHaveLength(1);

    // No flag before its box comes near the viewport; then that one only, a decorative image.
    expect(dialog.querySelectorAll('img[data-flag]')).toHaveLength(0);
    act(() => FakeIntersectionObserver.show('[data-flag-pending="FR"]'));
    await waitFor(() => expect(dialog.querySelector('img[data-flag="FR"]')).not.toBeNull());
    expect(dialog.querySelector('img[data-flag="FR"]')!.getAttribute('alt')).toBe('');
    expect(dialog.querySelector('img[data-flag="FR"]')!.getAttribute('loading')).toBe('lazy');
    expect(dialog.querySelectorAll('img[data-flag]')).toHaveLength(1);
  });

  it('“Find your country” narrows the list, ignoring case and accents, and announces how many are left', async () => {
    const app = await renderIdentityApp('/', { config: on });
    await app.user.click(await screen.findByRole('link', { name: 'Choose your region' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your region' });
    const field = within(dialog).getByRole('searchbox', { name: 'Find your country' });
    expect(within(dialog).getByRole('status').textContent).toBe(`${variants.length} countries`);
    await app.user.type(field, 'AUSTR');
    expect(within(dialog).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/en-gb/', '/de-de/']);
    expect(within(dialog).getByRole('status').textContent).toBe('2 countries');
    await app.user.clear(field);
    await app.user.type(field, 'reunion');
    expect(within(dialog).getAllByRole('link').map((link) => link.textContent)).toEqual([expect.stringContaining('Réunion')]);
    expect(within(dialog).getByRole('status').textContent).toBe('1 country');
    await app.user.clear(field);
    await app.user.type(field, 'qqq');
    expect(within(dialog).queryAllByRole('link')).toHaveLength(0);
    expect(within(dialog).getByRole('status').textContent).toBe('0 countries');
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
    await app.user.click(within(dialog).getByRole('link', { name: /^France/ }));
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

  it('a country served by another country’s site: Austria writes AT with the German site’s language and euros, and loads /de-de/', async () => {
    const app = await renderIdentityApp('/', { config: on, signedInAs: SARAH.email });
    await app.user.click(await screen.findByRole('link', { name: 'Choose your region' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your region' });
    await app.user.click(within(dialog).getByRole('link', { name: /^Austria/ }));
    await waitFor(() => expect(app.loadedPages).toHaveLength(1));
    expect(app.loadedPages[0]).toMatch(/\/de-de\/$/);
    expect(app.cookies.get('vitrine_country')).toBe('AT');
    expect(app.cookies.get('vitrine_language')).toBe('de');
    expect(app.cookies.get('vitrine_currency')).toBe('EUR');
    expect(app.cookies.get(SITE_SWITCH_COOKIE)).toBe('en-US:de-DE');
    expect((await app.profiles.getPreferences())?.global).toMatchObject({ language: 'de', country: 'AT', currency: 'EUR' });
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

  it('names the country chosen in site select when this site serves it, marks it in the list, and shows no banner for another site', async () => {
    const app = await renderIdentityApp('/', { config: on, cookies: { vitrine_country: 'PR', vitrine_language: 'en', vitrine_currency: 'USD' } });
    const button = await screen.findByRole('button', { name: 'Choose your region: Puerto Rico · USD' });
    expect(screen.queryByRole('region', { name: 'Site switch' })).toBeNull();
    await app.user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your region' });
    const current = dialog.querySelectorAll('a[aria-current="true"]');
    expect(current).toHaveLength(1);
    expect(current[0]!.textContent).toContain('Puerto Rico');
    expect(current[0]!.getAttribute('href')).toBe('/');
  });

  it('names the site’s own country when the country cookie chose another site', async () => {
    await renderIdentityApp('/', { config: on, cookies: { vitrine_country: 'AT', vitrine_language: 'de' } });
    expect(await screen.findByRole('button', { name: 'Choose your region: United States · USD' })).toBeTruthy();
  });
});
