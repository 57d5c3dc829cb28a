import { enqueueActions, setup } from 'xstate';
import { decideEmailCapture, isQueryOnlyChange, nextPageVisitCount, type EmailCaptureDecision } from '../domain/email-capture.js';

/**
 * The email-capture modal over route changes (shell-and-account.md §4 "Email-capture modal";
 * decisions 0026, 0065). Each `route.changed` counts the visit (a query-only change is not a
 * visit), runs {@link decideEmailCapture}, and goes to `showing` (launch), `bypassed` (past the
 * trigger), `optedIn` (utm_source marketing), `counting` (below the trigger) or `skipped`. Cookies
 * are written by the composition root from the emitted `cookie.set` events; the modal is launched
 * on the modal stack from the emitted `emailCapture.launch`.
 */

/** The cookies the machine reads at start and writes, by role (names and lifetimes are the adapter's). */
export type EmailCaptureCookie = 'optIn' | 'bypass' | 'pageVisits';

/** What the machine starts from: the configuration and the cookies' current values. */
export interface EmailCaptureMachineInput {
  /** The visit on which the modal launches. */
  readonly trigger: number;
  /** The internal flag that disables the modal. */
  readonly disabledByFlag: boolean;
  /** The modal is configured for desktop only. */
  readonly desktopOnly: boolean;
  /** Route prefixes where triggers are skipped ('/checkout', '/account'). */
  readonly excludedRoutePrefixes: readonly string[];
  /** Current cookie values, undefined when absent. */
  readonly cookies: { readonly optIn?: string; readonly bypass?: string; readonly pageVisits?: string };
}

/** The machine's memory: its configuration, the cookie values it keeps in step, and the last decision. */
export interface EmailCaptureContext {
  readonly trigger: number;
  readonly disabledByFlag: boolean;
  readonly desktopOnly: boolean;
  readonly excludedRoutePrefixes: readonly string[];
  readonly optInCookie: string | undefined;
  readonly bypassCookie: string | undefined;
  readonly visitCount: number;
  readonly previousPath: string | null;
  readonly decision: EmailCaptureDecision | null;
}

/**
 * `route.changed`: a navigation finished (path with its query, who is navigating, what the route
 * and viewport say). `emailCapture.closed`: the launched modal was closed.
 */
export type EmailCaptureEvent =
  | {
      readonly type: 'route.changed';
      readonly path: string;
      readonly loggedIn: boolean;
      readonly routeDisables: boolean;
      /** The viewport is at or above the desktop breakpoint (1025 px). */
      readonly isDesktop: boolean;
      readonly utmSource: string | null;
    }
  | { readonly type: 'emailCapture.closed' };

/** What the machine asks of the composition root. */
export type EmailCaptureEmitted =
  | { readonly type: 'cookie.set'; readonly cookie: EmailCaptureCookie; readonly value: string }
  /** Launch the email sign-up modal ('email-sign-up-modal') on the modal stack. */
  | { readonly type: 'emailCapture.launch' };

type RouteChanged = Extract<EmailCaptureEvent, { type: 'route.changed' }>;

/** What a route change does: the visit count after it and the decision. */
export function evaluateRouteChange(context: EmailCaptureContext, event: RouteChanged): { visitCount: number; decision: EmailCaptureDecision } {
  const visitCount = nextPageVisitCount(String(context.visitCount), isQueryOnlyChange(context.previousPath, event.path));
  const decision = decideEmailCapture({
    loggedIn: event.loggedIn,
    disabledByFlag: context.disabledByFlag,
    routeDisables: event.routeDisables,
    optInCookie: context.optInCookie,
    bypassCookie: context.bypassCookie,
    visitCount,
    trigger: context.trigger,
    path: event.path,
    previousPath: context.previousPath,
    excludedRoutePrefixes: context.excludedRoutePrefixes,
    desktopOnly: context.desktopOnly,
    isDesktop: event.isDesktop,
    utmSource: event.utmSource,
  });
  return { visitCount, decision };
}

