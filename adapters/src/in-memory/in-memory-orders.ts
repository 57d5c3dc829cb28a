import { comparablePostalCode, domainError, err, ok, type Order, type OrderError, type OrderGateway, type OrderHistoryPage, type OrderPayments, type SmsOptIn, type SmsOptInRequest, type Result, type TokenScope, type TrackingQuery, type TrackingResult } from '@vitrine/core';

/** Who asks, as the sandbox sees the token: the customer's id and scope (null: no token). */
export type OrderPrincipal = { readonly profileId: string; readonly scope: TokenScope | null } | null;

/**
 * OrderGateway in memory (docs/checkout-api.md "Orders"): the orders InMemoryCheckout placed (or
 * given), newest first. `authorized = false` answers ORDER.SIGN_IN_REQUIRED to history and to
 * details without a customerZipCode; a matching customerZipCode opens the details (shell §6); a
 * wrong one is ORDER.NOT_FOUND. Tracking by tracking number, or order number + bzip. Mock orders
 * are the ids of `mockOrders`. With `principal` (the in-memory back end's), the sandbox's access
 * rules: history and details without a zip need an AUTHORIZED customer (who sees only their own
 * orders) or a call-centre agent (every order placed by an agent).
 */
export class InMemoryOrders implements OrderGateway {
  private readonly orders: Order[];
  authorized = true;

  constructor(
    orders: readonly Order[] = [],
    private readonly mockOrders: Readonly<Record<string, Order>> = {},
    private readonly principal?: () => OrderPrincipal,
  ) {
    this.orders = [...orders];
  }

  /** True when the asker may see orders without a zip (history, details). */
  private get signedIn(): boolean {
    if (!this.principal) return this.authorized;
    const who = this.principal();
    return this.authorized && (who?.scope === 'AUTHORIZED' || who?.scope === 'CALL_CENTER');
  }

  /** True when the asker may read `order` without its postal code. */
  private mayRead(order: Order): boolean {
    if (!this.principal) return this.authorized;
    const who = this.principal();
    if (who?.scope === 'CALL_CENTER') return true;
    return who?.scope === 'AUTHORIZED' && who.profileId === order.customer.profileId;
  }

  /** The orders the history shows the asker. */
  private visible(): Order[] {
    const who = this.principal?.();
    if (!who) return this.orders;
    return this.orders.filter((o) => (who.scope === 'CALL_CENTER' ? o.placedBy === 'CALL_CENTER' : o.customer.profileId === who.profileId));
  }

  /** Stores a placed order (InMemoryCheckout calls this). */
  add(order: Order): void {
    this.orders.push(order);
  }

  /** Every stored order (for assertions). */
  get all(): readonly Order[] {
    return this.orders;
  }

  private signIn(): OrderError {
    return domainError('ORDER.SIGN_IN_REQUIRED', 'Sign in to see your orders', { requiredScope: 'AUTHORIZED' });
  }

  async listOrders(options: { readonly page?: number; readonly pageSize?: number } = {}): Promise<Result<OrderHistoryPage, OrderError>> {
    if (!this.signedIn) return err(this.signIn());
    const page = options.page ?? 1;
    const pageSize = options.pageSize ?? 10;
    const sorted = [...this.visible()].sort((a, b) => b.placedAt - a.placedAt);
    const orders = sorted.slice((page - 1) * pageSize, page * pageSize).map((o) => ({
      orderNumber: o.orderNumber,
      status: o.status,
      placedAt: o.placedAt,
      total: o.totals.total,
      itemCount: o.lines.reduce((n, l) => n + l.quantity, 0),
      image: o.lines[0]?.image ?? null,
    }));
    return ok({ orders, page, pageSize, totalRecords: sorted.length });
  }

  async getOrder(orderNumber: string, options: { readonly customerZipCode?: string } = {}): Promise<Result<Order, OrderError>> {
    const order = this.orders.find((o) => o.orderNumber === orderNumber);
    const zip = options.customerZipCode?.trim();
    if (zip) {
      const matches = order && comparablePostalCode(zip, order.shippingAddress.country) === comparablePostalCode(order.shippingAddress.postalCode, order.shippingAddress.country);
      return order && (matches || this.mayRead(order)) ? ok(order) : err(domainError('ORDER.NOT_FOUND', `No order ${orderNumber}`));
    }
    if (!this.signedIn) return err(this.signIn());
    return order && this.mayRead(order) ? ok(order) : err(domainError('ORDER.NOT_FOUND', `No order ${orderNumber}`));
  }

