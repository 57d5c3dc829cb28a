import type { AftercareOrderDto, ClaimDto, ClaimRequestDto, EligibleOrdersResponseDto, ReturnDto, ReturnMethodsResponseDto, ReturnRequestDto } from '@vitrine/contract';
import {
  domainError,
  err,
  ok,
  type AftercareError,
  type AftercareErrorCode,
  type AftercareOrder,
  type ClaimAccess,
  type ClaimConfirmation,
  type ClaimRequest,
  type ClaimsGateway,
  type ClaimType,
  type Result,
  type ReturnConfirmation,
  type ReturnMethod,
  type ReturnMethodId,
  type ReturnReason,
  type ReturnRequest,
  type ReturnsGateway,
  type SiteContext,
} from '@vitrine/core';
import type { HttpClient } from './client.js';
import { isHttpError } from './http-error.js';

/** The API codes of the returns and claims calls (decision 0190) that become AFTERCARE.<code>. */
const CODES = new Set(['ORDER_NOT_FOUND', 'NOT_ELIGIBLE', 'NOTHING_SELECTED', 'QUANTITY_INVALID', 'REASON_REQUIRED', 'METHOD_INVALID', 'DESCRIPTION_INVALID', 'RETURN_NOT_FOUND', 'CLAIM_NOT_FOUND', 'INVALID_REQUEST']);

/**
 * A returns or claims call's failure as an AftercareError: 403 SCOPE_REQUIRED →
 * AFTERCARE.SIGN_IN_REQUIRED, a known API code X → AFTERCARE.X (details keep the API's plus
 * `code`); network failures, 5xx and unknown codes are rethrown as faults.
 */
export function aftercareFailure(error: unknown): AftercareError {
  if (!isHttpError(error) || error.kind !== 'http') throw error;
  const details = { ...error.details, code: error.code };
  if (error.status === 403 && error.code === 'SCOPE_REQUIRED') return domainError('AFTERCARE.SIGN_IN_REQUIRED', error.message, details);
  if (!CODES.has(error.code)) throw error;
  return domainError(`AFTERCARE.${error.code}` as AftercareErrorCode, error.message, details);
}

const method = (dto: ReturnMethodDtoLike): ReturnMethod => ({ id: dto.id as ReturnMethodId, price: dto.price, currencyCode: dto.currencyCode });
type ReturnMethodDtoLike = ReturnMethodsResponseDto['methods'][number];

const returnOf = (dto: ReturnDto): ReturnConfirmation => ({ ...dto, method: method(dto.method), lines: dto.lines.map((l) => ({ ...l, reason: l.reason as ReturnReason | null })) });
const claimOf = (dto: ClaimDto): ClaimConfirmation => ({ ...dto, claimType: dto.claimType as ClaimType, method: method(dto.method) });

/**
 * ReturnsGateway and ClaimsGateway over HTTP (decision 0190): /order/v0/{siteId}/returns/eligible-orders,
 * /orders/{orderNumber}/returnable, /claimable, /return-methods (purpose, customerZipCode),
 * /returns, /returns/{returnNumber}, /claims, /claims/{claimNumber}. Coded AftercareErrors; faults throw.
 */
export class KyAftercareGateway implements ReturnsGateway, ClaimsGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  private path(suffix: string): string {
    return `/order/v0/${encodeURIComponent(this.site.siteId)}${suffix}`;
  }

  private async call<T>(request: () => Promise<T>): Promise<Result<T, AftercareError>> {
    try {
      return ok(await request());
    } catch (error) {
      return err(aftercareFailure(error));
    }
  }

  private order(suffix: string, customerZipCode?: string | null): Promise<Result<AftercareOrder, AftercareError>> {
    return this.call(() => this.http.get<AftercareOrderDto>(this.path(suffix), { searchParams: { customerZipCode: customerZipCode ?? undefined } }));
  }

  listEligibleOrders(): Promise<Result<readonly AftercareOrder[], AftercareError>> {
    return this.call(async () => (await this.http.get<EligibleOrdersResponseDto>(this.path('/returns/eligible-orders'))).orders);
  }

  getEligibleOrder(orderNumber: string): Promise<Result<AftercareOrder, AftercareError>> {
    return this.order(`/orders/${encodeURIComponent(orderNumber)}/returnable`);
  }

  getReturnMethods(orderNumber: string): Promise<Result<readonly ReturnMethod[], AftercareError>> {
    return this.call(async () => (await this.http.get<ReturnMethodsResponseDto>(this.path(`/orders/${encodeURIComponent(orderNumber)}/return-methods`))).methods.map(method));
  }

  createReturn(request: ReturnRequest): Promise<Result<ReturnConfirmation, AftercareError>> {
    const body: ReturnRequestDto = { orderNumber: request.orderNumber, methodId: request.methodId, lines: request.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity, reason: l.reason })) };
    return this.call(async () => returnOf(await this.http.post<ReturnDto>(this.path('/returns'), { json: body })));
  }

  getReturn(returnNumber: string): Promise<Result<ReturnConfirmation, AftercareError>> {
    return this.call(async () => returnOf(await this.http.get<ReturnDto>(this.path(`/returns/${encodeURIComponent(returnNumber)}`))));
  }

  getClaimableOrder(access: ClaimAccess): Promise<Result<AftercareOrder, AftercareError>> {
    return this.order(`/orders/${encodeURIComponent(access.orderNumber)}/claimable`, access.customerZipCode);
  }

  getClaimMethods(access: ClaimAccess): Promise<Result<readonly ReturnMethod[], AftercareError>> {
    const searchParams = { purpose: 'CLAIM', customerZipCode: access.customerZipCode ?? undefined };
    return this.call(async () => (await this.http.get<ReturnMethodsResponseDto>(this.path(`/orders/${encodeURIComponent(access.orderNumber)}/return-methods`), { searchParams })).methods.map(method));
  }

  createClaim(request: ClaimRequest): Promise<Result<ClaimConfirmation, AftercareError>> {
    const body: ClaimRequestDto = {
      orderNumber: request.orderNumber,
      customerZipCode: request.customerZipCode,
      claimType: request.claimType,
      methodId: request.methodId,
      lines: request.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity })),
      description: request.details.description,
      resolution: request.details.resolution,
    };
    return this.call(async () => claimOf(await this.http.post<ClaimDto>(this.path('/claims'), { json: body })));
  }

  getClaim(claimNumber: string, customerZipCode: string | null): Promise<Result<ClaimConfirmation, AftercareError>> {
    return this.call(async () => claimOf(await this.http.get<ClaimDto>(this.path(`/claims/${encodeURIComponent(claimNumber)}`), { searchParams: { customerZipCode: customerZipCode ?? undefined } })));
  }
}
