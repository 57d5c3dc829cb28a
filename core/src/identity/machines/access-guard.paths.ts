import type { AnyMachineSnapshot } from 'xstate';
import { actorDone, actorError, type Json, type MachineModel, type PathEvent } from '../../testing/model-based/machine-model.js';
import { generatePaths, type PathKind, type PathSet } from '../../testing/model-based/path-generation.js';
import { accessGuardMachine, type AccessGuardContext } from './access-guard.machine.js';

/** Named event sequences and generated paths of the access guard (decision 0061). */

/** Guard flags of the sample routes, as the route table declares them (decision 0063). */
export const SAMPLE_ROUTES = {
  home: {},
  account: { requiresAuthorization: true },
  orderDetails: { requiresAuthorization: true, customerZipCodeBypass: true, downgradePath: '/order-inquiry' },
  checkout: { requiresRegistered: true },
} satisfies Record<string, Json>;

const check = (to: string, route: Json, scope: string | null, options: { query?: Record<string, string>; webview?: boolean } = {}): PathEvent => ({
  type: 'guard.check',
  to,
  route,
  scope,
  query: options.query ?? {},
  webview: options.webview ?? false,
});

/** The navigations QA checks. */
export const guardChecks = {
  home: check('/', SAMPLE_ROUTES.home, 'GUEST'),
  accountAsGuest: check('/account/dashboard', SAMPLE_ROUTES.account, 'GUEST'),
  accountAsRegistered: check('/account/dashboard', SAMPLE_ROUTES.account, 'REGISTERED'),
  accountAsAuthorized: check('/account/dashboard', SAMPLE_ROUTES.account, 'AUTHORIZED'),
  accountInWebview: check('/account/dashboard', SAMPLE_ROUTES.account, 'GUEST', { webview: true }),
  orderAsGuest: check('/order/A1001', SAMPLE_ROUTES.orderDetails, 'GUEST'),
  orderWithZip: check('/order/A1001?customerZipCode=19103', SAMPLE_ROUTES.orderDetails, 'GUEST', { query: { customerZipCode: '19103' } }),
  checkoutAsGuest: check('/checkout/shipping-address', SAMPLE_ROUTES.checkout, 'GUEST'),
  checkoutAsAgent: check('/checkout/shipping-address', SAMPLE_ROUTES.checkout, 'CALL_CENTER'),
} satisfies Record<string, PathEvent>;

/** How the login the guard opened ended, as path steps. */
export const loginOutcomes = {
  success: actorDone('openLogin', 'success'),
  downgradeSuccess: actorDone('openLogin', 'downgrade-success'),
  dismissed: actorDone('openLogin', 'dismissed'),
  failed: actorDone('openLogin', 'failed'),
  broken: actorError('openLogin', 'The login modal could not open'),
} satisfies Record<string, PathEvent>;

const c = guardChecks;
const o = loginOutcomes;

/** A guest opens /account/dashboard, signs in, and lands on it. */
export const guestSignsInToAccount = { input: 'default', description: 'A guest opens the account, signs in and lands on it', events: [c.accountAsGuest, o.success], expectedFinalState: 'allowed' };
/** A guest closes the sign-in dialog instead: the navigation is cancelled. */
export const guestClosesLogin = { input: 'default', description: 'A guest closes the sign-in: the navigation is cancelled', events: [c.accountAsGuest, o.dismissed], expectedFinalState: 'cancelled' };
/** A REGISTERED shopper re-enters the password (recognized login) and proceeds. */
export const registeredStepsUp = { input: 'default', description: 'A REGISTERED shopper steps up and proceeds', events: [c.accountAsRegistered, o.success], expectedFinalState: 'allowed' };
/** An AUTHORIZED shopper goes straight in. */
export const authorizedProceeds = { input: 'default', description: 'An AUTHORIZED shopper goes straight in', events: [c.accountAsAuthorized], expectedFinalState: 'allowed' };
/** Order details as a guest: the downgrade login; continuing as a guest redirects to the downgrade path. */
export const orderDetailsDowngrade = {
  input: 'default',
  description: 'Order details as a guest: downgrade login, continue as guest, redirect with downgradeRedirectPath',
  events: [c.orderAsGuest, o.downgradeSuccess],
  expectedFinalState: 'redirected',
};
/** Order details with customerZipCode: no check. */
export const orderDetailsWithZip = { input: 'default', description: 'Order details with customerZipCode: no check', events: [c.orderWithZip], expectedFinalState: 'allowed' };
/** Checkout needs a registered user: a guest gets the login, closes it, stays. */
export const checkoutNeedsRegistered = { input: 'default', description: 'Checkout needs a registered user', events: [c.checkoutAsGuest, o.dismissed], expectedFinalState: 'cancelled' };
/** A call-centre agent checks out for a customer. */
export const agentChecksOut = { input: 'default', description: 'A call-centre agent checks out', events: [c.checkoutAsAgent], expectedFinalState: 'allowed' };
/** In the webview the guard hands over to the app's login page. */
export const webviewHandOver = { input: 'default', description: 'In the webview: the login page with a return URL', events: [c.accountInWebview], expectedFinalState: 'webviewLogin' };
/** A second navigation while the login is open supersedes the first. */
export const supersededNavigation = { input: 'default', description: 'A new navigation supersedes the one waiting for login', events: [c.accountAsGuest, c.home], expectedFinalState: 'allowed' };

/** The access guard as QA and the model-based tests see it. */
export const accessGuardModel: MachineModel = {
  name: 'access-guard',
  description: 'Access guard: proceed, login, recognized login, downgrade login, webview, cancel (shell §4, §6)',
  machine: accessGuardMachine,
  inputs: { default: null },
  userEvents: Object.values(guardChecks),
  actorAnswers: { openLogin: Object.values(loginOutcomes) },
  project: (snapshot: AnyMachineSnapshot) => ({ result: (snapshot.context as AccessGuardContext).result as Json }),
  sequences: {
    guestSignsInToAccount,
    guestClosesLogin,
    registeredStepsUp,
    authorizedProceeds,
    orderDetailsDowngrade,
    orderDetailsWithZip,
    checkoutNeedsRegistered,
    agentChecksOut,
    webviewHandOver,
    supersededNavigation,
  },
};

/** The access guard's generated paths: shortest (every state and transition) or simple. */
export function accessGuardPaths(kind: PathKind = 'shortest'): PathSet {
  return generatePaths(accessGuardModel, kind);
}
