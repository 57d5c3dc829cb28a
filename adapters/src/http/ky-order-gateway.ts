import { err, ok, type Order, type OrderError, type OrderGateway, type OrderHistoryPage, type OrderPayments, type Result, type SiteContext, type SmsOptIn, type SmsOptInRequest, type TrackingQuery, type TrackingResult } from '@vitrine/core';
import { orderFailure } from './checkout-failures.js';
import type { HttpClient } from './client.js';
import type { OrderDto, OrderHistoryResponseDto, OrderPaymentsDto, SmsOptInDto, SmsOptInRequestDto, TrackingResponseDto } from '@vitrine/contract';
import { normalizeOrderPayments, normalizeSmsOptIn } from './normalizers/order-care.normalizer.js';
import { normalizeOrder, normalizeOrderHistory, normalizeTracking } from './normalizers/checkout.normalizer.js';

/**
 * OrderGateway over HTTP: /order/v0/{siteId}/orders, /orders/{orderNumber} (customerZipCode),
 * /order-tracking (tracking_numbers, order_number, orderType, bzip, carrier), /mock-orders/{mockId}
 * (docs/checkout-api.md "Orders"; shell-and-account.md §2, §6), /orders/{orderNumber}/payments and
 * /orders/{orderNumber}/sms-optins (§2 "Order payments", §7; decisions 0265, 0266). Coded
 * OrderErrors; faults throw.
 */
export class KyOrderGateway implements OrderGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private path(suffix: string): string {
    return `/order/v0/${encodeURIComponent(this.site.siteId)}${suffix}`;
  }

  private async call<T>(request: () => Promise<T>): Promise<Result<T, OrderError>> {
    try {
      return ok(await request());
    } catch (error) {
      return err(orderFailure(error));
    }
  }

  listOrders(options: { readonly page?: number; readonly pageSize?: number } = {}): Promise<Result<OrderHistoryPage, OrderError>> {
    return this.call(async () => normalizeOrderHistory(await this.http.get<OrderHistoryResponseDto>(this.path('/orders'), { searchParams: { page: options.page, pageSize: options.pageSize } })));
  }

  getOrder(orderNumber: string, options: { readonly customerZipCode?: string } = {}): Promise<Result<Order, OrderError>> {
    return this.call(async () => normalizeOrder(await this.http.get<OrderDto>(this.path(`/orders/${encodeURIComponent(orderNumber)}`), { searchParams: { customerZipCode: options.customerZipCode || undefined } })));
  }

  track(query: TrackingQuery): Promise<Result<TrackingResult, OrderError>> {
    const searchParams = {
      tracking_numbers: query.trackingNumbers && query.trackingNumbers.length > 0 ? query.trackingNumbers.join(',') : undefined,
      order_number: query.orderNumber,
      orderType: query.orderType,
      bzip: query.bzip,
      carrier: query.carrier,
    };
    return this.call(async () => normalizeTracking(await this.http.get<TrackingResponseDto>(this.path('/order-tracking'), { searchParams })));
  }

  getMockOrder(mockId: string): Promise<Result<Order, OrderError>> {
    return this.call(async () => normalizeOrder(await this.http.get<OrderDto>(this.path(`/mock-orders/${encodeURIComponent(mockId)}`))));
  }

  getPayments(orderNumber: string, options: { readonly customerZipCode?: string } = {}): Promise<Result<OrderPayments, OrderError>> {
    return this.call(async () => normalizeOrderPayments(await this.http.get<OrderPaymentsDto>(this.path(`/orders/${encodeURIComponent(orderNumber)}/payments`), { searchParams: { customerZipCode: options.customerZipCode || undefined } })));
  }

  optInSms(orderNumber: string, request: SmsOptInRequest, options: { readonly customerZipCode?: string } = {}): Promise<Result<SmsOptIn, OrderError>> {
    const json: SmsOptInRequestDto = { phoneNumber: request.phoneNumber, dialingCodeCountryCode: request.dialingCodeCountryCode, consent: request.consent, topics: [...request.topics] };
    return this.call(async () =>
      normalizeSmsOptIn(await this.http.post<SmsOptInDto>(this.path(`/orders/${encodeURIComponent(orderNumber)}/sms-optins`), { json, searchParams: { customerZipCode: options.customerZipCode || undefined } })),
    );
  }
}
