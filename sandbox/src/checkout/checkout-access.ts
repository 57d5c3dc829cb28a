import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { TOKEN_COOKIE } from '../auth/auth-cookies.js';
import { findCustomerByEmail, findCustomerById, isEmailAddress, type CustomerRecord } from '../auth/customer-repository.js';
import { scopeRequired } from '../auth/identity-service.js';
import { authenticate, customerPrincipalId, type Principal } from '../auth/token-service.js';
import { ApiError, invalidRequest } from '../api/api-error.js';
import type { Db } from '../db/db.js';

/**
 * Who may check out (shell-and-account.md §2 "require a registered user", §6; docs/checkout-api.md
 * "Who may call what"; decisions 0100, 0101).
 */

/** A signed-in principal that may use the checkout. */
export interface CheckoutActor {
  readonly principal: Principal;
  /** The signed-in customer's or agent's profile id. */
  readonly profileId: string;
  /** The session has the CALL_CENTER scope. */
  readonly callCenter: boolean;
}

/**
 * The checkout actor of a request: REGISTERED, AUTHORIZED or CALL_CENTER. Throws 401
 * TOKEN_MISSING / TOKEN_INVALID / TOKEN_EXPIRED, and 403 SCOPE_REQUIRED (requiredScope REGISTERED)
 * for a guest.
 */
export async function requireCheckoutActor(db: Db, c: Context, now: number): Promise<CheckoutActor> {
  const principal = await authenticate(db, getCookie(c, TOKEN_COOKIE), now);
  if (principal.profileId === null || principal.scope === 'GUEST') throw scopeRequired('REGISTERED', 'Checkout needs a signed-in customer');
  return { principal, profileId: principal.profileId, callCenter: principal.scope === 'CALL_CENTER' };
}

/**
 * The customer a new checkout is for: the signed-in customer, or for a call-centre agent the
 * customer named by `customerEmail` (400 INVALID_REQUEST when missing or not an e-mail, 404
 * CUSTOMER_NOT_FOUND when no customer has it). A customer's own `customerEmail` is ignored. An agent
 * acting for a customer (decision 0370) checks out for that customer: a missing customerEmail names
 * them, another customer's is 409 AGENT_SESSION_MISMATCH.
 */
export async function checkoutCustomer(db: Db, actor: CheckoutActor, customerEmail: unknown): Promise<CustomerRecord> {
  if (!actor.callCenter) {
    const self = await findCustomerById(db, actor.profileId);
    if (!self) throw new ApiError(404, 'CUSTOMER_NOT_FOUND', 'The signed-in customer no longer exists');
    return self;
  }
  // An agent acting for a customer (decision 0370) checks out the cart it holds: that customer's.
  const actingFor = actor.principal.principalId !== customerPrincipalId(actor.profileId) && actor.principal.principalId.startsWith('customer-') ? actor.principal.principalId.slice('customer-'.length) : null;
  if (actingFor !== null && (customerEmail === undefined || customerEmail === '')) {
    const acted = await findCustomerById(db, actingFor);
    if (acted) return acted;
  }
  if (!isEmailAddress(customerEmail)) throw invalidRequest('A call-centre checkout needs the customerEmail of the customer', { fields: ['customerEmail'] });
  const customer = await findCustomerByEmail(db, customerEmail);
  if (!customer || customer.role !== 'CUSTOMER') throw new ApiError(404, 'CUSTOMER_NOT_FOUND', `No customer with the e-mail ${customerEmail}`);
  if (actingFor !== null && customer.profileId !== actingFor) {
    throw new ApiError(409, 'AGENT_SESSION_MISMATCH', 'The checkout is for another customer than the one the agent acts for', { customerEmail });
  }
  return customer;
}
