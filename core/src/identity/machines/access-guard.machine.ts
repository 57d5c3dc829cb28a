import { assign, emit, fromPromise, setup } from 'xstate';
import { failureMessage, type MachineLogEvent } from '../../shell/machines/machine-log.js';
import { decideAfterLogin, decideRouteAccess, type GuardDecision, type GuardedRoute, type LoginOutcome } from '../domain/access-guard.js';
import type { TokenScope } from '../token-scope.js';

/**
 * The access guard (shell-and-account.md §4 "Access guard", §6; decisions 0032, 0063). Each
 * navigation is a `guard.check`; {@link decideRouteAccess} decides: proceed, hand over to the
 * webview's login, open the login modal (recognized for a REGISTERED shopper on an authorization
 * route), or open the downgrade login for routes with a downgrade path. The login is the `openLogin`
 * actor; {@link decideAfterLogin} turns its outcome into proceed, a redirect to the downgrade path
 * with `{ downgradeRedirectPath: true }`, or a cancelled navigation. A new `guard.check` supersedes
 * the one in progress (its login is stopped). Every decision is also emitted as `guard.result`.
 */

/** One navigation to check: where to, what the route requires, and who is navigating. */
export interface GuardCheck {
  /** The target URL path with its query ('/order/123?customerZipCode=19103'). */
  readonly to: string;
  readonly route: GuardedRoute;
  readonly scope: TokenScope | null;
  /** The target's query (customerZipCode is read). */
  readonly query: Readonly<Record<string, string | undefined>>;
  readonly webview: boolean;
}

/** What the `openLogin` actor is asked: open the login modal for this navigation. */
export interface OpenLoginInput {
  readonly to: string;
  /** 'sign-in' or 'recognized' for a login; 'sign-in' with a downgradePath for a downgrade login. */
  readonly initialState: 'sign-in' | 'recognized';
  readonly requiredScope: 'AUTHORIZED' | 'REGISTERED';
  /** Set for a downgrade login: the login modal offers "continue as guest" (see LoginModalInput). */
  readonly downgradePath: string | null;
}

/** What the navigation does, as the router reads it from context or from the `guard.result` event. */
export type GuardResult =
  | { readonly kind: 'proceed' }
  | { readonly kind: 'redirect'; readonly path: string; readonly state: { readonly downgradeRedirectPath: true } }
  | { readonly kind: 'cancel' }
  /** Navigate to /login in the webview with a return URL instead (decision 0032). */
  | { readonly kind: 'webview-login'; readonly requiredScope: 'AUTHORIZED' | 'REGISTERED'; readonly returnTo: string };

/** Emitted once per checked navigation. */
export interface GuardResultEvent {
  readonly type: 'guard.result';
  readonly to: string;
  readonly result: GuardResult;
}

/** The guard's memory: the navigation being checked, the decision, the result. */
export interface AccessGuardContext {
  readonly check: GuardCheck | null;
  readonly decision: GuardDecision | null;
  readonly result: GuardResult | null;
}

/** `guard.check`: a navigation starts (the router sends it before entering the route). */
export type AccessGuardEvent = { readonly type: 'guard.check' } & GuardCheck;

const notProvided = (name: string) => () => Promise.reject(new Error(`The ${name} actor is not provided: machine.provide({ actors: { ${name} } })`));
const outcomeOf = (event: { type: string }) => (event as unknown as { output: LoginOutcome }).output;
const checkOf = (event: AccessGuardEvent): GuardCheck => ({ to: event.to, route: event.route, scope: event.scope, query: event.query, webview: event.webview });

