import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { queryValue, type RouteQuery } from '../../checkout/machines/checkout-steps.js';
import { isAuthorized } from '../../identity/domain/access-guard.js';
import type { TokenScope } from '../../identity/token-scope.js';
import { domainError, type DomainError } from '../../shared/domain-error.js';
import type { Result } from '../../shared/result.js';
import { failureMessage, type MachineLogEvent } from '../../shell/machines/machine-log.js';
import {
  CLAIM_TYPES,
  checkClaimDetails,
  checkLineChoices,
  type AftercareError,
  type AftercareOrder,
  type ClaimConfirmation,
  type ClaimDetails,
  type ClaimRequest,
  type ClaimType,
  type ReturnLineChoice,
  type ReturnMethod,
  type ReturnMethodId,
} from '../domain/aftercare.js';
import type { ClaimAccess } from '../ports/claims-gateway.port.js';
import { AFTERCARE_QUERY, flowRouteKey, flowRouteOfUrl, flowUrl, type ClaimsStepId, type FlowRoute } from './aftercare-steps.js';
import { AFTERCARE_CONNECTION_LOST } from './returns.machine.js';

/**
 * Claims: type → select → return-methods → details → review → confirmation (shell-and-account.md
 * §2 "Claims steps … Select and review need authorization unless a customerZipCode query value is
 * given", §6; decisions 0190, 0191). URL-driven like returns: `route.entered` in,
 * `claims.navigate` out. The claim type, the order number and the customerZipCode travel in the
 * query of every step after type, so a refresh or a shared link keeps them; the chosen lines,
 * method and details live in the context and are kept through every refusal.
 */

export type ClaimsRoute = FlowRoute<ClaimsStepId>;
type Answer<T> = Result<T, AftercareError>;

/** The machine's input: the session's scope. */
export interface ClaimsMachineInput {
  readonly scope: TokenScope | null;
}

/** What the machine decides for a route. */
export type ClaimsRouteDecision =
  | { readonly kind: 'login-required' }
  | { readonly kind: 'load'; readonly what: 'order' | 'methods' | 'claim' }
  | { readonly kind: 'show' | 'redirect'; readonly step: ClaimsStepId; readonly url: string };

/** What {@link decideClaimsRoute} looks at. */
export interface ClaimsHeld {
  readonly scope: TokenScope | null;
  readonly order: AftercareOrder | null;
  readonly choices: readonly ReturnLineChoice[];
  readonly methodsFor: string | null;
  readonly methodId: ReturnMethodId | null;
  readonly details: ClaimDetails | null;
  readonly confirmation: ClaimConfirmation | null;
}

/** The claim type, order number and zip a claims URL carries (null when absent or, for the type, unknown). */
export function claimQueryOf(query: RouteQuery): { readonly claimType: ClaimType | null; readonly orderNumber: string | null; readonly customerZipCode: string | null } {
  const type = queryValue(query, AFTERCARE_QUERY.claimType);
  return {
    claimType: (CLAIM_TYPES as readonly string[]).includes(type ?? '') ? (type as ClaimType) : null,
    orderNumber: queryValue(query, AFTERCARE_QUERY.orderNumber),
    customerZipCode: queryValue(query, AFTERCARE_QUERY.customerZipCode),
  };
}

/** The URL of a claims step carrying the claim type, order number and zip. */
export function claimsUrl(step: ClaimsStepId, carried: ReturnType<typeof claimQueryOf>): string {
  return flowUrl('claims', step, { [AFTERCARE_QUERY.claimType]: carried.claimType, [AFTERCARE_QUERY.orderNumber]: carried.orderNumber, [AFTERCARE_QUERY.customerZipCode]: carried.customerZipCode });
}

/**
 * The decision for a claims URL (decision 0191): type always shows (keeping the query, so a link
 * with customerZipCode and orderNumber carries them on); later steps need a known claimType (else
 * type); select and review need AUTHORIZED unless the query has customerZipCode; select loads the
 * URL's order when it names one; return-methods needs chosen lines of that order (else select) and
 * loads the methods; details needs a method (else return-methods); review needs the details (else
 * details); the confirmation needs claimNumber (else type) and loads the claim after a refresh.
 */
