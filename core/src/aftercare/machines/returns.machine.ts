import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { queryValue } from '../../checkout/machines/checkout-steps.js';
import { isAuthorized } from '../../identity/domain/access-guard.js';
import type { TokenScope } from '../../identity/token-scope.js';
import { domainError, type DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { failureMessage, type MachineLogEvent } from '../../shell/machines/machine-log.js';
import { checkLineChoices, type AftercareError, type AftercareOrder, type ReturnConfirmation, type ReturnLineChoice, type ReturnMethod, type ReturnMethodId, type ReturnRequest } from '../domain/aftercare.js';
import { AFTERCARE_QUERY, flowRouteKey, flowRouteOfUrl, flowUrl, type FlowRoute, type ReturnsStepId } from './aftercare-steps.js';

/**
 * Returns: order → details → return-methods → review → confirmation (shell-and-account.md §2
 * "Returns steps … Guest continue is disabled", §6 authorized routes; decisions 0190, 0191).
 *
 * URL-driven like the checkout (decision 0110): the router sends `route.entered` for every
 * navigation, {@link decideReturnsRoute} decides, the machine loads what the step needs, shows it or
 * redirects; every URL it wants is emitted as `returns.navigate` (push to move on, replace for a
 * redirect). A guest (or a lapsed step-up) waits in `loginRequired`, where the UI shows the order
 * step with its Continue disabled; `session.signedIn` with AUTHORIZED resumes at the same URL.
 * Refusals and lost connections keep the chosen lines, method and order; waiting states have the tag 'busy'.
 */

export type ReturnsRoute = FlowRoute<ReturnsStepId>;
type Answer<T> = Result<T, AftercareError>;

/** The machine's input: the session's scope. */
export interface ReturnsMachineInput {
  readonly scope: TokenScope | null;
}

/** What the machine decides for a route, given what it holds. */
export type ReturnsRouteDecision =
  | { readonly kind: 'login-required' }
  | { readonly kind: 'load'; readonly what: 'orders' | 'order' | 'methods' | 'return' }
  | { readonly kind: 'show'; readonly step: ReturnsStepId; readonly url: string }
  | { readonly kind: 'redirect'; readonly step: ReturnsStepId; readonly url: string };

/** What {@link decideReturnsRoute} looks at. */
export interface ReturnsHeld {
  readonly scope: TokenScope | null;
  readonly ordersLoaded: boolean;
  readonly order: AftercareOrder | null;
  readonly choices: readonly ReturnLineChoice[];
  /** The order number the methods were loaded for. */
  readonly methodsFor: string | null;
  readonly methodId: ReturnMethodId | null;
  readonly confirmation: ReturnConfirmation | null;
}

const url = (step: ReturnsStepId, orderNumber: string | null = null) => flowUrl('returns', step, { [AFTERCARE_QUERY.orderNumber]: orderNumber });

/**
 * The decision for a returns URL (decision 0191): every step needs AUTHORIZED ('login-required');
 * order loads the eligible orders once; details, return-methods and review need the URL's
 * orderNumber (else the order step) and load that order; return-methods needs chosen lines (else
 * details) and loads the methods; review needs a chosen method (else return-methods); the
 * confirmation needs returnNumber (else the order step) and loads the return after a refresh.
 */
export function decideReturnsRoute(route: ReturnsRoute, held: ReturnsHeld): ReturnsRouteDecision {
  if (!isAuthorized(held.scope)) return { kind: 'login-required' };
  const show = (step: ReturnsStepId, orderNumber: string | null = null) => ({ kind: 'show' as const, step, url: url(step, orderNumber) });
  const redirect = (step: ReturnsStepId, orderNumber: string | null = null) => ({ kind: 'redirect' as const, step, url: url(step, orderNumber) });
  if (route.step === 'order') return held.ordersLoaded ? show('order') : { kind: 'load', what: 'orders' };
  if (route.step === 'confirmation') {
    const returnNumber = queryValue(route.query, AFTERCARE_QUERY.returnNumber);
    if (returnNumber === null) return redirect('order');
    if (held.confirmation?.returnNumber !== returnNumber) return { kind: 'load', what: 'return' };
    return { kind: 'show', step: 'confirmation', url: flowUrl('returns', 'confirmation', { [AFTERCARE_QUERY.returnNumber]: returnNumber }) };
  }
  const orderNumber = queryValue(route.query, AFTERCARE_QUERY.orderNumber);
  if (orderNumber === null) return redirect('order');
  if (held.order?.orderNumber !== orderNumber) return { kind: 'load', what: 'order' };
  if (route.step === 'details') return show('details', orderNumber);
  if (held.choices.length === 0) return redirect('details', orderNumber);
  if (held.methodsFor !== orderNumber) return { kind: 'load', what: 'methods' };
  if (route.step === 'return-methods') return show('return-methods', orderNumber);
  if (held.methodId === null) return redirect('return-methods', orderNumber);
  return show('review', orderNumber);
}

/** A URL change the machine asks the router for (relative to the site's context path). */
export interface ReturnsNavigateEvent {
  readonly type: 'returns.navigate';
  readonly url: string;
  readonly replace: boolean;
}
export type ReturnsEmitted = ReturnsNavigateEvent | MachineLogEvent;

/**
 * What the router, the session and the customer send: `route.entered` (every navigation under
 * /returns), `session.signedIn`, `order.choose` (Continue on the order step), `details.submit`
 * (the chosen lines, units and reasons), `method.choose`, `return.submit` (on review) and
 * `returns.retry` (after a failed read).
 */
export type ReturnsEvent =
  | { readonly type: 'route.entered'; readonly step: ReturnsStepId; readonly query: ReturnsRoute['query'] }
  | { readonly type: 'session.signedIn'; readonly scope: TokenScope }
  | { readonly type: 'order.choose'; readonly orderNumber: string }
  | { readonly type: 'details.submit'; readonly lines: readonly ReturnLineChoice[] }
  | { readonly type: 'method.choose'; readonly methodId: ReturnMethodId }
  | { readonly type: 'return.submit' }
  | { readonly type: 'returns.retry' };

/** The returns machine's memory. */
export interface ReturnsMachineContext {
  readonly scope: TokenScope | null;
  readonly route: ReturnsRoute | null;
  /** The step on screen; null while loading or signing in. */
  readonly step: ReturnsStepId | null;
  readonly decision: ReturnsRouteDecision | null;
  /** The customer's orders that can get a return (order step). */
  readonly orders: readonly AftercareOrder[] | null;
  readonly order: AftercareOrder | null;
  /** The lines, units and reasons last submitted (kept when refused). */
  readonly choices: readonly ReturnLineChoice[];
  readonly methods: readonly ReturnMethod[] | null;
  readonly methodsFor: string | null;
  readonly methodId: ReturnMethodId | null;
  readonly confirmation: ReturnConfirmation | null;
  /** The coded problem on screen (AFTERCARE.CONNECTION_LOST for a lost connection). */
  readonly error: DomainError | null;
}

/** The code of a lost connection: the customer's choices are kept, retrying is safe. */
export const AFTERCARE_CONNECTION_LOST = 'AFTERCARE.CONNECTION_LOST';

const notProvided = (name: string) => () => Promise.reject(new Error(`The ${name} actor is not provided: machine.provide({ actors: { ${name} } })`));
const outputOf = <T>(event: { type: string }) => (event as unknown as { output: Answer<T> }).output;
const valueOf = <T>(event: { type: string }) => (outputOf<T>(event) as { ok: true; value: T }).value;
const refusalOf = (event: { type: string }) => (outputOf<unknown>(event) as { ok: false; error: AftercareError }).error;
const eventAs = <T extends ReturnsEvent['type']>(event: { type: string }) => event as Extract<ReturnsEvent, { type: T }>;
const connectionLost = (event: { type: string }) => domainError(AFTERCARE_CONNECTION_LOST, failureMessage((event as unknown as { error: unknown }).error));
const routeKey = (route: ReturnsRoute) => flowRouteKey('returns', route);

/** The returns machine; its actors are stubs until provided (returnsActors). */
export const returnsMachine = setup({
  types: {
    input: {} as ReturnsMachineInput,
    context: {} as ReturnsMachineContext,
    events: {} as ReturnsEvent,
    emitted: {} as ReturnsEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /** ReturnsGateway.listEligibleOrders(). */
    listEligibleOrders: fromPromise<Answer<readonly AftercareOrder[]>, void>(notProvided('listEligibleOrders')),
    /** ReturnsGateway.getEligibleOrder(orderNumber). */
    getEligibleOrder: fromPromise<Answer<AftercareOrder>, { orderNumber: string }>(notProvided('getEligibleOrder')),
    /** ReturnsGateway.getReturnMethods(orderNumber). */
    getReturnMethods: fromPromise<Answer<readonly ReturnMethod[]>, { orderNumber: string }>(notProvided('getReturnMethods')),
    /** ReturnsGateway.createReturn(request). */
    createReturn: fromPromise<Answer<ReturnConfirmation>, ReturnRequest>(notProvided('createReturn')),
    /** ReturnsGateway.getReturn(returnNumber). */
    getReturn: fromPromise<Answer<ReturnConfirmation>, { returnNumber: string }>(notProvided('getReturn')),
  },
  guards: {
    /** The router reports the URL the machine already holds (its echo of `returns.navigate`). */
    isHeldUrl: ({ context, event }) => context.route !== null && routeKey(eventAs<'route.entered'>(event)) === routeKey(context.route),
    decided: ({ context }, params: { kind: 'login-required' | 'load' }) => context.decision!.kind === params.kind,
    loads: ({ context }, params: { what: 'orders' | 'order' | 'methods' | 'return' }) => {
      const decision = context.decision!;
      return decision.kind === 'load' && decision.what === params.what;
    },
    landsOn: ({ context }, params: { step: ReturnsStepId }) => (context.decision as { step: ReturnsStepId }).step === params.step,
    /** A redirect to the order step (a deep link without its order number) before the order list was read. */
    redirectsToUnreadOrders: ({ context }) => context.decision?.kind === 'redirect' && context.decision.step === 'order' && context.orders === null,
    authorizedNow: ({ event }) => isAuthorized(eventAs<'session.signedIn'>(event).scope),
    succeeded: ({ event }) => outputOf(event).ok,
    signInRequired: ({ event }) => !outputOf(event).ok && refusalOf(event).code === 'AFTERCARE.SIGN_IN_REQUIRED',
    choicesAccepted: ({ context, event }) => checkLineChoices(context.order!, eventAs<'details.submit'>(event).lines, true).ok,
    offeredMethod: ({ context, event }) => context.methods!.some((method) => method.id === eventAs<'method.choose'>(event).methodId),
  },
  actions: {
    noteHeldUrl: emit(({ context }) => ({ type: 'log' as const, level: 'debug' as const, message: 'Returns URL already held', context: { url: routeKey(context.route!) } })),
    keepRoute: assign(({ event }) => {
      const { step, query } = eventAs<'route.entered'>(event);
      return { route: { step, query }, error: null };
    }),
    decide: assign(({ context }) => ({
      decision: decideReturnsRoute(context.route!, {
        scope: context.scope,
        ordersLoaded: context.orders !== null,
        order: context.order,
        choices: context.choices,
        methodsFor: context.methodsFor,
        methodId: context.methodId,
        confirmation: context.confirmation,
      }),
    })),
    /** Lands on the decided step; a redirect (or a URL that differs from the canonical one) replaces the URL. */
    follow: enqueueActions(({ context, enqueue }) => {
      const decision = context.decision as Extract<ReturnsRouteDecision, { kind: 'show' | 'redirect' }>;
      const changed = routeKey(context.route!) !== decision.url;
      enqueue.assign({ route: flowRouteOfUrl<ReturnsStepId>('returns', decision.url), step: decision.step });
      if (changed) enqueue.emit({ type: 'returns.navigate', url: decision.url, replace: true });
    }),
    /** Moves on after a step's work succeeded: push the next URL and decide again. */
    advance: enqueueActions(({ context, enqueue }, params: { url: (context: ReturnsMachineContext) => string }) => {
      const next = params.url(context);
      enqueue.assign({ route: flowRouteOfUrl<ReturnsStepId>('returns', next) });
      enqueue.emit({ type: 'returns.navigate', url: next, replace: false });
    }),
    /** Back to the order step with the refusal on screen (an order or return that cannot be read). */
    backToOrderStep: enqueueActions(({ enqueue, event }) => {
      enqueue.assign({ route: flowRouteOfUrl<ReturnsStepId>('returns', url('order')), error: refusalOf(event) });
      enqueue.emit({ type: 'returns.navigate', url: url('order'), replace: true });
    }),
    hide: assign({ step: null }),
    keepScope: assign(({ event }) => ({ scope: eventAs<'session.signedIn'>(event).scope })),
    signedOut: assign(({ event }) => ({ scope: 'GUEST' as const, error: refusalOf(event), orders: null })),
    keepOrders: assign({ orders: ({ event }) => valueOf<readonly AftercareOrder[]>(event) }),
    /** A newly read order: its earlier choices, methods and method no longer apply. */
    keepOrder: assign(({ event }) => ({ order: valueOf<AftercareOrder>(event), choices: [], methods: null, methodsFor: null, methodId: null })),
    keepMethods: assign(({ context, event }) => ({ methods: valueOf<readonly ReturnMethod[]>(event), methodsFor: context.order!.orderNumber })),
    keepConfirmation: assign(({ event }) => ({ confirmation: valueOf<ReturnConfirmation>(event), error: null })),
    keepRefusal: assign({ error: ({ event }) => refusalOf(event) }),
    keepConnectionLost: assign({ error: ({ event }) => connectionLost(event) }),
    keepChoices: assign(({ event }) => ({ choices: eventAs<'details.submit'>(event).lines, error: null })),
    refuseChoices: assign(({ context, event }) => {
      const checked = checkLineChoices(context.order!, eventAs<'details.submit'>(event).lines, true) as { ok: false; error: DomainError };
      return { choices: eventAs<'details.submit'>(event).lines, error: checked.error };
    }),
    keepMethod: assign(({ event }) => ({ methodId: eventAs<'method.choose'>(event).methodId, error: null })),
    clearError: assign({ error: null }),
    /** A created return: the next return starts afresh. */
    finish: assign({ orders: null, order: null, choices: [], methods: null, methodsFor: null, methodId: null }),
  },
}).createMachine({
  id: 'returns',
  context: ({ input }) => ({
    scope: input.scope,
    route: null,
    step: null,
    decision: null,
    orders: null,
    order: null,
    choices: [],
    methods: null,
    methodsFor: null,
    methodId: null,
    confirmation: null,
    error: null,
  }),
  initial: 'idle',
  on: {
    'route.entered': [
      { guard: 'isHeldUrl', actions: 'noteHeldUrl' },
      { target: '.routing', actions: ['keepRoute', 'decide'] },
    ],
  },
  states: {
    /** Waiting for the router's first `route.entered`. */
    idle: {},
    /** Transient: acts on the decision. */
    routing: {
      always: [
        { guard: { type: 'decided', params: { kind: 'login-required' } }, target: 'loginRequired' },
        { guard: { type: 'loads', params: { what: 'orders' } }, target: 'loadingOrders' },
        { guard: { type: 'loads', params: { what: 'order' } }, target: 'loadingOrder' },
        { guard: { type: 'loads', params: { what: 'methods' } }, target: 'loadingMethods' },
        { guard: { type: 'loads', params: { what: 'return' } }, target: 'loadingReturn' },
        { guard: 'redirectsToUnreadOrders', target: 'loadingOrders', actions: 'follow' },
        { guard: { type: 'landsOn', params: { step: 'order' } }, target: 'order', actions: 'follow' },
        { guard: { type: 'landsOn', params: { step: 'details' } }, target: 'details', actions: 'follow' },
        { guard: { type: 'landsOn', params: { step: 'return-methods' } }, target: 'returnMethods', actions: 'follow' },
        { guard: { type: 'landsOn', params: { step: 'review' } }, target: 'review', actions: 'follow' },
        { target: 'confirmation', actions: 'follow' },
      ],
    },
    /** Not AUTHORIZED: the order step with Continue disabled and a sign-in; `session.signedIn` resumes here. */
    loginRequired: {
      entry: 'hide',
      on: { 'session.signedIn': { guard: 'authorizedNow', target: 'routing', actions: ['keepScope', 'decide'] } },
    },
    loadingOrders: {
      tags: 'busy',
      entry: 'hide',
      invoke: {
        id: 'listEligibleOrders',
        src: 'listEligibleOrders',
        onDone: [
          { guard: 'succeeded', target: 'routing', actions: ['keepOrders', 'decide'] },
          { guard: 'signInRequired', target: 'loginRequired', actions: 'signedOut' },
          { target: 'loadFailed', actions: 'keepRefusal' },
        ],
        onError: { target: 'loadFailed', actions: 'keepConnectionLost' },
      },
    },
    /** The URL's order, after a refresh or a link. */
    loadingOrder: {
      tags: 'busy',
      entry: 'hide',
      invoke: {
        id: 'getEligibleOrder',
        src: 'getEligibleOrder',
        input: ({ context }) => ({ orderNumber: queryValue(context.route!.query, AFTERCARE_QUERY.orderNumber)! }),
        onDone: [
          { guard: 'succeeded', target: 'routing', actions: ['keepOrder', 'decide'] },
          { guard: 'signInRequired', target: 'loginRequired', actions: 'signedOut' },
          { target: 'routing', actions: ['backToOrderStep', 'decide'] },
        ],
        onError: { target: 'loadFailed', actions: 'keepConnectionLost' },
      },
    },
    loadingMethods: {
      tags: 'busy',
      entry: 'hide',
      invoke: {
        id: 'getReturnMethods',
        src: 'getReturnMethods',
        input: ({ context }) => ({ orderNumber: context.order!.orderNumber }),
        onDone: [
          { guard: 'succeeded', target: 'routing', actions: ['keepMethods', 'decide'] },
          { guard: 'signInRequired', target: 'loginRequired', actions: 'signedOut' },
          { target: 'loadFailed', actions: 'keepRefusal' },
        ],
        onError: { target: 'loadFailed', actions: 'keepConnectionLost' },
      },
    },
    /** The confirmation after a refresh. */
    loadingReturn: {
      tags: 'busy',
      entry: 'hide',
      invoke: {
        id: 'getReturn',
        src: 'getReturn',
        input: ({ context }) => ({ returnNumber: queryValue(context.route!.query, AFTERCARE_QUERY.returnNumber)! }),
        onDone: [
          { guard: 'succeeded', target: 'routing', actions: ['keepConfirmation', 'decide'] },
          { guard: 'signInRequired', target: 'loginRequired', actions: 'signedOut' },
          { target: 'routing', actions: ['backToOrderStep', 'decide'] },
        ],
        onError: { target: 'loadFailed', actions: 'keepConnectionLost' },
      },
    },
    /** A read failed (refusal or lost connection): `returns.retry` decides again. */
    loadFailed: {
      entry: 'hide',
      on: { 'returns.retry': { target: 'routing', actions: ['clearError', 'decide'] } },
    },
    order: {
      initial: 'choosing',
      states: {
        choosing: {
          on: { 'order.choose': { target: 'loading', actions: 'clearError' } },
        },
        loading: {
          tags: 'busy',
          invoke: {
            id: 'chooseOrder',
            src: 'getEligibleOrder',
            input: ({ event }) => ({ orderNumber: eventAs<'order.choose'>(event).orderNumber }),
            onDone: [
              { guard: 'succeeded', target: '#returns.routing', actions: ['keepOrder', { type: 'advance', params: { url: (c: ReturnsMachineContext) => url('details', c.order!.orderNumber) } }, 'decide'] },
              { guard: 'signInRequired', target: '#returns.loginRequired', actions: 'signedOut' },
              { target: 'choosing', actions: 'keepRefusal' },
            ],
            onError: { target: 'choosing', actions: 'keepConnectionLost' },
          },
        },
      },
    },
    details: {
      on: {
        'details.submit': [
          { guard: 'choicesAccepted', target: 'routing', actions: ['keepChoices', { type: 'advance', params: { url: (c: ReturnsMachineContext) => url('return-methods', c.order!.orderNumber) } }, 'decide'] },
          { actions: 'refuseChoices' },
        ],
      },
    },
    returnMethods: {
      on: {
        'method.choose': { guard: 'offeredMethod', target: 'routing', actions: ['keepMethod', { type: 'advance', params: { url: (c: ReturnsMachineContext) => url('review', c.order!.orderNumber) } }, 'decide'] },
      },
    },
    review: {
      initial: 'ready',
      states: {
        ready: { on: { 'return.submit': 'submitting' } },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'createReturn',
            src: 'createReturn',
            input: ({ context }) => ({ orderNumber: context.order!.orderNumber, lines: context.choices, methodId: context.methodId! }),
            onDone: [
              {
                guard: 'succeeded',
                target: '#returns.routing',
                actions: ['keepConfirmation', 'finish', { type: 'advance', params: { url: (c: ReturnsMachineContext) => flowUrl('returns', 'confirmation', { [AFTERCARE_QUERY.returnNumber]: c.confirmation!.returnNumber }) } }, 'decide'],
              },
              { guard: 'signInRequired', target: '#returns.loginRequired', actions: 'signedOut' },
              { target: 'failed', actions: 'keepRefusal' },
            ],
            onError: { target: 'failed', actions: 'keepConnectionLost' },
          },
        },
        /** Refused or no answer: everything chosen is kept; submitting again is safe (nothing was created). */
        failed: { on: { 'return.submit': { target: 'submitting', actions: 'clearError' } } },
      },
    },
    confirmation: {},
  },
});
