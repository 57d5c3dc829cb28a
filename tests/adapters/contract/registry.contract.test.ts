import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToRegistry,
  AuthGateway,
  CardEncryptor,
  CartGateway,
  CheckoutGateway,
  deactivateRegistry,
  itemFulfillment,
  PaymentKeyGateway,
  payWithNewCard,
  RegistryGateway,
  updateRegistryItem,
  updateRegistryItemQuantity,
  type RegistryDraft,
} from '@vitrine/core';
import { BACKENDS, PASSWORD, type BackendClient, type ContractBackend } from './support/backends.js';
import { buyableLines } from './support/checkout-steps.js';

/**
 * Contract: RegistryGateway, written once and run against the sandbox (KyRegistryGateway over real
 * HTTP, the eight /registry/v1 calls) and the in-memory back end (shopping.md §3-§9 registry;
 * decisions 0031, 0147, 0230). Each test works in one browser: the owner (Veronica Costello)
 * signs in, then a shopper (Sarah Johnson) or a guest in the same browser, as an in-memory client
 * is a world of its own.
 */

const OWNER = { email: 'roni_cost@example.com', first: 'Veronica', last: 'Costello' };
const SHOPPER = 'sarah.johnson@example.com';
/** 2031-06-14 12:00 UTC, in epoch seconds. */
const EVENT_DATE = Date.UTC(2031, 5, 14, 12) / 1000;

const draft = (name: string): RegistryDraft => ({
  owners: [
    { firstName: OWNER.first, lastName: OWNER.last, webProfileId: '', email: OWNER.email, primary: true, address: null },
    {
      firstName: 'Marco',
      lastName: 'Costello',
      webProfileId: '',
      email: 'marco@example.com',
      primary: false,
      address: { firstName: 'Marco', lastName: 'Costello', address1: '1 Main St', address2: '', pobox: '', city: 'Austin', state: 'TX', zipCode: '78701', country: 'US', phoneNumber: '', source: 'co-owner' },
    },
  ],
  acceptGiftCards: true,
  event: { name, type: 'WEDDING', description: 'Our wedding', date: EVENT_DATE },
  brand: 'an',
  preEventShippingAddress: { firstName: OWNER.first, lastName: OWNER.last, address1: '7 Elm St', address2: '', pobox: '', city: 'Austin', state: 'TX', zipCode: '78702', country: 'US', phoneNumber: '', source: 'owner' },
  postEventShippingAddress: null,
});

async function signIn(client: BackendClient, email: string) {
  const signed = await client.get(AuthGateway).signIn(email, PASSWORD);
  if (!signed.ok) throw new Error(signed.error.code);
}

/** The owner signs in and creates a registry with two items; resolves with its id. */
async function registryWithTwoItems(backend: ContractBackend, client: BackendClient, name: string) {
  await signIn(client, OWNER.email);
  const registries = client.get(RegistryGateway);
  const created = await registries.createRegistry(draft(name));
  if (!created.ok) throw new Error(created.error.code);
  const lines = await buyableLines(backend);
  for (const line of lines) {
    const added = await addToRegistry(registries, { registryId: created.value.id, productId: line.productId, sku: line.skuId, quantity: 2 });
    if (!added.ok) throw new Error(added.error.code);
  }
  return { id: created.value.id, lines };
}

