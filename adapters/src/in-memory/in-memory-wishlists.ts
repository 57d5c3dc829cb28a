import { domainError, err, ok, type Product, type Result, type Wishlist, type WishlistGateway, type WishlistGatewayError, type WishlistItem, type WishlistItemRequest } from '@vitrine/core';

/**
 * WishlistGateway in memory with the sandbox's rules (sandbox/src/product-depth/wishlist-service.ts;
 * decision 0221): one default wishlist 'Favorites' per owner (an InMemoryAuth's `cartOwner`),
 * created on first use; a product at most once (a new add replaces SKU and quantity); newest first;
 * a guest's items move to the customer's list when that guest signs in. Any list is readable by id.
 * Refusals: WISHLIST.NOT_FOUND (not the owner's list, no such item), WISHLIST.INVALID_REQUEST
 * (unknown product, SKU of another product, quantity not a whole number >= 1).
 */
export class InMemoryWishlists implements WishlistGateway {
  private readonly lists = new Map<string, { id: string; owner: string; items: WishlistItem[] }>();
  private lastOwner = '';
  private seq = 0;

  constructor(
    private readonly products: readonly Product[],
    private readonly owner: () => string | null,
    private readonly clock: { now(): number } = { now: () => Date.now() },
  ) {}

  /** The current owner's list, after moving a guest's list that just signed in. */
  private current() {
    const owner = this.owner() ?? '';
    if (owner !== this.lastOwner) {
      const previous = this.listOf(this.lastOwner);
      if (this.lastOwner.startsWith('guest-') && owner !== '' && !owner.startsWith('guest-')) {
        const target = this.listOf(owner);
        for (const item of previous.items) if (!target.items.some((i) => i.productId === item.productId)) target.items.push(item);
        this.lists.delete(previous.id);
      }
      this.lastOwner = owner;
    }
    return this.listOf(owner);
  }

  private listOf(owner: string) {
    for (const list of this.lists.values()) if (list.owner === owner) return list;
    const created = { id: `wl-memory-${globalThis.crypto.randomUUID()}`, owner, items: [] as WishlistItem[] };
    this.lists.set(created.id, created);
    return created;
  }

  private view(list: { id: string; items: WishlistItem[] }): Wishlist {
    return { id: list.id, name: 'Favorites', items: [...list.items].sort((a, b) => b.addedAt - a.addedAt) };
  }

  async getWishlists(): Promise<Wishlist[]> {
    return [this.view(this.current())];
  }

  async getWishlist(id: string): Promise<Result<Wishlist, WishlistGatewayError>> {
    const list = this.lists.get(id);
    return list ? ok(this.view(list)) : err(domainError('WISHLIST.NOT_FOUND', `No wishlist ${id}`, { code: 'WISHLIST_NOT_FOUND' }));
  }

  async addItem(request: WishlistItemRequest): Promise<Result<Wishlist, WishlistGatewayError>> {
    const list = this.current();
    if (list.id !== request.wishlistId) return err(domainError('WISHLIST.NOT_FOUND', `No wishlist ${request.wishlistId} of this shopper`, { code: 'WISHLIST_NOT_FOUND' }));
    const product = this.products.find((p) => p.productId === request.productId);
    const sku = request.skuId === null ? null : (product?.skus.find((s) => s.skuId === request.skuId) ?? undefined);
    if (!product || sku === undefined || !Number.isInteger(request.quantity) || request.quantity < 1) {
      return err(domainError('WISHLIST.INVALID_REQUEST', `Invalid wishlist item ${request.productId}`, { code: 'INVALID_ITEM' }));
    }
    const color = sku ? product.colors.find((c) => c.code === sku.colorId) : (product.colors.find((c) => c.code === product.defaultColorCode) ?? product.colors[0]);
    const existing = list.items.find((i) => i.productId === product.productId);
    const item: WishlistItem = {
      itemId: existing?.itemId ?? `wli-memory-${++this.seq}`,
      productId: product.productId,
      productSlug: product.productSlug,
      kind: product.kind,
      displayName: product.displayName,
      skuId: sku?.skuId ?? existing?.skuId ?? null,
      colorName: sku?.color ?? existing?.colorName ?? null,
      sizeName: sku?.size ?? existing?.sizeName ?? null,
      quantity: request.quantity,
      image: color?.images[0] ?? null,
      price: sku?.salePrice ?? product.price.saleLow,
      addedAt: existing?.addedAt ?? this.clock.now() + this.seq,
    };
    list.items = existing ? list.items.map((i) => (i === existing ? item : i)) : [...list.items, item];
    return ok(this.view(list));
  }

  async removeItem(wishlistId: string, itemId: string): Promise<Result<Wishlist, WishlistGatewayError>> {
    const list = this.current();
    if (list.id !== wishlistId) return err(domainError('WISHLIST.NOT_FOUND', `No wishlist ${wishlistId} of this shopper`, { code: 'WISHLIST_NOT_FOUND' }));
    if (!list.items.some((i) => i.itemId === itemId)) return err(domainError('WISHLIST.NOT_FOUND', `No wishlist item ${itemId}`, { code: 'WISHLIST_ITEM_NOT_FOUND' }));
    list.items = list.items.filter((i) => i.itemId !== itemId);
    return ok(this.view(list));
  }

  /** The current owner's items, newest first (what the likes fake pages through). */
  items(): readonly WishlistItem[] {
    return this.view(this.current()).items;
  }
}
