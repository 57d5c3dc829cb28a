import { fromPromise } from 'xstate';
import type { AftercareError, AftercareOrder, ReturnConfirmation, ReturnMethod, ReturnRequest } from '../domain/aftercare.js';
import type { ReturnsGateway } from '../ports/returns-gateway.port.js';
import type { Result } from '../../shared/result.js';

type Answer<T> = Result<T, AftercareError>;

/**
 * The returns machine's actors over ReturnsGateway, for the UI's flow provider:
 * `returnsMachine.provide({ actors: returnsActors(gateway) })`. Each resolves with the port's
 * Result and rejects with its transport fault (decision 0191).
 */
export function returnsActors(gateway: ReturnsGateway) {
  return {
    listEligibleOrders: fromPromise<Answer<readonly AftercareOrder[]>, void>(() => gateway.listEligibleOrders()),
    getEligibleOrder: fromPromise<Answer<AftercareOrder>, { orderNumber: string }>(({ input }) => gateway.getEligibleOrder(input.orderNumber)),
    getReturnMethods: fromPromise<Answer<readonly ReturnMethod[]>, { orderNumber: string }>(({ input }) => gateway.getReturnMethods(input.orderNumber)),
    createReturn: fromPromise<Answer<ReturnConfirmation>, ReturnRequest>(({ input }) => gateway.createReturn(input)),
    getReturn: fromPromise<Answer<ReturnConfirmation>, { returnNumber: string }>(({ input }) => gateway.getReturn(input.returnNumber)),
  };
}