describe.each(BACKENDS)('registry contract (%s)', (_name, start) => {
  let backend: ContractBackend;
  beforeAll(async () => {
    backend = await start();
    await backend.samples();
  });
  afterAll(async () => backend?.close());

  it('creates a registry owned by the caller, adds items, reads them with product detail and lists the owner’s registries', async () => {
    const client = backend.client();
    const { id, lines } = await registryWithTwoItems(backend, client, 'Contract wedding');
    const registries = client.get(RegistryGateway);
    const read = await registries.getRegistry(id);
    if (!read.ok) throw new Error(read.error.code);
    expect(read.value).toMatchObject({ id, active: true, acceptGiftCards: true, channel: 'WEB_DESKTOP', event: { name: 'Contract wedding', type: 'WEDDING', date: EVENT_DATE } });
    expect(read.value.version).toBe(3);
    expect(read.value.owners).toMatchObject([{ firstName: 'Veronica', primary: true }, { firstName: 'Marco', primary: false, address: { city: 'Austin', source: 'co-owner' } }]);
    expect(read.value.owners[0]!.webProfileId).not.toBe('');
    expect(read.value.preEventShippingAddress).toMatchObject({ zipCode: '78702', source: 'owner' });
    expect(read.value.items.map((i) => i.sku)).toEqual(lines.map((l) => l.skuId));
    expect(read.value.items[0]).toMatchObject({ requestedQuantity: 2, purchasedQuantity: 0, favorite: false, product: { displayName: expect.any(String), slug: expect.any(String) } });
    expect(read.value.items[0]!.product!.salePrice.amount).toBeGreaterThan(0);
    const mine = await registries.myRegistries(read.value.owners[0]!.webProfileId);
    expect(mine.ok && mine.value.map((r) => r.id)).toContain(id);
    await expect(registries.myRegistries('someone-else')).resolves.toMatchObject({ ok: false, error: { code: 'REGISTRY.NOT_OWNER' } });
  });

  it('finds active registries by owner names (any case), month and year, 20 a page, for anyone', async () => {
    const client = backend.client();
    const { id } = await registryWithTwoItems(backend, client, 'Searchable');
    await client.get(AuthGateway).signOut();
    const registries = client.get(RegistryGateway);
    const found = await registries.searchRegistries({ firstName: 'veronica', lastName: 'COSTELLO' });
    expect(found.ok && found.value.registries.map((r) => r.id)).toContain(id);
    expect(found.ok && found.value.registries.find((r) => r.id === id)).toMatchObject({ itemCount: 2, event: { name: 'Searchable' }, owners: [{ firstName: 'Veronica' }, { firstName: 'Marco' }] });
    const byCoOwner = await registries.searchRegistries({ firstName: 'Marco', lastName: 'Costello', month: 6, year: 2031 });
    expect(byCoOwner.ok && byCoOwner.value.registries.map((r) => r.id)).toContain(id);
    const otherMonth = await registries.searchRegistries({ firstName: 'Marco', lastName: 'Costello', month: 7, year: 2031 });
    expect(otherMonth.ok && otherMonth.value.registries.map((r) => r.id)).not.toContain(id);
    const page2 = await registries.searchRegistries({ firstName: 'Veronica', lastName: 'Costello', page: 2 });
    expect(page2.ok && page2.value).toMatchObject({ page: 2, registries: [] });
    await expect(registries.searchRegistries({ firstName: '', lastName: 'Costello' })).resolves.toMatchObject({ ok: false, error: { code: 'REGISTRY.INVALID_REQUEST' } });
    await expect(registries.getRegistry('no-such-registry')).resolves.toMatchObject({ ok: false, error: { code: 'REGISTRY.NOT_FOUND' } });
  });

  it('refuses a stale version on every versioned write, and swaps a SKU with the five-step use case', async () => {
    const client = backend.client();
    const { id, lines } = await registryWithTwoItems(backend, client, 'Versioned');
    const registries = client.get(RegistryGateway);
    const read = await registries.getRegistry(id);
    if (!read.ok) throw new Error(read.error.code);
    const stale = read.value.version;
    const sku = lines[0]!.skuId;
    const updated = await updateRegistryItemQuantity(registries, { registryId: id, sku, version: stale, requestedQuantity: 4, purchasedQuantity: 1 });
    expect(updated.ok && updated.value.items.find((i) => i.sku === sku)).toMatchObject({ requestedQuantity: 4, purchasedQuantity: 1 });
    expect(updated.ok && updated.value.version).toBe(stale + 1);
    await expect(updateRegistryItemQuantity(registries, { registryId: id, sku, version: stale, requestedQuantity: 5, purchasedQuantity: 1 })).resolves.toMatchObject({ ok: false, error: { code: 'REGISTRY.VERSION_CONFLICT' } });
    await expect(registries.removeItem(id, sku, stale)).resolves.toMatchObject({ ok: false, error: { code: 'REGISTRY.VERSION_CONFLICT' } });
    await expect(registries.replaceRegistry(id, stale, { ...draft('Renamed'), active: true })).resolves.toMatchObject({ ok: false, error: { code: 'REGISTRY.VERSION_CONFLICT' } });
    await expect(deactivateRegistry(registries, read.value)).resolves.toMatchObject({ ok: false, error: { code: 'REGISTRY.VERSION_CONFLICT' } });

    // The swap: the same product's other SKU keeps the purchased count.
    const { products } = await backend.samples();
    const product = products.find((p) => p.productId === lines[0]!.productId)!;
    const other = product.skus.find((s) => s.skuId !== sku)!;
    const current = updated.ok ? updated.value : read.value;
    const swapped = await updateRegistryItem(registries, { registry: current, itemSku: sku, newSku: other.skuId, productId: product.productId, requestedQuantity: 3, purchasedQuantity: 1 });
    if (!swapped.ok) throw new Error(swapped.error.code);
    expect(swapped.value.items.find((i) => i.sku === other.skuId)).toMatchObject({ requestedQuantity: 3, purchasedQuantity: 1 });
    expect(swapped.value.items.some((i) => i.sku === sku)).toBe(false);

    const replaced = await registries.replaceRegistry(id, swapped.value.version, { ...draft('Renamed'), active: true });
    expect(replaced.ok).toBe(true);
    const renamed = await registries.getRegistry(id);
    expect(renamed.ok && renamed.value.event.name).toBe('Renamed');
    const removed = await registries.removeItem(id, other.skuId, renamed.ok ? renamed.value.version : 0);
    expect(removed.ok).toBe(true);
    const latest = await registries.getRegistry(id);
    if (!latest.ok) throw new Error(latest.error.code);
    const deactivated = await deactivateRegistry(registries, latest.value);
    expect(deactivated.ok && deactivated.value.active).toBe(false);
    await expect(registries.upsertItems(id, [{ sku, productId: lines[0]!.productId, requestedQuantity: 1 }])).resolves.toMatchObject({ ok: false, error: { code: 'REGISTRY.INACTIVE' } });
  });

  it('lets only a signed-in owner write', async () => {
    const client = backend.client();
    const { id, lines } = await registryWithTwoItems(backend, client, 'Owners only');
    const registries = client.get(RegistryGateway);
    await client.get(AuthGateway).signOut();
    const item = { sku: lines[0]!.skuId, productId: lines[0]!.productId, requestedQuantity: 1 };
    await expect(registries.upsertItems(id, [item])).resolves.toMatchObject({ ok: false, error: { code: 'REGISTRY.SIGN_IN_REQUIRED' } });
    await expect(registries.createRegistry(draft('Guest'))).resolves.toMatchObject({ ok: false, error: { code: 'REGISTRY.SIGN_IN_REQUIRED' } });
    await signIn(client, SHOPPER);
    await expect(registries.upsertItems(id, [item])).resolves.toMatchObject({ ok: false, error: { code: 'REGISTRY.NOT_OWNER' } });
    await expect(registries.patchRegistry(id, [{ op: 'test', path: '/version', value: 3 }, { op: 'replace', path: '/active', value: false }])).resolves.toMatchObject({ ok: false, error: { code: 'REGISTRY.NOT_OWNER' } });
  });

  it('placing an order with a line bought for the registry adds to its purchased quantity', async () => {
    const client = backend.client();
    const { id, lines } = await registryWithTwoItems(backend, client, 'Bought from');
    await client.get(AuthGateway).signOut();
    await signIn(client, SHOPPER);
    const cart = client.get(CartGateway);
    const before = await cart.getCart();
    for (const line of before.lines) await cart.removeLine(line.itemId);
    const added = await cart.addItem({ ...lines[0]!, quantity: 1, registryId: id, analytics: { addToCartSource: 'REGISTRY-SHOPPER' } });
    expect(added.ok && added.value.lines[0]).toMatchObject({ skuId: lines[0]!.skuId, registryId: id });
    await expect(cart.addItem({ ...lines[1]!, quantity: 1, registryId: 'no-such-registry' })).resolves.toMatchObject({ ok: false, error: { code: 'CART.INVALID_ITEM' } });

    const checkout = client.get(CheckoutGateway);
    const started = await checkout.start();
    if (!started.ok) throw new Error(started.error.code);
    const saved = started.value.savedAddresses[0]!;
    const ports = { checkout, keys: client.get(PaymentKeyGateway), encryptor: client.get(CardEncryptor) };
    const steps = [
      await checkout.setShippingAddress({ kind: 'saved', addressId: saved.id }),
      await checkout.setDeliveryMethod('STANDARD'),
      await payWithNewCard(ports, { cardNumber: '5555555555554444', securityCode: '123', expirationMonth: 8, expirationYear: new Date().getFullYear() + 2, nameOnCard: 'Registry Shopper' }),
    ];
    const failed = steps.find((s) => !s.ok);
    if (failed && !failed.ok) throw new Error(failed.error.code);
    const placed = await checkout.placeOrder('registry-purchase-1');
    expect(placed.ok).toBe(true);

    const after = await client.get(RegistryGateway).getRegistry(id);
    if (!after.ok) throw new Error(after.error.code);
    const bought = after.value.items.find((i) => i.sku === lines[0]!.skuId)!;
    expect(bought).toMatchObject({ requestedQuantity: 2, purchasedQuantity: 1 });
    expect(itemFulfillment(bought)).toBe('partially');
    expect(after.value.version).toBe(4);
  });
});
