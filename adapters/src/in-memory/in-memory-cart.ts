import {
  availabilityCodeOf,
  domainError,
  err,
  isSkuBackordered,
  isSkuUnavailable,
  money,
  multiplyMoney,
  ok,
  sameGiftCardInfo,
  sellableQuantity,
  sumMoney,
  validateAddToCart,
  type AddToCartRequest,
  type Cart,
  type CartAddOptions,
  type CartError,
  type CartGateway,
  type CartLine,
  type CartTokenReset,
  type GiftCardInfo,
  type Minicart,
  type Product,
  type Result,
  type Sku,
  canPickUpAt,
} from '@vitrine/core';
import type { InMemoryStores } from './in-memory-stores.js';

/** Options of {@link InMemoryCart}. */
export interface InMemoryCartOptions {
  /** The catalogue the cart looks SKUs up in. */
  readonly products: readonly Product[];
  /** ISO 4217 code of the cart; default the first product's currency, else 'USD'. */
  readonly currency?: string;
  /** Site's max quantity per line (units); default 10. */
  readonly maxQuantity?: number;
  readonly cartId?: string;
  /** The site's inventory pool: adds from another pool are CART.INVALID_ITEM (as the sandbox). Default: any pool. */
  readonly poolId?: string;
  /**
   * Whose cart the server uses now (an InMemoryAuth's `cartOwner`): each owner has its own cart; a
   * guest's lines merge into the customer's cart when that guest signs in (the sandbox's merge on
   * sign-in), and a new guest token starts empty. Default: one cart for everybody.
   */
  readonly owner?: () => string | null;
  /** The stores whose pools BOPIS lines are held by (decision 0241); without, every add is shipped. */
  readonly stores?: InMemoryStores;
  /** The site's country: pickup only at its stores. Default 'US'. */
  readonly country?: string;
  /** Whether a registry id names an active registry (lines bought for another are CART.INVALID_ITEM, as in the sandbox); default any. */
  readonly isActiveRegistry?: (registryId: string) => boolean;
}

interface StoredLine {
  readonly itemId: string;
  readonly product: Product;
  readonly sku: Sku;
  readonly poolId: string;
  quantity: number;
  /** The gift registry the line is bought for (the sandbox's cart_item.registry_id). */
  registryId?: string;
  /** Gift card info as sent (this fake does not judge it: core's validateGiftCardInfo and the sandbox do). */
  giftCard?: GiftCardInfo;
}

/**
 * CartGateway in memory with the sandbox's rules (docs/api.md; sandbox/src/cart/cart-service.ts):
 * adding a SKU already in the cart (same pool) adds to that line; a line holds at most
 * min(sellable stock, site max quantity); coded errors CART.INVALID_ITEM (bad request, unknown
 * product or SKU, another pool), CART.SKU_UNAVAILABLE (SKU cannot be sold, on add and update),
 * CART.QUANTITY_EXCEEDS_STOCK (details.maxQuantity), CART.LINE_NOT_FOUND, CART.DUPLICATE_LINE (a
 * gift card change repeating another line, decision 0364). Line flags:
 * BACKORDERED_ITEM (backordered SKU, or more units than on hand), FLAT_RATE_ITEM, HAS_PROMO_LABEL.
 * `failNextAdd(error)` makes the next add return a given CartError (for UI error states).
 * Like KyCartGateway it retries nothing (decision 0130): `deactivate()` makes every mutation answer
 * CART.NOT_ACTIVE (the API's 412 CART_NOT_ACTIVE) until `resetToken()` (its CartTokenReset side, as
 * a new guest token does) starts a new, empty, active cart; `tokenResets` counts the resets.
 */
export class InMemoryCart implements CartGateway, CartTokenReset {
  private readonly carts = new Map<string, StoredLine[]>();
  private lastOwner = '';
  private nextLine = 1;
  private readonly currency: string;
  private readonly maxQuantity: number;
  private readonly cartId: string;
  private pendingFailure: CartError | undefined;
  /** Idempotency keys of the adds taken since the last token reset (decision 0451). */
  private readonly takenKeys = new Set<string>();
  private active = true;
  /** How many times {@link resetToken} ran. */
  tokenResets = 0;