/** The access guard machine; the `openLogin` actor is a stub until provided. */
export const accessGuardMachine = setup({
  types: {
    context: {} as AccessGuardContext,
    events: {} as AccessGuardEvent,
    emitted: {} as GuardResultEvent | MachineLogEvent,
  },
  actors: {
    /** Opens the login modal (on the modal stack) and resolves with how it ended. */
    openLogin: fromPromise<LoginOutcome, OpenLoginInput>(notProvided('openLogin')),
  },
  guards: {
    /** {@link decideRouteAccess} answered `params.kind`. */
    decided: ({ context }, params: { kind: GuardDecision['kind'] }) => context.decision!.kind === params.kind,
    /** {@link decideAfterLogin} answers `params.kind` for the login's outcome and the decision's downgrade path. */
    afterLogin: ({ context, event }, params: { kind: 'proceed' | 'redirect' }) => {
      const downgradePath = context.decision!.kind === 'downgrade-login' ? context.decision!.downgradePath : null;
      return decideAfterLogin(outcomeOf(event), downgradePath).kind === params.kind;
    },
  },
  actions: {
    decide: assign(({ event }) => {
      const check = checkOf(event as AccessGuardEvent);
      return { check, decision: decideRouteAccess(check.route, check), result: null };
    }),
    proceed: assign({ result: { kind: 'proceed' } as GuardResult }),
    cancel: assign({ result: { kind: 'cancel' } as GuardResult }),
    redirect: assign(({ context }) => {
      const decision = context.decision as Extract<GuardDecision, { kind: 'downgrade-login' }>;
      return { result: { kind: 'redirect', path: decision.downgradePath, state: { downgradeRedirectPath: true } } as GuardResult };
    }),
    handOverToWebview: assign(({ context }) => {
      const decision = context.decision as Extract<GuardDecision, { kind: 'webview-login' }>;
      return { result: { kind: 'webview-login', requiredScope: decision.requiredScope, returnTo: context.check!.to } as GuardResult };
    }),
    announce: emit(({ context }) => ({ type: 'guard.result' as const, to: context.check!.to, result: context.result! })),
    warnLoginFailed: emit(({ event }) => ({
      type: 'log' as const,
      level: 'warn' as const,
      message: 'The login for a guarded route failed; the navigation is cancelled',
      context: { error: failureMessage((event as unknown as { error: unknown }).error) },
    })),
  },
}).createMachine({
  id: 'accessGuard',
  context: { check: null, decision: null, result: null },
  initial: 'idle',
  on: {
    'guard.check': { target: '.checking', actions: 'decide' },
  },
  states: {
    idle: {},
    checking: {
      always: [
        { guard: { type: 'decided', params: { kind: 'proceed' } }, target: 'allowed', actions: ['proceed', 'announce'] },
        { guard: { type: 'decided', params: { kind: 'webview-login' } }, target: 'webviewLogin', actions: ['handOverToWebview', 'announce'] },
        { guard: { type: 'decided', params: { kind: 'downgrade-login' } }, target: 'awaitingDowngradeLogin' },
        { target: 'awaitingLogin' },
      ],
    },
    awaitingLogin: {
      invoke: {
        id: 'openLogin',
        src: 'openLogin',
        /** The navigation, and the login variant and scope the decision asks for. */
        input: ({ context }) => {
          const decision = context.decision as Extract<GuardDecision, { kind: 'login' }>;
          return { to: context.check!.to, initialState: decision.initialState, requiredScope: decision.requiredScope, downgradePath: null };
        },
        onDone: [
          { guard: { type: 'afterLogin', params: { kind: 'proceed' } }, target: 'allowed', actions: ['proceed', 'announce'] },
          { target: 'cancelled', actions: ['cancel', 'announce'] },
        ],
        onError: { target: 'cancelled', actions: ['warnLoginFailed', 'cancel', 'announce'] },
      },
    },
    awaitingDowngradeLogin: {
      invoke: {
        id: 'openLogin',
        src: 'openLogin',
        /** The navigation and the downgrade path; the scope is the route's requirement. */
        input: ({ context }) => {
          const decision = context.decision as Extract<GuardDecision, { kind: 'downgrade-login' }>;
          const requiredScope = context.check!.route.requiresAuthorization ? ('AUTHORIZED' as const) : ('REGISTERED' as const);
          return { to: context.check!.to, initialState: 'sign-in' as const, requiredScope, downgradePath: decision.downgradePath };
        },
        onDone: [
          { guard: { type: 'afterLogin', params: { kind: 'proceed' } }, target: 'allowed', actions: ['proceed', 'announce'] },
          { guard: { type: 'afterLogin', params: { kind: 'redirect' } }, target: 'redirected', actions: ['redirect', 'announce'] },
          { target: 'cancelled', actions: ['cancel', 'announce'] },
        ],
        onError: { target: 'cancelled', actions: ['warnLoginFailed', 'cancel', 'announce'] },
      },
    },
    allowed: {},
    redirected: {},
    cancelled: {},
    webviewLogin: {},
  },
});
