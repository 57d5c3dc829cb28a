import type { Result } from '../../shared/result.js';
import { token } from '../../shared/token.js';
import type { AftercareError, AftercareOrder, ClaimConfirmation, ClaimRequest, ReturnMethod } from '../domain/aftercare.js';

/** Who asks: the signed-in owner (customerZipCode null) or anyone with the order's shipping postal code. */
export interface ClaimAccess {
  readonly orderNumber: string;
  readonly customerZipCode: string | null;
}

/**
 * Port: claims about an order (shell-and-account.md §2 Claims, §6 "claims select/review skip the
 * check when customerZipCode is present"; decision 0190). Without customerZipCode the calls need
 * the owner's AUTHORIZED token (AFTERCARE.SIGN_IN_REQUIRED); a wrong zip answers ORDER_NOT_FOUND.
 * Implemented by KyClaimsGateway and InMemoryAftercare. Transport faults throw.
 */
export interface ClaimsGateway {
  /** The order with each line's claimable units (GET /order/v0/{siteId}/orders/{orderNumber}/claimable[?customerZipCode]). Errors: ORDER_NOT_FOUND, NOT_ELIGIBLE. */
  getClaimableOrder(access: ClaimAccess): Promise<Result<AftercareOrder, AftercareError>>;
  /** How claimed goods go back, free of charge (GET .../orders/{orderNumber}/return-methods?purpose=CLAIM[&customerZipCode]). */
  getClaimMethods(access: ClaimAccess): Promise<Result<readonly ReturnMethod[], AftercareError>>;
  /** Creates the claim (POST /order/v0/{siteId}/claims). Errors: ORDER_NOT_FOUND, NOT_ELIGIBLE, NOTHING_SELECTED, QUANTITY_INVALID, METHOD_INVALID, DESCRIPTION_INVALID. */
  createClaim(request: ClaimRequest): Promise<Result<ClaimConfirmation, AftercareError>>;
  /** A created claim (GET /order/v0/{siteId}/claims/{claimNumber}[?customerZipCode]). Errors: CLAIM_NOT_FOUND. */
  getClaim(claimNumber: string, customerZipCode: string | null): Promise<Result<ClaimConfirmation, AftercareError>>;
}
export const ClaimsGateway = token<ClaimsGateway>('ClaimsGateway');