  constructor(private readonly options: InMemoryCartOptions) {
    this.currency = options.currency ?? options.products[0]?.price.saleLow.currency ?? 'USD';
    this.maxQuantity = options.maxQuantity ?? 10;
    this.cartId = options.cartId ?? 'cart-1';
  }

  /** The lines of the current owner's cart, after merging a guest cart that just signed in. */
  private get lines(): StoredLine[] {
    const owner = this.options.owner?.() ?? '';
    if (owner !== this.lastOwner) {
      const previous = this.carts.get(this.lastOwner) ?? [];
      const signedIn = this.lastOwner.startsWith('guest-') && owner !== '' && !owner.startsWith('guest-');
      if (signedIn) {
        const target = this.cartOf(owner);
        for (const line of previous) {
          const same = target.find((l) => l.sku.skuId === line.sku.skuId && l.poolId === line.poolId);
          if (same) same.quantity = Math.min(same.quantity + line.quantity, this.limitOf(line.sku, line.poolId));
          else target.push(line);
        }
        this.carts.delete(this.lastOwner);
      }
      this.lastOwner = owner;
    }
    return this.cartOf(owner);
  }

  private cartOf(owner: string): StoredLine[] {
    const existing = this.carts.get(owner);
    if (existing) return existing;
    const created: StoredLine[] = [];
    this.carts.set(owner, created);
    return created;
  }

  /** The next addItem returns this error instead of adding. */
  failNextAdd(error: CartError): void {
    this.pendingFailure = error;
  }

  /** The cart stops being active: adds, updates and removals answer CART.NOT_ACTIVE until {@link resetToken}. */
  deactivate(): void {
    this.active = false;
  }

  /** See {@link CartTokenReset.resetToken}: a new token gets a new, empty, active cart. */
  async resetToken(): Promise<void> {
    this.tokenResets += 1;
    this.active = true;
    this.lines.length = 0;
    this.takenKeys.clear();
  }

  private notActive(): CartError {
    return domainError('CART.NOT_ACTIVE', 'The cart is not active', { code: 'CART_NOT_ACTIVE' });
  }

  /** Most units a line of `sku` may hold: a store pool's units on hand, else sellable stock; capped by the site max. */
  private limitOf(sku: Sku, poolId?: string): number {
    const store = poolId === undefined ? undefined : this.options.stores?.storeOfPool(poolId);
    return Math.min(store ? this.options.stores!.unitsAt(store.storeNumber, sku.skuId) : sellableQuantity(sku), this.maxQuantity);
  }

  /** The pickup store of the site holding `poolId` or numbered `storeNumber`, or undefined. */
  private pickupStore(by: { poolId?: string; storeNumber?: string }) {
    const store = this.options.stores?.stores.find((s) => s.poolId === by.poolId || s.storeNumber === by.storeNumber);
    return store && canPickUpAt(store, this.options.country ?? 'US') ? store : undefined;
  }

