import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anotherProduct, aProductWithFits } from '../../../mothers/index';
import { renderApp } from '../../render-app';

vi.setConfig({ testTimeout: 20_000 });

const HOODIE_PATH = '/shop/chaz-kangeroo-hoodie';
const PULLOVER_PATH = '/shop/teton-pullover-hoodie';

/** The `name` of every radio of the Color, Fit and Size groups on the page, by group. */
function radioNames(): Record<string, string[]> {
  return Object.fromEntries(
    ['Color', 'Fit', 'Size'].map((group) => [group, [...new Set(within(screen.getByRole('radiogroup', { name: group })).getAllByRole('radio').map((radio) => radio.getAttribute('name') ?? ''))]]),
  );
}

/**
 * The product options' radio names stay what they name (decision 0462): a browser keeps each name
 * a document used as a key of its radio group scope, so a name that changed per render or mount
 * would add a group per product page visited.
 */
describe('the product options radio names', () => {
  it('are named after the product, one name per group, the same across re-renders and remounts', async () => {
    const { router, user } = renderApp(HOODIE_PATH, { products: [aProductWithFits(), anotherProduct()] });
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    const first = radioNames();
    expect(first).toEqual({ Color: ['color-MH01'], Fit: ['fit-MH01'], Size: ['size-MH01'] });

    // Re-renders: a new colour, fit and size picked.
    await user.click(within(screen.getByRole('radiogroup', { name: 'Color' })).getByRole('radio', { name: 'Gray' }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Fit' })).getByRole('radio', { name: 'Tall' }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Size' })).getByRole('radio', { name: 'L' }));
    await waitFor(() => expect(router.state.location.search).toContain('size=L'));
    expect(radioNames()).toEqual(first);

    // Remounts: another product's page, then this one again.
    await act(() => router.navigate(PULLOVER_PATH));
    await screen.findByRole('heading', { level: 1, name: 'Teton Pullover Hoodie' });
    const other = within(screen.getByRole('radiogroup', { name: 'Color' })).getAllByRole('radio')[0]!.getAttribute('name');
    expect(other).toBe('color-MH02');
    await act(() => router.navigate(HOODIE_PATH));
    await screen.findByRole('heading', { level: 1, name: 'Chaz Kangeroo Hoodie' });
    expect(radioNames()).toEqual(first);
  });
});
