import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../render-app';

// The combobox loads when the browser is idle (decision 0142): give its chunk time.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** The search box inside the real header and app (shopping.md §2 "Header": "The mobile nav closes when search opens"). */
describe('SearchBox in the header', () => {
  // First in the file: once loaded, the combobox module stays loaded for the headers mounted later.
  it('a plain search field stands in until the combobox loads; what was typed and the focus carry over', async () => {
    // The browser never idles here: only the shopper's approach loads the combobox.
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { user } = renderApp('/');
    const standIn = await screen.findByRole('searchbox', { name: 'Search' });
    expect(screen.queryByRole('combobox', { name: 'Search' })).toBeNull();
    await user.type(standIn, 'hood');
    const combobox = await screen.findByRole('combobox', { name: 'Search' });
    await waitFor(() => expect((combobox as HTMLInputElement).value).toBe('hood'));
    expect(document.activeElement).toBe(combobox);
    expect(screen.queryByRole('searchbox', { name: 'Search' })).toBeNull();
    vi.unstubAllGlobals();
  });

  it('closes the mobile nav when the search field gets focus', async () => {
    const { user } = renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    // Hidden from assistive technology behind the open menu (decision 0478), focused by a script.
    const search = await screen.findByRole('combobox', { name: 'Search', hidden: true });
    act(() => search.focus());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('takes the shopper to the results page of what they typed', async () => {
    const { user, router } = renderApp('/');
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'hoodie{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/search?q=hoodie'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “hoodie”' })).toBeTruthy();
  });

});