/** Where a decision leads: launch, bypass (cookie set), opt-in (utm cookie set), wait (below the trigger), skip. */
export type EmailCaptureOutcome = 'launch' | 'bypass' | 'opt-in' | 'wait' | 'skip';

/** The outcome of a decision ({@link EmailCaptureOutcome}). */
export function emailCaptureOutcome(decision: EmailCaptureDecision): EmailCaptureOutcome {
  if (decision.launch) return 'launch';
  if (decision.setBypassCookie) return 'bypass';
  if (decision.setOptInCookie) return 'opt-in';
  return decision.reason === 'below-trigger' ? 'wait' : 'skip';
}

/** The email-capture machine (no actors). */
export const emailCaptureMachine = setup({
  types: {
    input: {} as EmailCaptureMachineInput,
    context: {} as EmailCaptureContext,
    events: {} as EmailCaptureEvent,
    emitted: {} as EmailCaptureEmitted,
  },
  guards: {
    /** The route change leads to `params.outcome` ({@link evaluateRouteChange}, {@link emailCaptureOutcome}). */
    leadsTo: ({ context, event }, params: { outcome: EmailCaptureOutcome }) => emailCaptureOutcome(evaluateRouteChange(context, event as RouteChanged).decision) === params.outcome,
  },
  actions: {
    /** Counts the visit, keeps the decision, and emits the cookies to write and the launch. */
    record: enqueueActions(({ context, event, enqueue }) => {
      const route = event as RouteChanged;
      const { visitCount, decision } = evaluateRouteChange(context, route);
      enqueue.assign({
        visitCount,
        previousPath: route.path,
        decision,
        optInCookie: decision.setOptInCookie ? 'true' : context.optInCookie,
        bypassCookie: decision.setBypassCookie ? 'true' : context.bypassCookie,
      });
      if (visitCount !== context.visitCount) enqueue.emit({ type: 'cookie.set', cookie: 'pageVisits', value: String(visitCount) });
      if (decision.setOptInCookie) enqueue.emit({ type: 'cookie.set', cookie: 'optIn', value: 'true' });
      if (decision.setBypassCookie) enqueue.emit({ type: 'cookie.set', cookie: 'bypass', value: 'true' });
      if (decision.launch) enqueue.emit({ type: 'emailCapture.launch' });
    }),
  },
}).createMachine({
  id: 'emailCapture',
  /** The configuration and the cookie values of the input. */
  context: ({ input }) => ({
    trigger: input.trigger,
    disabledByFlag: input.disabledByFlag,
    desktopOnly: input.desktopOnly,
    excludedRoutePrefixes: input.excludedRoutePrefixes,
    optInCookie: input.cookies.optIn,
    bypassCookie: input.cookies.bypass,
    // The cookie's count as it is (the 'query-only' flag of nextPageVisitCount keeps it).
    visitCount: nextPageVisitCount(input.cookies.pageVisits, true),
    previousPath: null,
    decision: null,
  }),
  initial: 'idle',
  on: {
    'route.changed': [
      { guard: { type: 'leadsTo', params: { outcome: 'launch' } }, target: '.showing', actions: 'record' },
      { guard: { type: 'leadsTo', params: { outcome: 'bypass' } }, target: '.bypassed', actions: 'record' },
      { guard: { type: 'leadsTo', params: { outcome: 'opt-in' } }, target: '.optedIn', actions: 'record' },
      { guard: { type: 'leadsTo', params: { outcome: 'wait' } }, target: '.counting', actions: 'record' },
      { target: '.skipped', actions: 'record' },
    ],
  },
  states: {
    idle: {},
    counting: {},
    showing: { on: { 'emailCapture.closed': 'dismissed' } },
    dismissed: {},
    bypassed: {},
    optedIn: {},
    skipped: {},
  },
});