export function decideClaimsRoute(route: ClaimsRoute, held: ClaimsHeld): ClaimsRouteDecision {
  const carried = claimQueryOf(route.query);
  const show = (step: ClaimsStepId) => ({ kind: 'show' as const, step, url: claimsUrl(step, carried) });
  const redirect = (step: ClaimsStepId) => ({ kind: 'redirect' as const, step, url: claimsUrl(step, carried) });
  const mayAct = isAuthorized(held.scope) || carried.customerZipCode !== null;
  if (route.step === 'type') return show('type');
  if (route.step === 'confirmation') {
    const claimNumber = queryValue(route.query, AFTERCARE_QUERY.claimNumber);
    if (claimNumber === null) return redirect('type');
    if (held.confirmation?.claimNumber !== claimNumber) return { kind: 'load', what: 'claim' };
    return { kind: 'show', step: 'confirmation', url: flowUrl('claims', 'confirmation', { [AFTERCARE_QUERY.claimNumber]: claimNumber, [AFTERCARE_QUERY.customerZipCode]: carried.customerZipCode }) };
  }
  if (carried.claimType === null) return redirect('type');
  if (route.step === 'select' && !mayAct) return { kind: 'login-required' };
  const orderHeld = carried.orderNumber !== null && held.order?.orderNumber === carried.orderNumber;
  if (route.step === 'select') return carried.orderNumber === null || orderHeld ? show('select') : { kind: 'load', what: 'order' };
  if (!orderHeld || held.choices.length === 0) return redirect('select');
  if (held.methodsFor !== carried.orderNumber) return { kind: 'load', what: 'methods' };
  if (route.step === 'return-methods') return show('return-methods');
  if (held.methodId === null) return redirect('return-methods');
  if (route.step === 'details') return show('details');
  if (held.details === null) return redirect('details');
  return mayAct ? show('review') : { kind: 'login-required' };
}

export interface ClaimsNavigateEvent {
  readonly type: 'claims.navigate';
  readonly url: string;
  readonly replace: boolean;
}
export type ClaimsEmitted = ClaimsNavigateEvent | MachineLogEvent;

/**
 * What the router, the session and the customer send: `route.entered`, `session.signedIn`,
 * `type.choose`, `order.find` (the order number and, for a guest, the zip), `select.submit` (lines
 * and units), `method.choose`, `details.submit`, `claim.submit`, `claims.retry`.
 */
export type ClaimsEvent =
  | { readonly type: 'route.entered'; readonly step: ClaimsStepId; readonly query: RouteQuery }
  | { readonly type: 'session.signedIn'; readonly scope: TokenScope }
  | { readonly type: 'type.choose'; readonly claimType: ClaimType }
  | { readonly type: 'order.find'; readonly orderNumber: string; readonly customerZipCode: string | null }
  | { readonly type: 'select.submit'; readonly lines: readonly Omit<ReturnLineChoice, 'reason'>[] }
  | { readonly type: 'method.choose'; readonly methodId: ReturnMethodId }
  | { readonly type: 'details.submit'; readonly details: ClaimDetails }
  | { readonly type: 'claim.submit' }
  | { readonly type: 'claims.retry' };

/** The claims machine's memory. */
export interface ClaimsMachineContext {
  readonly scope: TokenScope | null;
  readonly route: ClaimsRoute | null;
  readonly step: ClaimsStepId | null;
  readonly decision: ClaimsRouteDecision | null;
  readonly order: AftercareOrder | null;
  readonly choices: readonly ReturnLineChoice[];
  readonly methods: readonly ReturnMethod[] | null;
  readonly methodsFor: string | null;
  readonly methodId: ReturnMethodId | null;
  /** The details last submitted (kept when refused). */
  readonly details: ClaimDetails | null;
  readonly draftDetails: ClaimDetails | null;
  readonly confirmation: ClaimConfirmation | null;
  readonly error: DomainError | null;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`The ${name} actor is not provided: machine.provide({ actors: { ${name} } })`));
const outputOf = <T>(event: { type: string }) => (event as unknown as { output: Answer<T> }).output;
const valueOf = <T>(event: { type: string }) => (outputOf<T>(event) as { ok: true; value: T }).value;
const refusalOf = (event: { type: string }) => (outputOf<unknown>(event) as { ok: false; error: AftercareError }).error;
const eventAs = <T extends ClaimsEvent['type']>(event: { type: string }) => event as Extract<ClaimsEvent, { type: T }>;
const connectionLost = (event: { type: string }) => domainError(AFTERCARE_CONNECTION_LOST, failureMessage((event as unknown as { error: unknown }).error));
const routeKey = (route: ClaimsRoute) => flowRouteKey('claims', route);
const accessOf = (context: ClaimsMachineContext): ClaimAccess => {
  const carried = claimQueryOf(context.route!.query);
  return { orderNumber: carried.orderNumber!, customerZipCode: carried.customerZipCode };
};
const withReason = (lines: readonly Omit<ReturnLineChoice, 'reason'>[]): ReturnLineChoice[] => lines.map((line) => ({ lineId: line.lineId, quantity: line.quantity, reason: null }));

