import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Logger, SearchSuggestions, type ProductTile, type SearchSuggestionsResult, type SuggestionsSignal } from '@vitrine/core';
import { InMemorySearch, MemoryLogger, productTileOf } from '@vitrine/adapters/in-memory';
import { SiteProvider } from '../../../../ui/src/shared/site-context';
import { createServices, provide, valuesModule } from '../../../../ui/src/di/container';
import { ServicesProvider } from '../../../../ui/src/shared/service-context';
import { SearchBox } from '../../../../ui/src/features/shell/search-box';
import { aProduct, anotherProduct, aSite, aSiteConfiguration } from '../../../mothers/index';

/** The hoodie, the Teton hoodie and a sweatshirt in the same category: 'hoo' suggests 3 terms and 3 products. */
function products() {
  return [aProduct(), anotherProduct(), aProduct({ productId: 'MH04', productSlug: 'frankie-sweatshirt', displayName: 'Frankie Sweatshirt', highlights: [] })];
}

/** The current location, for assertions on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

/**
 * Renders the search box in a memory router (with a location probe) over the given
 * SearchSuggestions (an InMemorySearch of {@link products} by default; null binds none).
 */
function renderSearchBox(options: { suggestions?: SearchSuggestions | null; onFocus?: () => void; path?: string } = {}) {
  const logger = new MemoryLogger();
  const suggestions = options.suggestions === undefined ? new InMemorySearch(products()) : options.suggestions;
  const services = createServices(valuesModule([provide(Logger, logger), ...(suggestions ? [provide(SearchSuggestions, suggestions)] : [])]));
  const layout = () => (
    <>
      <SearchBox onFocus={options.onFocus} />
      <LocationProbe />
      <Outlet />
    </>
  );
  const router = createMemoryRouter([{ path: '/', Component: layout, children: [{ path: '*', element: null }] }], { initialEntries: [options.path ?? '/'] });
  i18n.loadAndActivate({ locale: 'en-US', messages: {} });
  const user = userEvent.setup();
  const view = render(
    <I18nProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <SiteProvider site={aSite()} config={aSiteConfiguration()}>
          <RouterProvider router={router} />
        </SiteProvider>
      </ServicesProvider>
    </I18nProvider>,
  );
  const combobox = () => screen.getByRole('combobox', { name: 'Search' });
  const status = () => view.container.querySelector('[data-search-status]')!.getAttribute('data-search-status');
  const location = () => screen.getByTestId('location').textContent;
  return { ...view, user, logger, suggestions, combobox, status, location };
}

/** A SearchSuggestions whose answers the test releases by hand, in any order; it records each call's signal. */
class ManualSuggestions implements SearchSuggestions {
  readonly pending: {
    query: string;
    signal: SuggestionsSignal | undefined;
    onTerms: ((terms: readonly string[]) => void) | undefined;
    resolve: (r: SearchSuggestionsResult) => void;
    reject: (e: Error) => void;
  }[] = [];
  suggest(query: string, signal?: SuggestionsSignal, onTerms?: (terms: readonly string[]) => void): Promise<SearchSuggestionsResult> {
    return new Promise((resolve, reject) => this.pending.push({ query, signal, onTerms, resolve, reject }));
  }
  async popular(): Promise<readonly ProductTile[]> {
    return [];
  }
}