  /** See {@link CartGateway.setLineFulfillment}: moves the line to the store's pool or the site's, joining a line of the same SKU there. */
  async setLineFulfillment(itemId: string, fulfillment: { readonly fulfillmentType: 'DIRECT' } | { readonly fulfillmentType: 'BOPIS'; readonly storeNumber: string }): Promise<Result<Cart, CartError>> {
    if (!this.active) return err(this.notActive());
    const line = this.lines.find((l) => l.itemId === itemId);
    if (!line) return err(domainError('CART.LINE_NOT_FOUND', `No cart line ${itemId}`, { itemId }));
    const store = fulfillment.fulfillmentType === 'BOPIS' ? this.pickupStore({ storeNumber: fulfillment.storeNumber }) : undefined;
    if (fulfillment.fulfillmentType === 'BOPIS' && !store) return err(domainError('CART.INVALID_ITEM', `${fulfillment.storeNumber} is not a pickup store of this site`, { fields: ['storeNumber'] }));
    const poolId = store?.poolId ?? this.options.poolId ?? this.lines.find((l) => !this.options.stores?.storeOfPool(l.poolId))?.poolId ?? 'US_DIRECT';
    if (poolId === line.poolId) return ok(this.snapshot());
    const limit = this.limitOf(line.sku, poolId);
    if (limit <= 0 || isSkuUnavailable(line.sku)) return err(this.unavailable(line.sku));
    const there = this.lines.find((l) => l !== line && l.sku.skuId === line.sku.skuId && l.poolId === poolId);
    const quantity = line.quantity + (there?.quantity ?? 0);
    if (quantity > limit) return err(domainError('CART.QUANTITY_EXCEEDS_STOCK', `Only ${limit} of ${line.sku.skuId} can be in the cart there`, { skuId: line.sku.skuId, maxQuantity: limit }));
    if (there) this.lines.splice(this.lines.indexOf(there), 1);
    const index = this.lines.indexOf(line);
    this.lines[index] = { ...line, poolId, quantity };
    return ok(this.snapshot());
  }

  private unavailable(sku: Sku): CartError {
    return domainError('CART.SKU_UNAVAILABLE', `SKU ${sku.skuId} is not available`, { code: 'SKU_UNAVAILABLE', skuId: sku.skuId });
  }

  private exceeds(sku: Sku, quantity: number, poolId?: string): CartError {
    const maxQuantity = this.limitOf(sku, poolId);
    return domainError('CART.QUANTITY_EXCEEDS_STOCK', `Only ${maxQuantity} of ${sku.skuId} can be bought`, { skuId: sku.skuId, maxQuantity, requested: quantity });
  }

  /** See {@link CartGateway.addItem}; an add keyed with an idempotency key the cart already took answers the cart as it is (decision 0451). */
  async addItem(request: AddToCartRequest, options?: CartAddOptions): Promise<Result<Cart, CartError>> {
    const key = options?.idempotencyKey;
    if (key !== undefined && this.takenKeys.has(key)) return ok(this.snapshot());
    const result = await this.applyAdd(request);
    if (result.ok && key !== undefined) this.takenKeys.add(key);
    return result;
  }

  private async applyAdd(request: AddToCartRequest): Promise<Result<Cart, CartError>> {
    if (this.pendingFailure) {
      const failure = this.pendingFailure;
      this.pendingFailure = undefined;
      return err(failure);
    }
    if (!this.active) return err(this.notActive());
    const valid = validateAddToCart(request);
    if (!valid.ok) return valid;
    const product = this.options.products.find((p) => p.productId === request.productId);
    const sku = product?.skus.find((s) => s.skuId === request.skuId);
    if (!product || !sku) return err(domainError('CART.INVALID_ITEM', `Unknown SKU ${request.skuId} of product ${request.productId}`, { fields: ['productId', 'skuId'] }));
    if (request.fulfillmentType === 'BOPIS') {
      if (!this.pickupStore({ poolId: request.poolId })) return err(domainError('CART.INVALID_ITEM', `${request.poolId} is not a pickup store of this site`, { fields: ['poolId'] }));
    } else if (this.options.poolId !== undefined && request.poolId !== this.options.poolId) {
      return err(domainError('CART.INVALID_ITEM', `Pool ${request.poolId} is not the pool of this site (${this.options.poolId})`, { fields: ['poolId'] }));
    }
    if (isSkuUnavailable(sku)) return err(this.unavailable(sku));
    // A gift card line joins only a line with the same info (as the sandbox's migration 0136).
    const sameCard = (l: StoredLine) => sameGiftCardInfo(l.giftCard, request.giftCard);
    const line = this.lines.find((l) => l.sku.skuId === sku.skuId && l.poolId === request.poolId && sameCard(l));
    const quantity = (line?.quantity ?? 0) + request.quantity;
    if (quantity > this.limitOf(sku, request.poolId)) return err(this.exceeds(sku, quantity, request.poolId));
    const registryId = request.registryId?.trim() ? request.registryId : undefined;
    if (registryId && this.options.isActiveRegistry && !this.options.isActiveRegistry(registryId)) {
      return err(domainError('CART.INVALID_ITEM', `No active registry ${registryId}`, { fields: ['registryId'] }));
    }
    if (line) {
      line.quantity = quantity;
      if (registryId) line.registryId = registryId;
    } else
      this.lines.push({
        itemId: `line-${this.nextLine++}`,
        product,
        sku,
        poolId: request.poolId,
        quantity,
        ...(registryId ? { registryId } : {}),
        ...(request.giftCard ? { giftCard: request.giftCard } : {}),
      });
    return ok(this.snapshot());
  }

