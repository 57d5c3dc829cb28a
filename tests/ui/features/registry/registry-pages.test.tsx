import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INVALID_REGISTRY_STATE_MESSAGE, type Registry } from '@vitrine/core';
import { renderRegistryApp, sarahsRegistry } from './registry-app';

// Whole-app renders load lazy route chunks on first use.
configure({ asyncUtilTimeout: 30_000 });
vi.setConfig({ testTimeout: 120_000 });

describe('registry pages (shopping.md §2-§9 registry; decision 0230)', () => {
  it('a shopper finds a registry by name: one list item with a link per registry', async () => {
    const app = await renderRegistryApp('/registry/search?first_name=sarah&last_name=JOHNSON', { registries: [sarahsRegistry()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a registry' })).not.toBeNull();
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('sarah');
    const results = await screen.findByRole('heading', { level: 2, name: '1 registry found' });
    const item = within(results.parentElement!).getByRole('listitem');
    await app.user.click(within(item).getByRole('link', { name: 'Sarah and Tom’s wedding' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sarah and Tom’s wedding' })).not.toBeNull();
    expect(app.router.state.location.search).toBe('?registryId=reg-1');
  });

  it('the registry page shows requested, purchased and remaining (never below 0) and the fulfilment; Add to cart carries the registry id', async () => {
    const registry = sarahsRegistry({
      items: [
        { sku: 'SKU-M', productId: 'P-1', requestedQuantity: 2, purchasedQuantity: 3, favorite: true },
        { sku: 'SKU-L', productId: 'P-1', requestedQuantity: 2, purchasedQuantity: 1, favorite: false },
      ],
    });
    const app = await renderRegistryApp('/registry/listing?registryId=reg-1', { registries: [registry] });
    const list = await screen.findByRole('list', { name: 'Registry items' });
    const [over, partial] = within(list).getAllByRole('listitem');
    expect(within(over!).getAllByRole('definition').map((d) => d.textContent)).toEqual(['2', '3', '0']);
    expect(within(over!).getByText('Fully fulfilled')).not.toBeNull();
    expect(within(partial!).getByText('Partially fulfilled')).not.toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Unfulfilled' }));
    expect(screen.queryByRole('list', { name: 'Registry items' })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'All items' }));
    await app.user.click(within(screen.getAllByRole('listitem').find((li) => li.textContent?.includes('Partially'))!).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to your cart for this registry')).not.toBeNull();
  });

  it(`a registry that fails the state check shows '${INVALID_REGISTRY_STATE_MESSAGE}'`, async () => {
    const broken = { ...sarahsRegistry(), version: 'three' } as unknown as Registry;
    await renderRegistryApp('/registry/listing?registryId=reg-1', { registries: [broken] });
    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert.textContent).toContain('This registry could not be shown.');
    expect(alert.textContent).toContain('Invalid registry state set in store.');
  });

  it("a blank requested quantity is refused with 'Invalid parameters passed to updateRegistryItemQuantity' and nothing is sent", async () => {
    const app = await renderRegistryApp('/registry/account/listing?registryId=reg-1', { registries: [sarahsRegistry()], signedIn: true });
    const requested = await screen.findByRole('spinbutton', { name: 'Requested quantity' });
    await app.user.clear(requested);
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await within(await screen.findByRole('main')).findByRole('alert');
    expect(alert.textContent).toContain('The registry could not be changed. Check the details and try again.');
    expect(alert.textContent).toContain('Invalid parameters passed to updateRegistryItemQuantity');
    expect(app.registry.all[0]!.version).toBe(3);
    expect((requested as HTMLInputElement).value).toBe('');
  });

  it("a size swap with a blank purchased quantity is refused with 'Invalid parameters passed to swapRegistryItemSku'; a valid swap keeps the purchased count", async () => {
    const app = await renderRegistryApp('/registry/account/listing?registryId=reg-1', { registries: [sarahsRegistry()], signedIn: true });
    await app.user.selectOptions(await screen.findByRole('combobox', { name: 'Color and size' }), 'SKU-L');
    const purchased = screen.getByRole('spinbutton', { name: 'Purchased quantity' });
    await app.user.clear(purchased);
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await within(await screen.findByRole('main')).findByRole('alert')).textContent).toContain('Invalid parameters passed to swapRegistryItemSku');
    await app.user.type(purchased, '1');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(app.registry.all[0]!.items).toEqual([expect.objectContaining({ sku: 'SKU-L', requestedQuantity: 2, purchasedQuantity: 1 })]));
    expect(await screen.findByText('Linen Shirt was saved.')).not.toBeNull();
  });

  it('a stale version is refused with a clear message, the registry is reloaded and the next save works', async () => {
    const app = await renderRegistryApp('/registry/account/listing?registryId=reg-1', { registries: [sarahsRegistry()], signedIn: true });
    const requested = await screen.findByRole('spinbutton', { name: 'Requested quantity' });
    // Someone else changes the registry after the page loaded it.
    await app.registry.patchItem('reg-1', 'SKU-M', [
      { op: 'test', path: '/version', value: 3 },
      { op: 'replace', path: '/requested_quantity', value: 4 },
    ]);
    await app.user.clear(requested);
    await app.user.type(requested, '6');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await within(await screen.findByRole('main')).findByRole('alert')).textContent).toContain('This registry was changed somewhere else since you opened it. We reloaded it');
    await waitFor(() => expect(screen.getAllByRole('definition')[0]!.textContent).toBe('4'));
    expect((requested as HTMLInputElement).value).toBe('6');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getAllByRole('definition')[0]!.textContent).toBe('6'));
    expect(within(screen.getByRole('main')).queryByRole('alert')).toBeNull();
  });

  it('the owner deactivates the registry after confirming (active false with a version test)', async () => {
    const app = await renderRegistryApp('/registry/account/edit?registryId=reg-1', { registries: [sarahsRegistry()], signedIn: true });
    expect(((await screen.findByRole('textbox', { name: 'Event name' })) as HTMLInputElement).value).toBe('Sarah and Tom’s wedding');
    await app.user.click(screen.getByRole('button', { name: 'Deactivate registry' }));
    await app.user.click(screen.getByRole('button', { name: 'Yes, deactivate' }));
    expect(await screen.findByText('Your registry was deactivated.')).not.toBeNull();
    expect(app.registry.all[0]).toMatchObject({ active: false, version: 4 });
  });

  it('creating a registry: missing fields are marked and nothing is sent; a complete form creates it and opens its items', async () => {
    const app = await renderRegistryApp('/registry/account/create', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a registry' })).not.toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Create registry' }));
    expect((await within(await screen.findByRole('main')).findByRole('alert')).textContent).toContain('Some details are missing.');
    expect(app.registry.all).toHaveLength(0);
    await app.user.type(screen.getByRole('textbox', { name: 'Event name' }), 'Our housewarming');
    await app.user.type(screen.getByRole('textbox', { name: 'Event date' }), '2031-02-30');
    const first = screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement;
    if (!first.value) await app.user.type(first, 'Sarah');
    const last = screen.getByRole('textbox', { name: 'Last name' }) as HTMLInputElement;
    if (!last.value) await app.user.type(last, 'Johnson');
    const address = screen.getByRole('group', { name: 'Your address' });
    await app.user.type(within(address).getByRole('textbox', { name: 'Address line 1' }), '742 Evergreen Terrace');
    await app.user.type(within(address).getByRole('textbox', { name: 'City' }), 'Springfield');
    await app.user.type(within(address).getByRole('textbox', { name: 'State' }), 'IL');
    await app.user.type(within(address).getByRole('textbox', { name: 'ZIP code' }), '62704');
    await app.user.click(screen.getByRole('button', { name: 'Create registry' }));
    expect(await screen.findByText('Enter a date as year-month-day, for example 2027-06-14.')).not.toBeNull();
    const date = screen.getByRole('textbox', { name: 'Event date' });
    await app.user.clear(date);
    await app.user.type(date, '2031-02-28');
    await app.user.click(screen.getByRole('button', { name: 'Create registry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our housewarming' })).not.toBeNull();
    expect(app.registry.all[0]).toMatchObject({ event: { name: 'Our housewarming', date: Date.UTC(2031, 1, 28, 12) / 1000 }, owners: [{ webProfileId: 'cust-sarah', primary: true }] });
    expect(app.registry.all[0]!.preEventShippingAddress).toMatchObject({ source: 'owner', zipCode: '62704' });
  });
});
