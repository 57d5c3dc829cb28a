import { fromPromise } from 'xstate';
import type { AftercareError, AftercareOrder, ClaimConfirmation, ClaimRequest, ReturnMethod } from '../domain/aftercare.js';
import type { ClaimAccess, ClaimsGateway } from '../ports/claims-gateway.port.js';
import type { Result } from '../../shared/result.js';

type Answer<T> = Result<T, AftercareError>;

/**
 * The claims machine's actors over ClaimsGateway: `claimsMachine.provide({ actors: claimsActors(gateway) })`.
 * Each resolves with the port's Result and rejects with its transport fault (decision 0191).
 */
export function claimsActors(gateway: ClaimsGateway) {
  return {
    getClaimableOrder: fromPromise<Answer<AftercareOrder>, ClaimAccess>(({ input }) => gateway.getClaimableOrder(input)),
    getClaimMethods: fromPromise<Answer<readonly ReturnMethod[]>, ClaimAccess>(({ input }) => gateway.getClaimMethods(input)),
    createClaim: fromPromise<Answer<ClaimConfirmation>, ClaimRequest>(({ input }) => gateway.createClaim(input)),
    getClaim: fromPromise<Answer<ClaimConfirmation>, { claimNumber: string; customerZipCode: string | null }>(({ input }) => gateway.getClaim(input.claimNumber, input.customerZipCode)),
  };
}
