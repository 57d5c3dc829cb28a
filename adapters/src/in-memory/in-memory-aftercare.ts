import {
  CLAIM_TYPES,
  checkClaimDetails,
  checkLineChoices,
  claimWindowEnd,
  comparablePostalCode,
  domainError,
  err,
  isOrderEligible,
  ok,
  refundTotal,
  returnWindowEnd,
  type AftercareError,
  type AftercareOrder,
  type ClaimAccess,
  type ClaimConfirmation,
  type ClaimRequest,
  type ClaimsGateway,
  type Clock,
  type Result,
  type ReturnConfirmation,
  type ReturnMethod,
  type ReturnRequest,
  type ReturnsGateway,
  type TokenScope,
} from '@vitrine/core';

/** A past order the fake holds: whose it is, where it went, when it was placed and delivered. */
export interface InMemoryPastOrder {
  readonly profileId: string;
  readonly postalCode: string;
  readonly country: string;
  /** The order with every line's units (eligibleQuantity = quantity); windows are worked out by the fake. */
  readonly order: AftercareOrder;
}

const DAY = 24 * 60 * 60 * 1000;
const PRICES: Readonly<Record<string, number>> = { MAIL: 7.95, DROP_OFF: 0, PICKUP: 12 };

/**
 * ReturnsGateway and ClaimsGateway in memory, answering as the sandbox does (decision 0190):
 * returns need the owner AUTHORIZED; claims the owner or the order's postal code (a wrong one is
 * ORDER_NOT_FOUND); eligibility, line checks and refunds by core's rules; units returned or claimed
 * once cannot go again. `principal` is the back end's signed-in customer.
 */
export class InMemoryAftercare implements ReturnsGateway, ClaimsGateway {
  private readonly returns: ReturnConfirmation[] = [];
  private readonly claims: (ClaimConfirmation & { readonly zip: string })[] = [];
  private sequence = 100;

  constructor(
    private readonly orders: readonly InMemoryPastOrder[],
    private readonly clock: Clock,
    private readonly principal: () => { readonly profileId: string; readonly scope: TokenScope | null } | null,
  ) {}

  private owner(): string | null {
    const who = this.principal();
    return who?.scope === 'AUTHORIZED' ? who.profileId : null;
  }

  private signIn(): AftercareError {
    return domainError('AFTERCARE.SIGN_IN_REQUIRED', 'Sign in to see your orders', { requiredScope: 'AUTHORIZED' });
  }

  private notFound(orderNumber: string): AftercareError {
    return domainError('AFTERCARE.ORDER_NOT_FOUND', `No order ${orderNumber}`, { orderNumber });
  }

  /** The order with its windows and the units still eligible at now. */
  private view(past: InMemoryPastOrder, purpose: 'RETURN' | 'CLAIM'): AftercareOrder {
    const taken = [...this.returns, ...this.claims].filter((r) => r.orderNumber === past.order.orderNumber).flatMap((r) => r.lines);
    const delivered = past.order.deliveredAt !== null && past.order.deliveredAt <= this.clock.now() ? past.order.deliveredAt : null;
    return {
      ...past.order,
      deliveredAt: delivered,
      eligibleUntil: purpose === 'RETURN' ? returnWindowEnd(delivered) : claimWindowEnd(past.order.placedAt),
      lines: past.order.lines.map((line) => ({ ...line, eligibleQuantity: line.quantity - taken.filter((t) => t.lineId === line.lineId).reduce((n, t) => n + t.quantity, 0) })),
    };
  }

  private owned(orderNumber: string): Result<InMemoryPastOrder, AftercareError> {
    const owner = this.owner();
    if (owner === null) return err(this.signIn());
    const past = this.orders.find((o) => o.order.orderNumber === orderNumber && o.profileId === owner);
    return past ? ok(past) : err(this.notFound(orderNumber));
  }

  private claimable(access: ClaimAccess): Result<InMemoryPastOrder, AftercareError> {
    if (access.customerZipCode === null || access.customerZipCode.trim() === '') return this.owned(access.orderNumber);
    const past = this.orders.find((o) => o.order.orderNumber === access.orderNumber);
    const matches = past !== undefined && comparablePostalCode(access.customerZipCode, past.country) === comparablePostalCode(past.postalCode, past.country);
    return matches ? ok(past) : err(this.notFound(access.orderNumber));
  }

