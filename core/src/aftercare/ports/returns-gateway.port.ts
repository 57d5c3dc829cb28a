import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { AftercareError, AftercareOrder, ReturnConfirmation, ReturnMethod, ReturnRequest } from '../domain/aftercare.js';

/**
 * Port: returns of delivered orders (shell-and-account.md §2 Returns; decision 0190). Every call
 * needs the owner's AUTHORIZED token: AFTERCARE.SIGN_IN_REQUIRED otherwise. Implemented by
 * KyReturnsGateway and InMemoryAftercare. Transport faults (no answer, 5xx) throw.
 */
export interface ReturnsGateway {
  /** The customer's orders that can get a return now, newest first (GET /order/v0/{siteId}/returns/eligible-orders). */
  listEligibleOrders(): Promise<Result<readonly AftercareOrder[], AftercareError>>;
  /** One order with each line's eligible units (GET /order/v0/{siteId}/orders/{orderNumber}/returnable). Errors: ORDER_NOT_FOUND, NOT_ELIGIBLE. */
  getEligibleOrder(orderNumber: string): Promise<Result<AftercareOrder, AftercareError>>;
  /** The return methods offered for the order, with prices (GET /order/v0/{siteId}/orders/{orderNumber}/return-methods). Errors: ORDER_NOT_FOUND. */
  getReturnMethods(orderNumber: string): Promise<Result<readonly ReturnMethod[], AftercareError>>;
  /**
   * Creates the return (POST /order/v0/{siteId}/returns). Errors: ORDER_NOT_FOUND, NOT_ELIGIBLE,
   * NOTHING_SELECTED, QUANTITY_INVALID, REASON_REQUIRED, METHOD_INVALID.
   */
  createReturn(request: ReturnRequest): Promise<Result<ReturnConfirmation, AftercareError>>;
  /** A created return (GET /order/v0/{siteId}/returns/{returnNumber}). Errors: RETURN_NOT_FOUND. */
  getReturn(returnNumber: string): Promise<Result<ReturnConfirmation, AftercareError>>;
}
export const ReturnsGateway = token<ReturnsGateway>('ReturnsGateway');
