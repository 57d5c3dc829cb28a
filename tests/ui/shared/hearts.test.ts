import { describe, expect, it, vi } from 'vitest';
import { CookieJar, Logger, WishlistGateway, type Wishlist } from '@vitrine/core';
import { InMemoryCookieJar, InMemoryWishlists, MemoryLogger } from '@vitrine/adapters/in-memory';
import { HeartsStore } from '../../../ui/src/shared/hearts';
import { createServices, provide, valuesModule } from '../../../ui/src/di/container';
import { aProduct, anotherProduct } from '../../mothers/product.mother';

/**
 * The hearts of a browser page (decision 0221): loads from the default wishlist, toggles through
 * core's `toggleHeart`, and never lets a load's older answer undo a newer toggle.
 */

const product = aProduct();
const other = anotherProduct();

/** InMemoryWishlists whose next `getWishlists` call can be held: it answers, with the lists as they were when it was made, on `release()`. */
class HeldWishlists extends InMemoryWishlists {
  private holdNextCall = false;
  private held: (() => void) | null = null;

  holdNext() {
    this.holdNextCall = true;
  }

  release() {
    this.held?.();
    this.held = null;
  }

  override async getWishlists(): Promise<Wishlist[]> {
    const hold = this.holdNextCall;
    this.holdNextCall = false;
    const lists = await super.getWishlists();
    if (!hold) return lists;
    return new Promise((resolve) => (this.held = () => resolve(lists)));
  }
}

function storeWith(wishlists: WishlistGateway, cookies = new InMemoryCookieJar()) {
  const logger = new MemoryLogger();
  const services = createServices(valuesModule([provide(WishlistGateway, wishlists), provide(CookieJar, cookies), provide(Logger, logger)]));
  return { store: new HeartsStore(services), logger, cookies };
}

describe('HeartsStore (decision 0221)', () => {
  it('loads the hearted products of the default wishlist once per session', async () => {
    const wishlists = new InMemoryWishlists([product, other], () => 'guest-1');
    const [list] = await wishlists.getWishlists();
    await wishlists.addItem({ wishlistId: list!.id, productId: product.productId, skuId: null, quantity: 1 });
    const { store } = storeWith(wishlists);
    const reads = vi.spyOn(wishlists, 'getWishlists');

    await Promise.all([store.ensureLoaded(), store.ensureLoaded()]);
    await store.ensureLoaded();

    expect([...store.snapshot()]).toEqual([product.productId]);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('drops the answer of a load that began before a toggle and arrived after it', async () => {
    const wishlists = new HeldWishlists([product, other], () => 'guest-1');
    const { store } = storeWith(wishlists);
    const pressed: boolean[] = [];
    store.subscribe(() => pressed.push(store.snapshot().has(product.productId)));

    wishlists.holdNext();
    const loading = store.ensureLoaded();
    expect(await store.toggle({ productId: product.productId })).toBe(true);
    wishlists.release();
    await loading;

    expect(store.snapshot().has(product.productId)).toBe(true);
    expect(pressed).toEqual([true]);
  });

  it("drops a held load's answer after another screen replaced the hearts", async () => {
    const wishlists = new HeldWishlists([product, other], () => 'guest-1');
    const { store } = storeWith(wishlists);
    const [list] = await wishlists.getWishlists();

    wishlists.holdNext();
    const loading = store.ensureLoaded();
    const changed = await wishlists.addItem({ wishlistId: list!.id, productId: other.productId, skuId: null, quantity: 1 });
    store.replace(changed.ok ? changed.value : list!);
    wishlists.release();
    await loading;

    expect([...store.snapshot()]).toEqual([other.productId]);
  });

  it('takes the answer of a load begun after the toggle: a new session reloads the merged hearts', async () => {
    const owner = { id: 'guest-1' };
    const wishlists = new InMemoryWishlists([product, other], () => owner.id);
    const { store, cookies } = storeWith(wishlists);
    await store.ensureLoaded();
    expect(await store.toggle({ productId: product.productId })).toBe(true);

    // Sign-in: another auth cookie, and the guest's list merged into the customer's.
    owner.id = 'customer-1';
    cookies.set('vitrine_auth', 'customer-1');
    const [customerList] = await wishlists.getWishlists();
    await wishlists.addItem({ wishlistId: customerList!.id, productId: other.productId, skuId: null, quantity: 1 });
    await store.ensureLoaded();

    expect(new Set(store.snapshot())).toEqual(new Set([product.productId, other.productId]));
  });

  it('logs a failed load and leaves no heart pressed', async () => {
    const failing = new InMemoryWishlists([product], () => 'guest-1');
    failing.getWishlists = () => Promise.reject(new Error('offline'));
    const { store, logger } = storeWith(failing);

    await store.ensureLoaded();

    expect(store.snapshot().size).toBe(0);
    expect(logger.entries.map((e) => e.message)).toEqual(['Hearts could not be loaded']);
  });
});