  async getMinicart(): Promise<Minicart> {
    const cart = this.snapshot();
    return { totalQuantity: cart.totalQuantity, discountableSubtotal: cart.discountableSubtotal, categorySpendAmounts: {} };
  }

  async getCart(): Promise<Cart> {
    return this.snapshot();
  }

  /** The current owner's cart now, synchronously (the in-memory checkout reads its lines at start). */
  current(): Cart {
    return this.snapshot();
  }

  async updateQuantity(itemId: string, quantity: number): Promise<Result<Cart, CartError>> {
    if (!this.active) return err(this.notActive());
    if (!Number.isInteger(quantity) || quantity < 1) {
      return err(domainError('CART.INVALID_ITEM', 'A cart line update needs an itemId and a whole quantity >= 1', { itemId, quantity }));
    }
    const line = this.lines.find((l) => l.itemId === itemId);
    if (!line) return err(domainError('CART.LINE_NOT_FOUND', `No cart line ${itemId}`, { itemId }));
    if (isSkuUnavailable(line.sku)) return err(this.unavailable(line.sku));
    if (quantity > this.limitOf(line.sku, line.poolId)) return err(this.exceeds(line.sku, quantity, line.poolId));
    line.quantity = quantity;
    return ok(this.snapshot());
  }

  /** See {@link CartGateway.editLine}: moves the line to another SKU of its product, folding in a line that holds it (same pool and gift card). */
  async editLine(itemId: string, edit: { readonly skuId: string; readonly quantity: number }): Promise<Result<Cart, CartError>> {
    if (!this.active) return err(this.notActive());
    const line = this.lines.find((l) => l.itemId === itemId);
    if (!line) return err(domainError('CART.LINE_NOT_FOUND', `No cart line ${itemId}`, { itemId }));
    if (!Number.isInteger(edit.quantity) || edit.quantity < 1) {
      return err(domainError('CART.INVALID_ITEM', 'A cart line edit needs a whole quantity >= 1', { fields: ['quantity'] }));
    }
    const sku = line.product.skus.find((s) => s.skuId === edit.skuId);
    if (!sku) return err(domainError('CART.INVALID_ITEM', `SKU ${edit.skuId} is not a SKU of product ${line.product.productId}`, { fields: ['skuId'] }));
    if (isSkuUnavailable(sku)) return err(this.unavailable(sku));
    const sameCard = (l: StoredLine) => JSON.stringify(l.giftCard ?? null) === JSON.stringify(line.giftCard ?? null);
    const twin = sku.skuId === line.sku.skuId ? undefined : this.lines.find((l) => l !== line && l.sku.skuId === sku.skuId && l.poolId === line.poolId && sameCard(l));
    const quantity = edit.quantity + (twin?.quantity ?? 0);
    if (quantity > this.limitOf(sku, line.poolId)) return err(this.exceeds(sku, quantity, line.poolId));
    if (twin) this.lines.splice(this.lines.indexOf(twin), 1);
    this.lines[this.lines.indexOf(line)] = { ...line, sku, quantity };
    return ok(this.snapshot());
  }