/** The claims machine; its actors are stubs until provided (claimsActors). */
export const claimsMachine = setup({
  types: {
    input: {} as ClaimsMachineInput,
    context: {} as ClaimsMachineContext,
    events: {} as ClaimsEvent,
    emitted: {} as ClaimsEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /** ClaimsGateway.getClaimableOrder(access). */
    getClaimableOrder: fromPromise<Answer<AftercareOrder>, ClaimAccess>(notProvided('getClaimableOrder')),
    /** ClaimsGateway.getClaimMethods(access). */
    getClaimMethods: fromPromise<Answer<readonly ReturnMethod[]>, ClaimAccess>(notProvided('getClaimMethods')),
    /** ClaimsGateway.createClaim(request). */
    createClaim: fromPromise<Answer<ClaimConfirmation>, ClaimRequest>(notProvided('createClaim')),
    /** ClaimsGateway.getClaim(claimNumber, customerZipCode). */
    getClaim: fromPromise<Answer<ClaimConfirmation>, { claimNumber: string; customerZipCode: string | null }>(notProvided('getClaim')),
  },
  guards: {
    isHeldUrl: ({ context, event }) => context.route !== null && routeKey(eventAs<'route.entered'>(event)) === routeKey(context.route),
    decided: ({ context }) => context.decision!.kind === 'login-required',
    loads: ({ context }, params: { what: 'order' | 'methods' | 'claim' }) => {
      const decision = context.decision!;
      return decision.kind === 'load' && decision.what === params.what;
    },
    landsOn: ({ context }, params: { step: ClaimsStepId }) => (context.decision as { step: ClaimsStepId }).step === params.step,
    authorizedNow: ({ event }) => isAuthorized(eventAs<'session.signedIn'>(event).scope),
    succeeded: ({ event }) => outputOf(event).ok,
    signInRequired: ({ event }) => !outputOf(event).ok && refusalOf(event).code === 'AFTERCARE.SIGN_IN_REQUIRED',
    choicesAccepted: ({ context, event }) => context.order !== null && checkLineChoices(context.order!, withReason(eventAs<'select.submit'>(event).lines), false).ok,
    /** The select step shows an order's lines (not only the order-number form). */
    orderHeld: ({ context }) => context.order !== null,
    offeredMethod: ({ context, event }) => context.methods!.some((method) => method.id === eventAs<'method.choose'>(event).methodId),
    detailsAccepted: ({ event }) => checkClaimDetails(eventAs<'details.submit'>(event).details).ok,
  },
  actions: {
    noteHeldUrl: emit(({ context }) => ({ type: 'log' as const, level: 'debug' as const, message: 'Claims URL already held', context: { url: routeKey(context.route!) } })),
    keepRoute: assign(({ event }) => {
      const { step, query } = eventAs<'route.entered'>(event);
      return { route: { step, query }, error: null };
    }),
    decide: assign(({ context }) => ({
      decision: decideClaimsRoute(context.route!, {
        scope: context.scope,
        order: context.order,
        choices: context.choices,
        methodsFor: context.methodsFor,
        methodId: context.methodId,
        details: context.details,
        confirmation: context.confirmation,
      }),
    })),
    follow: enqueueActions(({ context, enqueue }) => {
      const decision = context.decision as Extract<ClaimsRouteDecision, { kind: 'show' | 'redirect' }>;
      const changed = routeKey(context.route!) !== decision.url;
      enqueue.assign({ route: flowRouteOfUrl<ClaimsStepId>('claims', decision.url), step: decision.step });
      if (changed) enqueue.emit({ type: 'claims.navigate', url: decision.url, replace: true });
    }),
    /** Pushes the URL of `params.step` with what the current URL carries (a chosen type or a found order changes it; the UI trims what was typed). */
    advance: enqueueActions(({ context, enqueue, event }, params: { step: ClaimsStepId }) => {
      const carried = claimQueryOf(context.route!.query);
      let next: string;
      if (params.step === 'confirmation') next = flowUrl('claims', 'confirmation', { [AFTERCARE_QUERY.claimNumber]: context.confirmation!.claimNumber, [AFTERCARE_QUERY.customerZipCode]: carried.customerZipCode });
      else if (event.type === 'type.choose') next = claimsUrl(params.step, { ...carried, claimType: event.claimType });
      else if (event.type === 'order.find') next = claimsUrl(params.step, { ...carried, orderNumber: event.orderNumber, customerZipCode: event.customerZipCode ?? carried.customerZipCode });
      else next = claimsUrl(params.step, carried);
      enqueue.assign({ route: flowRouteOfUrl<ClaimsStepId>('claims', next), error: null });
      enqueue.emit({ type: 'claims.navigate', url: next, replace: false });
    }),
    backToSelect: enqueueActions(({ context, enqueue, event }) => {
      const next = claimsUrl('select', { ...claimQueryOf(context.route!.query), orderNumber: null });
      enqueue.assign({ route: flowRouteOfUrl<ClaimsStepId>('claims', next), error: refusalOf(event), order: null });
      enqueue.emit({ type: 'claims.navigate', url: next, replace: true });
    }),
    backToType: enqueueActions(({ enqueue, event }) => {
      enqueue.assign({ route: flowRouteOfUrl<ClaimsStepId>('claims', '/claims'), error: refusalOf(event) });
      enqueue.emit({ type: 'claims.navigate', url: '/claims', replace: true });
    }),
    hide: assign({ step: null }),
    keepScope: assign(({ event }) => ({ scope: eventAs<'session.signedIn'>(event).scope })),
    signedOut: assign(({ event }) => ({ scope: 'GUEST' as const, error: refusalOf(event) })),
    keepOrder: assign(({ event }) => ({ order: valueOf<AftercareOrder>(event), choices: [], methods: null, methodsFor: null, methodId: null })),
    keepMethods: assign(({ context, event }) => ({ methods: valueOf<readonly ReturnMethod[]>(event), methodsFor: context.order!.orderNumber })),
    keepConfirmation: assign(({ event }) => ({ confirmation: valueOf<ClaimConfirmation>(event), error: null })),
    keepRefusal: assign({ error: ({ event }) => refusalOf(event) }),
    keepConnectionLost: assign({ error: ({ event }) => connectionLost(event) }),
    keepChoices: assign(({ event }) => ({ choices: withReason(eventAs<'select.submit'>(event).lines), error: null })),
    refuseChoices: assign(({ context, event }) => {
      const lines = withReason(eventAs<'select.submit'>(event).lines);
      return { choices: lines, error: (checkLineChoices(context.order!, lines, false) as { ok: false; error: DomainError }).error };
    }),
    keepMethod: assign(({ event }) => ({ methodId: eventAs<'method.choose'>(event).methodId, error: null })),
    keepDetails: assign(({ event }) => {
      const details = (checkClaimDetails(eventAs<'details.submit'>(event).details) as { ok: true; value: ClaimDetails }).value;
      return { details, draftDetails: details, error: null };
    }),
    refuseDetails: assign(({ event }) => {
      const draft = eventAs<'details.submit'>(event).details;
      return { draftDetails: draft, error: (checkClaimDetails(draft) as { ok: false; error: DomainError }).error };
    }),
    clearError: assign({ error: null }),
    finish: assign({ order: null, choices: [], methods: null, methodsFor: null, methodId: null, details: null, draftDetails: null }),
  },
}).createMachine({
  id: 'claims',
  context: ({ input }) => ({
    scope: input.scope,
    route: null,
    step: null,
    decision: null,
    order: null,
    choices: [],
    methods: null,
    methodsFor: null,
    methodId: null,
    details: null,
    draftDetails: null,
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
    idle: {},
    routing: {
      always: [
        { guard: 'decided', target: 'loginRequired' },
        { guard: { type: 'loads', params: { what: 'order' } }, target: 'loadingOrder' },
        { guard: { type: 'loads', params: { what: 'methods' } }, target: 'loadingMethods' },
        { guard: { type: 'loads', params: { what: 'claim' } }, target: 'loadingClaim' },
        { guard: { type: 'landsOn', params: { step: 'type' } }, target: 'type', actions: 'follow' },
        { guard: { type: 'landsOn', params: { step: 'select' } }, target: 'select', actions: 'follow' },
        { guard: { type: 'landsOn', params: { step: 'return-methods' } }, target: 'returnMethods', actions: 'follow' },
        { guard: { type: 'landsOn', params: { step: 'details' } }, target: 'details', actions: 'follow' },
        { guard: { type: 'landsOn', params: { step: 'review' } }, target: 'review', actions: 'follow' },
        { target: 'confirmation', actions: 'follow' },
      ],
    },
    /** Select or review without AUTHORIZED and without customerZipCode: sign in, resumed at the same URL. */
    loginRequired: {
      entry: 'hide',
      on: { 'session.signedIn': { guard: 'authorizedNow', target: 'routing', actions: ['keepScope', 'decide'] } },
    },
    loadingOrder: {
      tags: 'busy',
      entry: 'hide',
      invoke: {
        id: 'getClaimableOrder',
        src: 'getClaimableOrder',
        input: ({ context }) => accessOf(context),
        onDone: [
          { guard: 'succeeded', target: 'routing', actions: ['keepOrder', 'decide'] },
          { guard: 'signInRequired', target: 'loginRequired', actions: 'signedOut' },
          { target: 'routing', actions: ['backToSelect', 'decide'] },
        ],
        onError: { target: 'loadFailed', actions: 'keepConnectionLost' },
      },
    },
    loadingMethods: {
      tags: 'busy',
      entry: 'hide',
      invoke: {
        id: 'getClaimMethods',
        src: 'getClaimMethods',
        input: ({ context }) => accessOf(context),
        onDone: [
          { guard: 'succeeded', target: 'routing', actions: ['keepMethods', 'decide'] },
          { guard: 'signInRequired', target: 'loginRequired', actions: 'signedOut' },
          { target: 'loadFailed', actions: 'keepRefusal' },
        ],
        onError: { target: 'loadFailed', actions: 'keepConnectionLost' },
      },
    },
    loadingClaim: {
      tags: 'busy',
      entry: 'hide',
      invoke: {
        id: 'getClaim',
        src: 'getClaim',
        input: ({ context }) => ({ claimNumber: queryValue(context.route!.query, AFTERCARE_QUERY.claimNumber)!, customerZipCode: claimQueryOf(context.route!.query).customerZipCode }),
        onDone: [
          { guard: 'succeeded', target: 'routing', actions: ['keepConfirmation', 'decide'] },
          { guard: 'signInRequired', target: 'loginRequired', actions: 'signedOut' },
          { target: 'routing', actions: ['backToType', 'decide'] },
        ],
        onError: { target: 'loadFailed', actions: 'keepConnectionLost' },
      },
    },
    loadFailed: {
      entry: 'hide',
      on: { 'claims.retry': { target: 'routing', actions: ['clearError', 'decide'] } },
    },
    type: {
      on: { 'type.choose': { target: 'routing', actions: [{ type: 'advance', params: { step: 'select' } }, 'decide'] } },
    },
    select: {
      on: {
        'order.find': { target: 'routing', actions: [{ type: 'advance', params: { step: 'select' } }, 'decide'] },
        'select.submit': [
          { guard: 'choicesAccepted', target: 'routing', actions: ['keepChoices', { type: 'advance', params: { step: 'return-methods' } }, 'decide'] },
          { guard: 'orderHeld', actions: 'refuseChoices' },
        ],
      },
    },
    returnMethods: {
      on: { 'method.choose': { guard: 'offeredMethod', target: 'routing', actions: ['keepMethod', { type: 'advance', params: { step: 'details' } }, 'decide'] } },
    },
    details: {
      on: {
        'details.submit': [
          { guard: 'detailsAccepted', target: 'routing', actions: ['keepDetails', { type: 'advance', params: { step: 'review' } }, 'decide'] },
          { actions: 'refuseDetails' },
        ],
      },
    },
    review: {
      initial: 'ready',
      states: {
        ready: { on: { 'claim.submit': 'submitting' } },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'createClaim',
            src: 'createClaim',
            input: ({ context }) => {
              const carried = claimQueryOf(context.route!.query);
              return {
                orderNumber: context.order!.orderNumber,
                customerZipCode: carried.customerZipCode,
                claimType: carried.claimType!,
                lines: context.choices.map((line) => ({ lineId: line.lineId, quantity: line.quantity })),
                methodId: context.methodId!,
                details: context.details!,
              };
            },
            onDone: [
              { guard: 'succeeded', target: '#claims.routing', actions: ['keepConfirmation', { type: 'advance', params: { step: 'confirmation' } }, 'finish', 'decide'] },
              { guard: 'signInRequired', target: '#claims.loginRequired', actions: 'signedOut' },
              { target: 'failed', actions: 'keepRefusal' },
            ],
            onError: { target: 'failed', actions: 'keepConnectionLost' },
          },
        },
        failed: { on: { 'claim.submit': { target: 'submitting', actions: 'clearError' } } },
      },
    },
    confirmation: {},
  },
});
