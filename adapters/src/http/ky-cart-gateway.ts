import {
  domainError,
  err,
  ok,
  onCartNotActive,
  validateAddToCart,
  type AddToCartRequest,
  type Cart,
  type CartError,
  type CartGateway,
  type Clock,
  type Minicart,
  type Result,
  type SiteContext,
} from '@vitrine/core';
import type { HttpClient } from './client.js';
import type { AddCartItemsRequestDto, CartResponseDto, MinicartResponseDto, UpdateCartItemRequestDto } from '@vitrine/contract';
import { isHttpError, type HttpError } from './http-error.js';
import { normalizeCart, normalizeMinicart } from './normalizers/cart.normalizer.js';

/** Options of {@link KyCartGateway}. */
export interface KyCartGatewayOptions {
  /** Category whose spend the minicart reports (`include-spend-amount-category`); left out when undefined. */
  readonly includeSpendAmountCategory?: () => string | undefined;
}

/**
 * Maps a cart API failure to a coded CartError (decision 0041), or rethrows it:
 * 400 -> CART.INVALID_ITEM; 404 LINE_NOT_FOUND -> CART.LINE_NOT_FOUND, other 404 (unknown
 * product or SKU) -> CART.INVALID_ITEM; 409 SKU_UNAVAILABLE / QUANTITY_EXCEEDS_STOCK -> the same
 * code under CART.; 412 CART_NOT_ACTIVE -> CART.UNAVAILABLE. `details` carries the API code and details.
 */
export function cartFailure(error: unknown): CartError {
  if (!isHttpError(error) || error.kind !== 'http') throw error;
  const fail = (code: CartError['code'], e: HttpError) => domainError(code, e.message, { ...e.details, code: e.code });
  switch (error.status) {
    case 400:
      return fail('CART.INVALID_ITEM', error);
    case 404:
      return fail(error.code === 'LINE_NOT_FOUND' ? 'CART.LINE_NOT_FOUND' : 'CART.INVALID_ITEM', error);
    case 409:
      if (error.code === 'SKU_UNAVAILABLE') return fail('CART.SKU_UNAVAILABLE', error);
      if (error.code === 'QUANTITY_EXCEEDS_STOCK') return fail('CART.QUANTITY_EXCEEDS_STOCK', error);
      break;
    case 412:
      if (error.code === 'CART_NOT_ACTIVE') return fail('CART.UNAVAILABLE', error);
      break;
  }
  throw error;
}

/**
 * CartGateway over HTTP (shopping.md §7 "Cart", §8; docs/api.md). Adds send cartType TRANSACTIONAL
 * and fulfillmentType DIRECT; a 412 CART_NOT_ACTIVE on add resets the token (through `sessions`: the
 * composition root passes the session renewal, so a signed-in shopper is refreshed rather than signed out)
 * and retries the add once (core's onCartNotActive). Expected failures come back as coded
 * Results (see {@link cartFailure}); transport faults throw HttpError.
 */
export class KyCartGateway implements CartGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
    /** Resets the token after 412 CART_NOT_ACTIVE: a guest gets a new guest token, a signed-in shopper re-authenticates. */
    private readonly sessions: { createGuestSession(): Promise<unknown> },
    private readonly clock: Clock,
    private readonly options: KyCartGatewayOptions = {},
  ) {}

  private path(suffix: string): string {
    return `/checkout/v0/${encodeURIComponent(this.site.siteId)}${suffix}`;
  }

  async addItem(request: AddToCartRequest): Promise<Result<Cart, CartError>> {
    const valid = validateAddToCart(request);
    if (!valid.ok) return valid;
    const body: AddCartItemsRequestDto = {
      items: [
        {
          productId: request.productId,
          skuId: request.skuId,
          poolId: request.poolId,
          quantity: request.quantity,
          cartType: 'TRANSACTIONAL',
          fulfillmentType: 'DIRECT',
          ...(request.registryId === undefined ? {} : { registryId: request.registryId }),
          ...(request.analytics === undefined ? {} : { analytics: { ...request.analytics } }),
        },
      ],
    };
    for (let retries = 0; ; retries += 1) {
      try {
        return ok(normalizeCart(await this.http.post<CartResponseDto>(this.path('/carts/items'), { json: body })));
      } catch (error) {
        const http = isHttpError(error) && error.kind === 'http' ? error : undefined;
        if (!http || onCartNotActive(http.status, http.code, retries) !== 'reset-token-and-retry') return err(cartFailure(error));
      }
      await this.sessions.createGuestSession();
    }
  }

  /** GET /checkout/v0/{siteId}/minicart?cacheBuster={epoch ms}[&include-spend-amount-category=]. */
  async getMinicart(): Promise<Minicart> {
    const category = this.options.includeSpendAmountCategory?.();
    const body = await this.http.get<MinicartResponseDto>(this.path('/minicart'), {
      searchParams: { cacheBuster: this.clock.now(), ...(category === undefined ? {} : { 'include-spend-amount-category': category }) },
    });
    return normalizeMinicart(body);
  }

  async getCart(): Promise<Cart> {
    return normalizeCart(await this.http.get<CartResponseDto>(this.path('/carts')));
  }

  /** A quantity that is not a whole number >= 1 gives CART.INVALID_ITEM without a call. */
  async updateQuantity(itemId: string, quantity: number): Promise<Result<Cart, CartError>> {
    if (itemId.trim() === '' || !Number.isInteger(quantity) || quantity < 1) {
      return err(domainError('CART.INVALID_ITEM', 'A cart line update needs an itemId and a whole quantity >= 1', { itemId, quantity }));
    }
    const body: UpdateCartItemRequestDto = { quantity };
    try {
      return ok(normalizeCart(await this.http.patch<CartResponseDto>(this.path(`/carts/items/${encodeURIComponent(itemId)}`), { json: body })));
    } catch (error) {
      return err(cartFailure(error));
    }
  }

  async removeLine(itemId: string): Promise<Result<Cart, CartError>> {
    if (itemId.trim() === '') return err(domainError('CART.INVALID_ITEM', 'A cart line removal needs an itemId', { itemId }));
    try {
      return ok(normalizeCart(await this.http.delete<CartResponseDto>(this.path(`/carts/items/${encodeURIComponent(itemId)}`))));
    } catch (error) {
      return err(cartFailure(error));
    }
  }
}