  /**
   * See {@link CartGateway.updateGiftCard}: replaces the line's info as given (like the sandbox's
   * PATCH, without judging the fields): CART.INVALID_ITEM (problem GIFT_CARD.NOT_A_GIFT_CARD) for a
   * line of any other product, CART.DUPLICATE_LINE when another line of that SKU and pool already
   * holds the same info, CART.LINE_NOT_FOUND, CART.NOT_ACTIVE.
   */
  async updateGiftCard(itemId: string, info: GiftCardInfo): Promise<Result<Cart, CartError>> {
    if (!this.active) return err(this.notActive());
    const line = this.lines.find((l) => l.itemId === itemId);
    if (!line) return err(domainError('CART.LINE_NOT_FOUND', `No cart line ${itemId}`, { itemId }));
    if (!line.product.isGiftCard && !line.product.isEgiftCard) {
      return err(domainError('CART.INVALID_ITEM', 'Invalid parameters passed to addToCart: giftCard', { fields: ['giftCard'], problems: { giftCard: 'GIFT_CARD.NOT_A_GIFT_CARD' }, index: 0 }));
    }
    const twin = this.lines.find((l) => l !== line && l.sku.skuId === line.sku.skuId && l.poolId === line.poolId && sameGiftCardInfo(l.giftCard, info));
    if (twin) return err(domainError('CART.DUPLICATE_LINE', `Line ${twin.itemId} already holds this gift card`, { code: 'DUPLICATE_LINE', itemId: twin.itemId }));
    line.giftCard = info;
    return ok(this.snapshot());
  }

  async removeLine(itemId: string): Promise<Result<Cart, CartError>> {
    if (!this.active) return err(this.notActive());
    const index = this.lines.findIndex((l) => l.itemId === itemId);
    if (index < 0) return err(domainError('CART.LINE_NOT_FOUND', `No cart line ${itemId}`, { itemId }));
    this.lines.splice(index, 1);
    return ok(this.snapshot());
  }

  private lineOf(line: StoredLine): CartLine {
    const { product, sku } = line;
    const color = product.colors.find((c) => c.code === sku.colorId);
    const fit = product.fits.find((f) => f.code === sku.fitId);
    const flags: string[] = [];
    const beyondStock = !product.preorderFlag && !isSkuUnavailable(sku) && line.quantity > sku.stockLevel;
    if (isSkuBackordered(sku, product.preorderFlag) || beyondStock) flags.push('BACKORDERED_ITEM');
    if (sku.isFlatRate) flags.push('FLAT_RATE_ITEM');
    if (product.promotionLabels.length > 0) flags.push('HAS_PROMO_LABEL');
    if (product.isGiftCard || product.isEgiftCard) flags.push('GIFT_CARD_ITEM');
    const salePrice = money(sku.salePrice.amount, this.currency);
    return {
      itemId: line.itemId,
      productId: product.productId,
      productSlug: product.productSlug,
      skuId: sku.skuId,
      poolId: line.poolId,
      displayName: product.displayName,
      colorCode: sku.colorId,
      colorName: color?.displayName ?? sku.color,
      sizeName: sku.size,
      fitName: fit?.displayName ?? null,
      quantity: line.quantity,
      maxQuantity: this.limitOf(sku, line.poolId),
      image: color?.images[0] ?? null,
      listPrice: money(sku.listPrice.amount, this.currency),
      salePrice,
      lineTotal: multiplyMoney(salePrice, line.quantity),
      flags,
      availabilityCode: availabilityCodeOf(sku, product.preorderFlag),
      ...((store) => (store ? { pickupStore: { storeNumber: store.storeNumber, name: store.name } } : {}))(this.options.stores?.storeOfPool(line.poolId)),
      ...(line.registryId ? { registryId: line.registryId } : {}),
      ...(line.giftCard ? { giftCard: line.giftCard } : {}),
    };
  }

  private snapshot(): Cart {
    const lines = this.lines.map((l) => this.lineOf(l));
    const subtotal = sumMoney(lines.map((l) => l.lineTotal), this.currency);
    return {
      cartId: this.cartId,
      currency: this.currency,
      lines,
      totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
      subtotal,
      discountableSubtotal: subtotal,
    };
  }
}