  private eligible(past: InMemoryPastOrder, purpose: 'RETURN' | 'CLAIM'): Result<AftercareOrder, AftercareError> {
    const view = this.view(past, purpose);
    return isOrderEligible(view, this.clock.now()) ? ok(view) : err(domainError('AFTERCARE.NOT_ELIGIBLE', `Order ${view.orderNumber} can no longer get a ${purpose === 'RETURN' ? 'return' : 'claim'}`));
  }

  private number(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${new Date(this.clock.now()).getUTCFullYear()}-${String(this.sequence).padStart(6, '0')}`;
  }

  async listEligibleOrders(): Promise<Result<readonly AftercareOrder[], AftercareError>> {
    const owner = this.owner();
    if (owner === null) return err(this.signIn());
    return ok(this.orders.filter((o) => o.profileId === owner).map((o) => this.view(o, 'RETURN')).filter((o) => isOrderEligible(o, this.clock.now())).sort((a, b) => b.placedAt - a.placedAt));
  }

  async getEligibleOrder(orderNumber: string): Promise<Result<AftercareOrder, AftercareError>> {
    const past = this.owned(orderNumber);
    return past.ok ? this.eligible(past.value, 'RETURN') : past;
  }

  async getReturnMethods(orderNumber: string): Promise<Result<readonly ReturnMethod[], AftercareError>> {
    const past = this.owned(orderNumber);
    return past.ok ? ok(Object.entries(PRICES).map(([id, price]) => ({ id: id as ReturnMethod['id'], price, currencyCode: past.value.order.currencyCode }))) : past;
  }

  async createReturn(request: ReturnRequest): Promise<Result<ReturnConfirmation, AftercareError>> {
    const past = this.owned(request.orderNumber);
    if (!past.ok) return past;
    const order = this.eligible(past.value, 'RETURN');
    if (!order.ok) return order;
    const checked = checkLineChoices(order.value, request.lines, true);
    if (!checked.ok) return checked;
    if (!(request.methodId in PRICES)) return err(domainError('AFTERCARE.METHOD_INVALID', 'Choose one of the offered return methods'));
    const method: ReturnMethod = { id: request.methodId, price: PRICES[request.methodId]!, currencyCode: order.value.currencyCode };
    const returnNumber = this.number('RT');
    const created: ReturnConfirmation = {
      returnNumber,
      orderNumber: request.orderNumber,
      createdAt: this.clock.now(),
      method,
      lines: request.lines.map((l) => ({ ...l, displayName: order.value.lines.find((x) => x.lineId === l.lineId)!.displayName })),
      refundTotal: refundTotal(order.value, request.lines, method),
      currencyCode: order.value.currencyCode,
      label: method.id === 'DROP_OFF' ? null : { carrier: 'UPS', trackingNumber: `1Z${returnNumber.replace(/\D/g, '')}`, url: `/returns/${returnNumber}/label` },
    };
    this.returns.push(created);
    return ok(created);
  }

  async getReturn(returnNumber: string): Promise<Result<ReturnConfirmation, AftercareError>> {
    const owner = this.owner();
    if (owner === null) return err(this.signIn());
    const found = this.returns.find((r) => r.returnNumber === returnNumber && this.orders.some((o) => o.order.orderNumber === r.orderNumber && o.profileId === owner));
    return found ? ok(found) : err(domainError('AFTERCARE.RETURN_NOT_FOUND', `No return ${returnNumber}`));
  }

  async getClaimableOrder(access: ClaimAccess): Promise<Result<AftercareOrder, AftercareError>> {
    const past = this.claimable(access);
    return past.ok ? this.eligible(past.value, 'CLAIM') : past;
  }

  async getClaimMethods(access: ClaimAccess): Promise<Result<readonly ReturnMethod[], AftercareError>> {
    const past = this.claimable(access);
    return past.ok ? ok((['MAIL', 'KEEP_ITEM'] as const).map((id) => ({ id, price: 0, currencyCode: past.value.order.currencyCode }))) : past;
  }

  async createClaim(request: ClaimRequest): Promise<Result<ClaimConfirmation, AftercareError>> {
    const past = this.claimable(request);
    if (!past.ok) return past;
    const order = this.eligible(past.value, 'CLAIM');
    if (!order.ok) return order;
    if (!(CLAIM_TYPES as readonly string[]).includes(request.claimType)) return err(domainError('AFTERCARE.INVALID_REQUEST', 'Unknown claim type'));
    const checked = checkLineChoices(order.value, request.lines.map((l) => ({ ...l, reason: null })), false);
    if (!checked.ok) return checked;
    if (request.methodId !== 'MAIL' && request.methodId !== 'KEEP_ITEM') return err(domainError('AFTERCARE.METHOD_INVALID', 'Choose one of the offered claim methods'));
    const details = checkClaimDetails(request.details);
    if (!details.ok) return details;
    const claimNumber = this.number('CL');
    const created = {
      claimNumber,
      orderNumber: request.orderNumber,
      claimType: request.claimType,
      createdAt: this.clock.now(),
      method: { id: request.methodId, price: 0, currencyCode: order.value.currencyCode },
      resolution: request.details.resolution,
      lines: request.lines.map((l) => ({ ...l, displayName: order.value.lines.find((x) => x.lineId === l.lineId)!.displayName })),
      label: request.methodId === 'MAIL' ? { carrier: 'UPS', trackingNumber: `1Z${claimNumber.replace(/\D/g, '')}`, url: `/claims/${claimNumber}/label` } : null,
    };
    this.claims.push({ ...created, zip: past.value.postalCode });
    return ok(created);
  }

  async getClaim(claimNumber: string, customerZipCode: string | null): Promise<Result<ClaimConfirmation, AftercareError>> {
    const found = this.claims.find((c) => c.claimNumber === claimNumber);
    const access = found ? this.claimable({ orderNumber: found.orderNumber, customerZipCode }) : null;
    if (access && !access.ok && access.error.code === 'AFTERCARE.SIGN_IN_REQUIRED') return access;
    if (!found || !access?.ok) return err(domainError('AFTERCARE.CLAIM_NOT_FOUND', `No claim ${claimNumber}`));
    const { zip: _zip, ...claim } = found;
    return ok(claim);
  }
}

/**
 * The in-memory back end's past orders (decision 0193), as the sandbox seeds them relative to
 * `now`: for each demo customer an order delivered 10 days ago (two lines), one on its way, one
 * delivered 120 days ago.
 */
export function samplePastOrders(now: number, customers: readonly { readonly profileId: string; readonly postalCode: string }[]): InMemoryPastOrder[] {
  return customers.flatMap((customer, index) =>
    [
      { age: 14, delivery: 4, lines: [['Aero Daily Fitness Tee', 'Black', 'M', 2, 24], ['Throw Pillow', 'Grey', 'One size', 1, 35]] as const },
      { age: 1, delivery: 5, lines: [['Hero Hoodie', 'Gray', 'L', 1, 54]] as const },
      { age: 124, delivery: 4, lines: [['Yoga Strap', 'Blue', 'One size', 1, 14]] as const },
    ].map(({ age, delivery, lines }, n) => {
      const placedAt = now - age * DAY;
      const orderNumber = `VT-${new Date(placedAt).getUTCFullYear()}-${String(900 + index * 3 + n).padStart(6, '0')}`;
      return {
        profileId: customer.profileId,
        postalCode: customer.postalCode,
        country: 'US',
        order: {
          orderNumber,
          placedAt,
          deliveredAt: placedAt + delivery * DAY + 15 * 60 * 60 * 1000,
          eligibleUntil: null,
          currencyCode: 'USD',
          lines: lines.map(([displayName, colorName, sizeName, quantity, unitPrice], i) => ({ lineId: `${orderNumber}-${i + 1}`, productId: `p-${i}`, displayName, colorName, sizeName, image: null, quantity, eligibleQuantity: quantity, unitPrice })),
        },
      };
    }),
  );
}
