import {
  domainError,
  err,
  ok,
  type AddToCartRequest,
  type Cart,
  type CartAddOptions,
  type CartError,
  type CartGateway,
  type Clock,
  type GiftCardInfo,
  type Minicart,
  type Result,
  type SiteContext,
} from '@vitrine/core';
import type { HttpClient } from './client.js';
import type { AddCartItemsRequestDto, CartLineFulfillmentRequestDto, CartResponseDto, GiftCardInfoDto, MinicartResponseDto, UpdateCartItemRequestDto } from '@vitrine/contract';
import { isHttpError, type HttpError } from './http-error.js';
import { normalizeCart, normalizeMinicart } from './normalizers/cart.normalizer.js';

/** Options of {@link KyCartGateway}. */
export interface KyCartGatewayOptions {
  /** Category whose spend the minicart reports (`include-spend-amount-category`); left out when undefined. */
  readonly includeSpendAmountCategory?: () => string | undefined;
}

/** GiftCardInfo -> GiftCardInfoDto (shopping.md §3 "Cart item": name, emailAddress, message, deliveryDate {year, month, day}). */
export function giftCardDto(info: GiftCardInfo): GiftCardInfoDto {
  return {
    name: info.name,
    message: info.message,
    ...(info.emailAddress === undefined ? {} : { emailAddress: info.emailAddress }),
    ...(info.deliveryDate === undefined ? {} : { deliveryDate: { year: info.deliveryDate.year, month: info.deliveryDate.month, day: info.deliveryDate.day } }),
  };
}

/**
 * Maps a cart API failure to a coded CartError (decision 0041), or rethrows it:
 * 400 -> CART.INVALID_ITEM (a refused gift card keeps `details.fields` and `details.problems`, decision 0283); 404 LINE_NOT_FOUND -> CART.LINE_NOT_FOUND, other 404 (unknown
 * product or SKU) -> CART.INVALID_ITEM; 409 SKU_UNAVAILABLE / QUANTITY_EXCEEDS_STOCK /
 * DUPLICATE_LINE -> the same code under CART. (DUPLICATE_LINE: a gift card change that would
 * repeat another line, decision 0364); 412 CART_NOT_ACTIVE -> CART.NOT_ACTIVE (the use cases reset
 * the token, decision 0130). `details` carries the API code and details.
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
      if (error.code === 'DUPLICATE_LINE') return fail('CART.DUPLICATE_LINE', error);
      break;
    case 412:
      if (error.code === 'CART_NOT_ACTIVE') return fail('CART.NOT_ACTIVE', error);
      break;
  }
  throw error;
}

/**
 * CartGateway over HTTP (shopping.md §7 "Cart", §8; docs/api.md). Adds send cartType TRANSACTIONAL
 * and fulfillmentType DIRECT. The gateway only translates (decision 0130): it validates nothing and
 * retries nothing; a 412 CART_NOT_ACTIVE comes back as CART.NOT_ACTIVE for core's cart use cases,
 * which reset the token and retry the add. Expected failures come back as coded Results (see
 * {@link cartFailure}); transport faults throw HttpError.
 */
export class KyCartGateway implements CartGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
    private readonly clock: Clock,
    private readonly options: KyCartGatewayOptions = {},
  ) {}

  private path(suffix: string): string {
    return `/checkout/v0/${encodeURIComponent(this.site.siteId)}${suffix}`;
  }

  /**
   * POST /checkout/v0/{siteId}/carts/items with one item, and `Idempotency-Key` when
   * `options.idempotencyKey` is given (decision 0451); see {@link CartGateway.addItem}.
   */
  async addItem(request: AddToCartRequest, options?: CartAddOptions): Promise<Result<Cart, CartError>> {
    const body: AddCartItemsRequestDto = {
      items: [
        {
          productId: request.productId,
          skuId: request.skuId,
          poolId: request.poolId,
          quantity: request.quantity,
          cartType: 'TRANSACTIONAL',
          fulfillmentType: request.fulfillmentType ?? 'DIRECT',
          ...(request.registryId === undefined ? {} : { registryId: request.registryId }),
          ...(request.giftCard === undefined ? {} : { giftCard: giftCardDto(request.giftCard) }),
          ...(request.analytics === undefined ? {} : { analytics: { ...request.analytics } }),
        },
      ],
    };
    try {
      const headers = options?.idempotencyKey === undefined ? undefined : { 'Idempotency-Key': options.idempotencyKey };
      return ok(normalizeCart(await this.http.post<CartResponseDto>(this.path('/carts/items'), headers ? { json: body, headers } : { json: body })));
    } catch (error) {
      return err(cartFailure(error));
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

  /** GET /checkout/v0/{siteId}/carts. */
  async getCart(): Promise<Cart> {
    return normalizeCart(await this.http.get<CartResponseDto>(this.path('/carts')));
  }

  /** PATCH /checkout/v0/{siteId}/carts/items/{itemId} with `{ quantity }`; see {@link CartGateway.updateQuantity}. */
  async updateQuantity(itemId: string, quantity: number): Promise<Result<Cart, CartError>> {
    const body: UpdateCartItemRequestDto = { quantity };
    try {
      return ok(normalizeCart(await this.http.patch<CartResponseDto>(this.path(`/carts/items/${encodeURIComponent(itemId)}`), { json: body })));
    } catch (error) {
      return err(cartFailure(error));
    }
  }

  /** PATCH /checkout/v0/{siteId}/carts/items/{itemId} with `{ skuId, quantity }`; see {@link CartGateway.editLine}. */
  async editLine(itemId: string, edit: { readonly skuId: string; readonly quantity: number }): Promise<Result<Cart, CartError>> {
    const body: UpdateCartItemRequestDto = { skuId: edit.skuId, quantity: edit.quantity };
    try {
      return ok(normalizeCart(await this.http.patch<CartResponseDto>(this.path(`/carts/items/${encodeURIComponent(itemId)}`), { json: body })));
    } catch (error) {
      return err(cartFailure(error));
    }
  }

  /** PATCH /checkout/v0/{siteId}/carts/items/{itemId} with `{ giftCard }` only; see {@link CartGateway.updateGiftCard} (decision 0364). */
  async updateGiftCard(itemId: string, info: GiftCardInfo): Promise<Result<Cart, CartError>> {
    const body: UpdateCartItemRequestDto = { giftCard: giftCardDto(info) };
    try {
      return ok(normalizeCart(await this.http.patch<CartResponseDto>(this.path(`/carts/items/${encodeURIComponent(itemId)}`), { json: body })));
    } catch (error) {
      return err(cartFailure(error));
    }
  }

  /** DELETE /checkout/v0/{siteId}/carts/items/{itemId}; see {@link CartGateway.removeLine}. */
  async removeLine(itemId: string): Promise<Result<Cart, CartError>> {
    try {
      return ok(normalizeCart(await this.http.delete<CartResponseDto>(this.path(`/carts/items/${encodeURIComponent(itemId)}`))));
    } catch (error) {
      return err(cartFailure(error));
    }
  }

  /** PUT …/carts/items/{itemId}/fulfillment; see {@link CartGateway.setLineFulfillment} (decision 0241). */
  async setLineFulfillment(itemId: string, fulfillment: CartLineFulfillmentRequestDto): Promise<Result<Cart, CartError>> {
    try {
      return ok(normalizeCart(await this.http.put<CartResponseDto>(this.path(`/carts/items/${encodeURIComponent(itemId)}/fulfillment`), { json: fulfillment })));
    } catch (error) {
      return err(cartFailure(error));
    }
  }
}