  async track(query: TrackingQuery): Promise<Result<TrackingResult, OrderError>> {
    const numbers = query.trackingNumbers ?? [];
    if (numbers.length === 0 && !query.orderNumber) return err(domainError('ORDER.INVALID_REQUEST', 'Give tracking_numbers or order_number'));
    const carrier = query.carrier?.toUpperCase();
    if (query.orderNumber) {
      const order = this.orders.find((o) => o.orderNumber === query.orderNumber);
      const zips = order ? [order.shippingAddress, order.billingAddress].filter((a) => a !== null).map((a) => comparablePostalCode(a.postalCode, a.country)) : [];
      if (!order || !(this.mayRead(order) || (query.bzip && zips.includes(comparablePostalCode(query.bzip, order.shippingAddress.country))))) return err(domainError('ORDER.NOT_FOUND', `No order ${query.orderNumber}`));
      return ok({ orderNumber: order.orderNumber, orderType: query.orderType ?? 'ONLINE', shipments: order.shipments.filter((s) => !carrier || s.carrier === carrier) });
    }
    const matches = this.orders.flatMap((o) => o.shipments.filter((s) => numbers.includes(s.trackingNumber) && (!carrier || s.carrier === carrier)).map((s) => ({ order: o, shipment: s })));
    if (matches.length === 0) return err(domainError('ORDER.TRACKING_NOT_FOUND', 'No shipment with these tracking numbers'));
    const owners = new Set(matches.map((m) => m.order.orderNumber));
    return ok({ orderNumber: owners.size === 1 ? matches[0]!.order.orderNumber : null, orderType: query.orderType ?? 'ONLINE', shipments: matches.map((m) => m.shipment) });
  }

  async getMockOrder(mockId: string): Promise<Result<Order, OrderError>> {
    const order = this.mockOrders[mockId];
    return order ? ok(order) : err(domainError('ORDER.NOT_FOUND', `No mock order ${mockId}`));
  }

  /** SMS opt-ins kept by {@link optInSms}, oldest first (for assertions). */
  readonly smsOptIns: SmsOptIn[] = [];

  /** The order's single tender for its total, AUTHORIZED until it ships (decision 0265), with no refunds; access as getOrder. */
  async getPayments(orderNumber: string, options: { readonly customerZipCode?: string } = {}): Promise<Result<OrderPayments, OrderError>> {
    const found = await this.getOrder(orderNumber, options);
    if (!found.ok) return found;
    const o = found.value;
    const status = o.status === 'ON_HOLD' ? 'PENDING' : o.status === 'PLACED' ? 'AUTHORIZED' : 'CAPTURED';
    const p = o.payment;
    const tender = { tenderId: `${o.orderNumber}-1`, paymentType: p.paymentType, cardType: p.cardType, lastFourDigits: p.lastFourDigits, giftCardMaskedNumber: p.giftCardMaskedNumber, amount: o.totals.total, status, refunds: [] } as const;
    return ok({ orderNumber: o.orderNumber, orderStatus: o.status, placedAt: o.placedAt, total: o.totals.total, tenders: [tender] });
  }

  /** Keeps the opt-in (a repeat for the same number replaces it); PHONE_INVALID / CONSENT_REQUIRED as the sandbox; access as getOrder. */
  async optInSms(orderNumber: string, request: SmsOptInRequest, options: { readonly customerZipCode?: string } = {}): Promise<Result<SmsOptIn, OrderError>> {
    const found = await this.getOrder(orderNumber, options);
    if (!found.ok) return found;
    if (!/^\d{7,15}$/.test(request.phoneNumber)) return err(domainError('ORDER.PHONE_INVALID', 'The phone number must have 7 to 15 digits and nothing else', { fields: ['phoneNumber'] }));
    if (request.consent !== true) return err(domainError('ORDER.CONSENT_REQUIRED', 'Agree to receive text messages to opt in', { fields: ['consent'] }));
    const at = this.smsOptIns.findIndex((x) => x.orderNumber === orderNumber && x.phoneNumber === request.phoneNumber);
    const optIn: SmsOptIn = { optInId: at >= 0 ? this.smsOptIns[at]!.optInId : `sms-${this.smsOptIns.length + 1}`, orderNumber, phoneNumber: request.phoneNumber, topics: [...request.topics], consentedAt: Date.now() };
    if (at >= 0) this.smsOptIns[at] = optIn;
    else this.smsOptIns.push(optIn);
    return ok(optIn);
  }
}
