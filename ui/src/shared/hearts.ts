import { useCallback } from 'react';
import { CookieJar, heartedProductIds, Logger, toggleHeart, WishlistGateway, type HeartRequest, type Wishlist } from '@vitrine/core';
import { useServices } from './service-context';
import type { Services } from './services';

/** The readable auth payload cookie (decision 0011): a change means another session, so the hearts reload. */
const AUTH_COOKIE = 'vitrine_auth';

/**
 * The hearted products of this browser (decision 0221): loaded once from the default wishlist on
 * first use in the browser (never on the server), reloaded when the session changes (the auth
 * cookie differs: sign-in merges a guest's hearts), toggled through core's `toggleHeart`.
 */
export class HeartsStore {
  private ids: ReadonlySet<string> = new Set();
  private loadedFor: string | undefined | null = null;
  private loading: Promise<void> | null = null;
  /** Counts the changes taken from a toggle or another screen; a load begun before one is stale. */
  private changes = 0;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly services: Services) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = () => this.ids;

  private set(ids: ReadonlySet<string>) {
    this.ids = ids;
    for (const l of this.listeners) l();
  }

  /**
   * Loads the hearts when not loaded for the current session; failures are logged and leave none
   * pressed. A load's answer is dropped when a toggle or another screen changed the hearts after it
   * began: that change carried the whole default wishlist, newer than the load. A shell bound
   * without wishlists (component tests of other screens) has no hearts.
   */
  ensureLoaded(): Promise<void> {
    if (!this.services.has(WishlistGateway)) return Promise.resolve();
    const session = this.services.has(CookieJar) ? this.services.get(CookieJar).get(AUTH_COOKIE) : undefined;
    if (this.loadedFor === session && this.loadedFor !== null) return this.loading ?? Promise.resolve();
    this.loadedFor = session;
    const changesAtStart = this.changes;
    this.loading = this.services
      .get(WishlistGateway)
      .getWishlists()
      .then((lists) => {
        if (this.changes === changesAtStart) this.set(heartedProductIds(lists));
      })
      .catch((error: unknown) => this.services.get(Logger).warn('Hearts could not be loaded', { error: String(error) }));
    return this.loading;
  }

  /** Takes the hearts from a wishlist another screen changed (the favorites page). */
  replace(wishlist: Wishlist): void {
    this.changes += 1;
    this.set(heartedProductIds([wishlist]));
  }

  /** Toggles a product; resolves whether it is hearted now, or null when the change failed (logged). */
  async toggle(request: HeartRequest): Promise<boolean | null> {
    try {
      const result = await toggleHeart(this.services.get(WishlistGateway), request);
      if (!result.ok) {
        this.services.get(Logger).warn('Heart refused', { code: result.error.code, productId: request.productId });
        return null;
      }
      this.changes += 1;
      this.set(heartedProductIds([result.value.wishlist]));
      return result.value.hearted;
    } catch (error) {
      this.services.get(Logger).error('Heart failed', { error: String(error), productId: request.productId });
      return null;
    }
  }
}

const stores = new WeakMap<Services, HeartsStore>();
const storeOf = (services: Services) => {
  let store = stores.get(services);
  if (!store) stores.set(services, (store = new HeartsStore(services)));
  return store;
};

/** The hearts store of a container (one per browser page); heart buttons load this module on first render. */
export function heartsOf(services: Services): HeartsStore {
  return storeOf(services);
}

/** Tells the hearts of this browser that the wishlist changed elsewhere (decision 0221). */
export function useHeartsSync(): (wishlist: Wishlist) => void {
  const store = storeOf(useServices());
  return useCallback((wishlist: Wishlist) => store.replace(wishlist), [store]);
}
