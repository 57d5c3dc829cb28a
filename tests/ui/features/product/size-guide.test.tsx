import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SizeGuideGateway } from '@vitrine/core';
import { type InMemorySizeGuides } from '@vitrine/adapters/in-memory';
import { aProduct, aSite, HOODIE } from '../../../mothers/index';
import { renderApp } from '../../render-app';

/** The hoodie (category mens-hoodies-sweatshirts: the in-memory rules give it the men's tops chart). */
const PDP = '/shop/chaz-kangeroo-hoodie';
const LOADED = { timeout: 20_000 };
const SLOW_TEST_MS = 60_000;

async function openGuide(path = PDP, fixture: Parameters<typeof renderApp>[1] = {}) {
  const app = renderApp(path, { products: [aProduct()], ...fixture });
  await screen.findByRole('heading', { level: 1, name: HOODIE.displayName }, LOADED);
  const trigger = screen.getByRole('button', { name: /^Size (guide|chart)$/ });
  trigger.focus();
  await app.user.click(trigger);
  return { ...app, trigger, dialog: await screen.findByRole('dialog', { name: trigger.textContent ?? '' }, LOADED) };
}

describe('the size guide on the product page (shopping.md §3, §7; decision 0422)', () => {
  it('opens a dialog with the chart as an accessible table in inches on a US site, and gives focus back on close', async () => {
    const { user, trigger, dialog } = await openGuide();
    const table = await within(dialog).findByRole('table', { name: 'Men’s tops' }, LOADED);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Size', 'Chest', 'Waist']);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    // 84–88 cm is 33–34.5 in (nearest half inch).
    const xs = within(table).getAllByRole('row')[1]!;
    expect(within(xs).getAllByRole('cell')[0]!.textContent).toMatch(/^33\s?–\s?34\.5\s?in$/);
    expect(within(dialog).getByText('Body measurements in inches.')).toBeTruthy();
    expect(within(dialog).getByText(/^Measure over light underwear/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Size guide' })).toBeNull());
    expect(document.activeElement).toBe(trigger);
  }, SLOW_TEST_MS);

  it('shows centimetres outside the United States', async () => {
    const { dialog } = await openGuide(PDP, { site: aSite({ country: 'GB' }) });
    const table = await within(dialog).findByRole('table', { name: 'Men’s tops' }, LOADED);
    const xs = within(table).getAllByRole('row')[1]!;
    expect(within(xs).getAllByRole('cell')[0]!.textContent).toMatch(/^84\s?–\s?88\s?cm$/);
  }, SLOW_TEST_MS);

  it('says so when the chart cannot be loaded, and logs it', async () => {
    const app = renderApp(PDP, { products: [aProduct()] });
    await screen.findByRole('heading', { level: 1, name: HOODIE.displayName }, LOADED);
    (app.services.get(SizeGuideGateway) as InMemorySizeGuides).fail(new Error('503 Service Unavailable'));
    await app.user.click(screen.getByRole('button', { name: 'Size guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Size guide' }, LOADED);
    expect((await within(dialog).findByRole('status', {}, LOADED)).textContent).toBe('The size guide is not available right now. Please try again later.');
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(app.logger.messages('warn')).toContain('Size guide could not be loaded');
  }, SLOW_TEST_MS);

  it('shows no button for a product outside the configured categories', async () => {
    renderApp('/shop/chaz-kangeroo-hoodie', { products: [{ ...aProduct(), parentCategory: { slug: 'gear-bags', displayName: 'Bags' } }] });
    await screen.findByRole('heading', { level: 1, name: HOODIE.displayName }, LOADED);
    expect(screen.queryByRole('button', { name: 'Size guide' })).toBeNull();
  }, SLOW_TEST_MS);

  it('names the button and the dialog with the merchandiser’s localizedText label when there is one (decision 0423)', async () => {
    const { dialog, trigger } = await openGuide(PDP, { localizedTexts: { 'pdp-size-guide-label': 'Size chart' } });
    expect(trigger.textContent).toBe('Size chart');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Size chart' })).toBe(dialog);
  }, SLOW_TEST_MS);
});
