import type { AnyMachineSnapshot } from 'xstate';
import type { Json, MachineModel, PathEvent } from '../../testing/model-based/machine-model.js';
import { generatePaths, type PathKind, type PathSet } from '../../testing/model-based/path-generation.js';
import { emailCaptureMachine, type EmailCaptureContext } from './email-capture.machine.js';

/** Named event sequences and generated paths of the email-capture machine (decision 0061). */

const TRIGGER = 2;
const config = { trigger: TRIGGER, disabledByFlag: false, desktopOnly: false, excludedRoutePrefixes: ['/checkout', '/account'] };

/** Where paths start: a first visit, and a few cookie and configuration variants. */
export const emailCaptureInputs = {
  'first-visit': { ...config, cookies: {} },
  'desktop-only': { ...config, desktopOnly: true, cookies: {} },
  'already-opted-in': { ...config, cookies: { optIn: 'true' } },
  'disabled-by-flag': { ...config, disabledByFlag: true, cookies: {} },
  'returning-past-trigger': { ...config, cookies: { pageVisits: '7' } },
} satisfies Record<string, Json>;

const visit = (path: string, patch: { loggedIn?: boolean; routeDisables?: boolean; isDesktop?: boolean; utmSource?: string | null } = {}): PathEvent => ({
  type: 'route.changed',
  path,
  loggedIn: patch.loggedIn ?? false,
  routeDisables: patch.routeDisables ?? false,
  isDesktop: patch.isDesktop ?? true,
  utmSource: patch.utmSource ?? null,
});

/** The route changes QA sends. */
export const routeChanges = {
  home: visit('/'),
  product: visit('/shop/linen-dress'),
  productColour: visit('/shop/linen-dress?color=blue'),
  checkout: visit('/checkout/payment'),
  homeLoggedIn: visit('/', { loggedIn: true }),
  fromMarketing: visit('/?utm_source=marketing', { utmSource: 'marketing' }),
  helpDisablesCapture: visit('/help/returns', { routeDisables: true }),
  homeOnPhone: visit('/', { isDesktop: false }),
} satisfies Record<string, PathEvent>;

const r = routeChanges;
const closed: PathEvent = { type: 'emailCapture.closed' };

/** The second page visit launches the modal (trigger 2); the shopper closes it. */
export const launchAtTrigger = { input: 'first-visit', description: 'The trigger visit launches the modal', events: [r.home, r.product, closed], expectedFinalState: 'dismissed' };
/** Past the trigger the bypass cookie is set. */
export const pastTrigger = { input: 'returning-past-trigger', description: 'Past the trigger: the bypass cookie', events: [r.home], expectedFinalState: 'bypassed' };
/** A query-only change is not a visit. */
export const queryOnlyChange = { input: 'first-visit', description: 'A query-only change is not a visit', events: [r.product, r.productColour], expectedFinalState: 'skipped' };
/** Excluded route prefixes skip the trigger. */
export const excludedRoute = { input: 'first-visit', description: 'Checkout is an excluded prefix', events: [r.home, r.checkout], expectedFinalState: 'skipped' };
/** Logged-in shoppers never see it. */
export const loggedIn = { input: 'first-visit', description: 'Logged in: skipped', events: [r.homeLoggedIn, r.homeLoggedIn], expectedFinalState: 'skipped' };
/** utm_source=marketing sets the opt-in cookie. */
export const fromMarketing = { input: 'first-visit', description: 'utm_source marketing sets the opt-in cookie', events: [r.fromMarketing, r.product], expectedFinalState: 'skipped' };
/** A route that disables capture. */
export const routeDisables = { input: 'first-visit', description: 'A route that disables it', events: [r.home, r.helpDisablesCapture], expectedFinalState: 'skipped' };
/** Desktop only: the phone visit at the trigger is skipped. */
export const desktopOnlyOnPhone = { input: 'desktop-only', description: 'Desktop only: skipped on a phone', events: [r.home, r.homeOnPhone], expectedFinalState: 'skipped' };
/** The internal flag disables it. */
export const disabledByFlag = { input: 'disabled-by-flag', description: 'The internal flag disables it', events: [r.home, r.product], expectedFinalState: 'skipped' };
/** Already opted in: skipped. */
export const alreadyOptedIn = { input: 'already-opted-in', description: 'Already opted in: skipped', events: [r.home, r.product], expectedFinalState: 'skipped' };

/** The email-capture machine as QA and the model-based tests see it. */
export const emailCaptureModel: MachineModel = {
  name: 'email-capture',
  description: 'Email-capture modal over route changes: trigger, bypass, opt-in, skips (shell §4)',
  machine: emailCaptureMachine,
  inputs: emailCaptureInputs,
  generateFrom: ['first-visit'],
  userEvents: [r.home, r.product, r.productColour, r.checkout, r.homeLoggedIn, r.fromMarketing, closed],
  actorAnswers: {},
  project: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as EmailCaptureContext;
    return {
      visits: context.visitCount > context.trigger ? 'past trigger' : context.visitCount,
      optIn: context.optInCookie ?? null,
      bypass: context.bypassCookie ?? null,
      previousPath: context.previousPath,
    };
  },
  sequences: {
    launchAtTrigger,
    pastTrigger,
    queryOnlyChange,
    excludedRoute,
    loggedIn,
    fromMarketing,
    routeDisables,
    desktopOnlyOnPhone,
    disabledByFlag,
    alreadyOptedIn,
  },
  simplePathLimit: 500,
};

/** The email-capture machine's generated paths: shortest (every state and transition) or simple. */
export function emailCapturePaths(kind: PathKind = 'shortest'): PathSet {
  return generatePaths(emailCaptureModel, kind);
}
