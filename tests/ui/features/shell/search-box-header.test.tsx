import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderApp } from '../../render-app';

/** The search box inside the real header and app (shopping.md §2 "Header": "The mobile nav closes when search opens"). */
describe('SearchBox in the header', () => {
  it('closes the mobile nav when the search field gets focus', async () => {
    const { user } = renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    await user.click(menuButton);
    const nav = document.querySelector('dialog')!;
    await waitFor(() => expect(nav.hasAttribute('open')).toBe(true));
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    act(() => screen.getByRole('combobox', { name: 'Search' }).focus());
    await waitFor(() => expect(nav.hasAttribute('open')).toBe(false));
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('takes the shopper to the results page of what they typed', async () => {
    const { user, router } = renderApp('/');
    await user.type(await screen.findByRole('combobox', { name: 'Search' }), 'hoodie{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/search?q=hoodie'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “hoodie”' })).toBeTruthy();
  });
});
