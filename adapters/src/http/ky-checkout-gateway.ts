import { err, ok, type Checkout, type CheckoutError, type CheckoutGateway, type DeliveryMethod, type Destination, type GiftCardBalance, type Order, type PaymentRequest, type Result, type ShippingAddressChoice, type SiteContext } from '@vitrine/core';
import { checkoutFailure } from './checkout-failures.js';
import type { HttpClient } from './client.js';
import type { CheckoutDto, DeliveryMethodsResponseDto, GiftCardBalanceDto, OrderDto, ShippingAddressRequestDto } from '@vitrine/contract';
import { addressDto, normalizeCheckout, normalizeDeliveryMethod, normalizeGiftCardBalance, normalizeOrder, paymentRequestDto } from './normalizers/checkout.normalizer.js';

/**
 * CheckoutGateway over HTTP (docs/checkout-api.md; shell-and-account.md §2 checkout steps, §5, §7).
 * Expected failures come back as coded CheckoutErrors (checkoutFailure); transport faults throw
 * HttpError. Place order sends the caller's key as the Idempotency-Key header, so a retry after a
 * lost answer gets the same order.
 */
export class KyCheckoutGateway implements CheckoutGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private path(suffix: string): string {
    return `/checkout/v0/${encodeURIComponent(this.site.siteId)}${suffix}`;
  }

  private async call<T, D>(request: () => Promise<D>, normalize: (dto: D) => T): Promise<Result<T, CheckoutError>> {
    try {
      return ok(normalize(await request()));
    } catch (error) {
      return err(checkoutFailure(error));
    }
  }

  start(options: { readonly customerEmail?: string } = {}): Promise<Result<Checkout, CheckoutError>> {
    const json = options.customerEmail ? { customerEmail: options.customerEmail } : {};
    return this.call(() => this.http.post<CheckoutDto>(this.path('/checkouts'), { json }), normalizeCheckout);
  }

  getCurrent(): Promise<Result<Checkout, CheckoutError>> {
    return this.call(() => this.http.get<CheckoutDto>(this.path('/checkouts/current')), normalizeCheckout);
  }

  setShippingAddress(choice: ShippingAddressChoice): Promise<Result<Checkout, CheckoutError>> {
    const json: ShippingAddressRequestDto =
      choice.kind === 'saved'
        ? { addressId: choice.addressId }
        : choice.kind === 'new'
          ? { address: addressDto(choice.address), ...(choice.saveToAddressBook ? { saveToAddressBook: true } : {}) }
          : { collectionPointId: choice.collectionPointId };
    return this.call(() => this.http.put<CheckoutDto>(this.path('/checkouts/current/shipping-address'), { json }), normalizeCheckout);
  }

  setDeliveryMethod(deliveryMethodId: string): Promise<Result<Checkout, CheckoutError>> {
    return this.call(() => this.http.put<CheckoutDto>(this.path('/checkouts/current/delivery-method'), { json: { deliveryMethodId } }), normalizeCheckout);
  }

  setPayment(request: PaymentRequest): Promise<Result<Checkout, CheckoutError>> {
    return this.call(() => this.http.put<CheckoutDto>(this.path('/checkouts/current/payment'), { json: paymentRequestDto(request) }), normalizeCheckout);
  }

  placeOrder(idempotencyKey: string): Promise<Result<Order, CheckoutError>> {
    return this.call(() => this.http.post<OrderDto>(this.path('/orders'), { json: {}, headers: { 'Idempotency-Key': idempotencyKey } }), normalizeOrder);
  }

  getPlacedOrder(orderNumber: string): Promise<Result<Order, CheckoutError>> {
    return this.call(() => this.http.get<OrderDto>(this.path(`/orders/${encodeURIComponent(orderNumber)}`)), normalizeOrder);
  }

  previewDeliveryMethods(destination: Destination, subtotal?: number): Promise<Result<readonly DeliveryMethod[], CheckoutError>> {
    const searchParams = { country: destination.country, postalCode: destination.postalCode, region: destination.region, subtotal: subtotal === undefined ? undefined : subtotal / 100 };
    return this.call(() => this.http.get<DeliveryMethodsResponseDto>(this.path('/delivery-methods'), { searchParams }), (dto) => dto.methods.map(normalizeDeliveryMethod));
  }

  checkGiftCardBalance(cardNumber: string, pin: string): Promise<Result<GiftCardBalance, CheckoutError>> {
    return this.call(() => this.http.post<GiftCardBalanceDto>(this.path('/gift-cards/balance'), { json: { cardNumber, pin } }), normalizeGiftCardBalance);
  }
}