describe('SearchBox', () => {
  it('is a collapsed combobox named "Search" in a search landmark, controlling a listbox', () => {
    const { combobox } = renderSearchBox();
    const input = combobox();
    expect(within(screen.getByRole('search')).getByRole('combobox')).toBe(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).toBe('listbox');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('shows up to 5 terms and 3 products once typing pauses, loading first then loaded', async () => {
    const { user, combobox, status, suggestions } = renderSearchBox();
    await user.type(combobox(), 'hoo');
    expect(status()).toBe('loading');
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(status()).toBe('loaded');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    const terms = within(within(listbox).getByRole('group', { name: 'Suggestions' })).getAllByRole('option');
    expect(terms.map((o) => o.textContent)).toEqual(['Hoodies & Sweatshirts', 'Chaz Kangeroo Hoodie', 'Teton Pullover Hoodie']);
    const productOptions = within(within(listbox).getByRole('group', { name: 'Products' })).getAllByRole('option');
    expect(productOptions).toHaveLength(3);
    expect(productOptions[0]!.textContent).toContain('Chaz Kangeroo Hoodie');
    expect(productOptions[0]!.textContent).toContain('$52.00');
    // Focusing the empty box asked for the popular items first (decision 0252).
    expect((suggestions as InMemorySearch).calls).toEqual(['popular', 'suggest hoo']);
    expect(screen.getByRole('status').textContent).toBe('3 suggestions and 3 products. Use the up and down arrows to review them.');
  });

  it('moves through the options with ArrowDown and ArrowUp and opens a term with Enter', async () => {
    const { user, combobox, location } = renderSearchBox();
    await user.type(combobox(), 'hoo');
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const highlighted = document.getElementById(combobox().getAttribute('aria-activedescendant')!)!;
    expect(highlighted.textContent).toBe('Chaz Kangeroo Hoodie');
    expect(highlighted.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(location()).toBe('/search?q=Hoodies%20%26%20Sweatshirts');
    expect((combobox() as HTMLInputElement).value).toBe('Hoodies & Sweatshirts');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a product’s page from its option, keeping the typed text', async () => {
    const { user, combobox, location } = renderSearchBox();
    await user.type(combobox(), 'hoo');
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    await user.keyboard('{ArrowUp}{Enter}');
    expect(location()).toBe(productTileOf(products()[2]!).pdpURL);
    expect((combobox() as HTMLInputElement).value).toBe('hoo');
  });

  it('searches for the typed text on Enter when no option is highlighted', async () => {
    const { user, combobox, location } = renderSearchBox();
    await user.type(combobox(), ' teton ');
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    await user.keyboard('{Enter}');
    expect(location()).toBe('/search?q=teton');
  });

  it('opens a term on click', async () => {
    const { user, combobox, location } = renderSearchBox();
    await user.type(combobox(), 'teton');
    await user.click(await screen.findByRole('option', { name: 'Teton Pullover Hoodie' }));
    expect(location()).toBe('/search?q=Teton%20Pullover%20Hoodie');
  });

  it('closes the list on Escape, and clears the field and the suggestions on a second Escape', async () => {
    const { user, combobox, status } = renderSearchBox();
    await user.type(combobox(), 'hoo');
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    await user.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect((combobox() as HTMLInputElement).value).toBe('hoo');
    await user.keyboard('{Escape}');
    expect((combobox() as HTMLInputElement).value).toBe('');
    expect(status()).toBe('cleared');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    // ArrowDown on the empty box opens the popular items (decision 0252).
    await user.keyboard('{ArrowDown}');
    expect(within(await screen.findByRole('group', { name: 'Popular items' })).getAllByRole('option')).toHaveLength(3);
  });

  it('clears the suggestions and resets the keywords when the text is deleted', async () => {
    const { user, combobox, status } = renderSearchBox();
    await user.type(combobox(), 'hoo');
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    await user.clear(combobox());
    expect(status()).toBe('cleared');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('logs a failure and clears the suggestions (shopping.md §8 "Search failure")', async () => {
    const search = new InMemorySearch(products());
    search.failWith(new Error('503 Service Unavailable'));
    const { user, combobox, status, logger } = renderSearchBox({ suggestions: search });
    await user.type(combobox(), 'hoo');
    await waitFor(() => expect(status()).toBe('cleared'));
    // The focus asked for the popular items first, which failed too (decision 0252).
    expect(logger.messages('error')).toEqual(['Search failure', 'Search failure']);
    expect(logger.entries.map((e) => e.context)).toMatchObject([{ query: '' }, { query: 'hoo' }]);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect((combobox() as HTMLInputElement).value).toBe('hoo');
  });

  it('keeps only the answer to the latest text: the stale call is aborted (core searchAsYouType)', async () => {
    const manual = new ManualSuggestions();
    const { user, combobox, status } = renderSearchBox({ suggestions: manual });
    await user.type(combobox(), 'ho');
    await waitFor(() => expect(manual.pending.map((p) => p.query)).toEqual(['ho']));
    expect(manual.pending[0]!.signal?.aborted).toBe(false);
    await user.type(combobox(), 'od');
    await waitFor(() => expect(manual.pending.map((p) => p.query)).toEqual(['ho', 'hood']));
    expect(manual.pending.map((p) => p.signal?.aborted)).toEqual([true, false]);
    await act(async () => manual.pending[1]!.resolve({ terms: ['Hoodie'], products: [] }));
    await act(async () => manual.pending[0]!.resolve({ terms: ['Home'], products: [] }));
    expect(status()).toBe('loaded');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Hoodie']);
  });

  it('shows the terms before their products, keeping the products’ room, and announces once both are in (decision 0479)', async () => {
    const manual = new ManualSuggestions();
    const { user, combobox, status, container } = renderSearchBox({ suggestions: manual });
    await user.type(combobox(), 'hoo');
    await waitFor(() => expect(manual.pending.map((p) => p.query)).toEqual(['hoo']));
    await act(async () => manual.pending[0]!.onTerms!(['Hoodies & Sweatshirts', 'Hoodie']));
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(status()).toBe('loading');
    expect(listbox.getAttribute('aria-busy')).toBe('true');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Hoodies & Sweatshirts', 'Hoodie']);
    expect(within(listbox).queryByRole('group', { name: 'Products' })).toBeNull();
    expect(container.querySelector('[data-products-pending]')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('');
    await act(async () => manual.pending[0]!.resolve({ terms: ['Hoodies & Sweatshirts', 'Hoodie'], products: [productTileOf(aProduct())] }));
    expect(status()).toBe('loaded');
    expect(listbox.getAttribute('aria-busy')).toBe('false');
    expect(within(within(listbox).getByRole('group', { name: 'Products' })).getAllByRole('option')).toHaveLength(1);
    expect(container.querySelector('[data-products-pending]')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('2 suggestions and 1 product. Use the up and down arrows to review them.');
  });

  it('says "No suggestions" when nothing matches', async () => {
    const { user, combobox } = renderSearchBox();
    await user.type(combobox(), 'teapot');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No suggestions'));
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('runs onFocus when the field gets focus (the header closes the mobile nav)', async () => {
    const onFocus = vi.fn();
    const { user, combobox } = renderSearchBox({ onFocus });
    await user.click(combobox());
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('starts with the q of a search page and works as a plain search field without SearchSuggestions', async () => {
    const { user, combobox, location, status } = renderSearchBox({ suggestions: null, path: '/search?q=tee' });
    expect((combobox() as HTMLInputElement).value).toBe('tee');
    await user.clear(combobox());
    await user.type(combobox(), 'socks{Enter}');
    expect(location()).toBe('/search?q=socks');
    expect(status()).toBe('idle');
    await user.click(screen.getByRole('button', { name: 'Submit search' }));
    expect(location()).toBe('/search?q=socks');
  });

  describe('popular items of the empty box (shopping.md §9 "popular items 3"; decision 0252)', () => {
    it('opens on focus with up to 3 popular items, asked once, and opens a product with Enter', async () => {
      const { user, combobox, location, suggestions } = renderSearchBox();
      await user.click(combobox());
      const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
      const group = await within(listbox).findByRole('group', { name: 'Popular items' });
      const options = within(group).getAllByRole('option');
      expect(options).toHaveLength(3);
      expect(options[0]!.textContent).toContain('$');
      expect(combobox().getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('status').textContent).toBe('3 popular items. Use the up and down arrows to review them.');
      await user.keyboard('{Escape}');
      await user.click(combobox());
      expect((suggestions as InMemorySearch).calls.filter((c) => c === 'popular')).toHaveLength(1);
      await user.keyboard('{ArrowDown}{Enter}');
      expect(location()).toMatch(/^\/shop\//);
    });

    it('gives way to the suggestions as the shopper types, and comes back when the text is deleted', async () => {
      const { user, combobox } = renderSearchBox();
      await user.click(combobox());
      await screen.findByRole('group', { name: 'Popular items' });
      await user.type(combobox(), 'hoo');
      await screen.findByRole('group', { name: 'Suggestions' });
      expect(screen.queryByRole('group', { name: 'Popular items' })).toBeNull();
      await user.clear(combobox());
      expect(combobox().getAttribute('aria-expanded')).toBe('false');
      await user.keyboard('{ArrowDown}');
      expect(await screen.findByRole('group', { name: 'Popular items' })).toBeTruthy();
    });

    it('logs a failure as a search failure and shows no list', async () => {
      const failing = new InMemorySearch(products());
      failing.failWith(new Error('popular down'));
      const { user, combobox, logger } = renderSearchBox({ suggestions: failing });
      await user.click(combobox());
      await waitFor(() => expect(logger.entries.some((e) => e.message === 'Search failure')).toBe(true));
      expect(combobox().getAttribute('aria-expanded')).toBe('false');
    });
  });
});

/** Types `text` into `input` one character after another inside one task, as a quick typist's keys reach the page, each an input event. */
function typeWithoutPauses(input: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    for (const character of text) {
      setValue.call(input, input.value + character);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
}

describe('SearchBox typing speed (architecture.md "UI": keyboard operation; decision 0298)', () => {
  it('keeps every character typed without pauses', async () => {
    const { user, combobox } = renderSearchBox();
    await user.click(combobox());
    typeWithoutPauses(combobox() as HTMLInputElement, 'Augusta');
    expect(combobox()).toHaveProperty('value', 'Augusta');
  });
});
