import type { AnyMachineSnapshot } from 'xstate';
import type { Json, MachineModel, PathEvent } from '../../testing/model-based/machine-model.js';
import { generatePaths, type PathKind, type PathSet } from '../../testing/model-based/path-generation.js';
import { modalStackMachine, type ModalStackContext } from './modal-stack.machine.js';

/** Named event sequences and generated paths of the modal stack (decision 0061). */

/**
 * The modal stack events QA sends: modals by app event (sign-in, a hash modal) and by component (quickshop without a
 * title: a warning; the access guard's login, launched for a navigation), and every kind of close.
 */
export const modalEvents = {
  launchSignIn: { type: 'modal.launch', options: { modalId: 'sign-in-modal', event: 'login.open', title: 'Sign in', styleType: 'small' } },
  launchQuickshop: { type: 'modal.launch', options: { modalId: 'quickshop-modal', component: 'QuickshopModal', styleType: 'large' } },
  launchLoyalty: { type: 'modal.launch', options: { modalId: 'loyalty-signup-modal', event: 'loyalty-signup', styleType: 'small', params: {} } },
  launchGuardLogin: { type: 'modal.launch', options: { modalId: 'sign-in-modal', component: 'LoginDialog', title: 'Sign in', styleType: 'small', navigationTarget: '/account/dashboard' } },
  launchInvalid: { type: 'modal.launch', options: { modalId: 'broken-modal', event: 'x', component: 'Both' } },
  close: { type: 'modal.close', outcome: { confirmed: true } },
  closeSignIn: { type: 'modal.close', modalId: 'sign-in-modal', outcome: { outcome: 'dismissed' } },
  closeMissing: { type: 'modal.close', modalId: 'contact-us-modal' },
  fail: { type: 'modal.fail', error: { code: 'QUICKSHOP.UNAVAILABLE', message: 'The product could not be loaded' } },
  popToSignIn: { type: 'modal.popTo', modalId: 'sign-in-modal', outcome: { returnedFrom: 'quickshop-modal' } },
  popToMissing: { type: 'modal.popTo', modalId: 'contact-us-modal' },
  setQuickshopOutcome: { type: 'modal.setOutcome', modalId: 'quickshop-modal', outcome: { added: true } },
  quickshopClosedExternally: { type: 'modal.closedExternally', modalId: 'quickshop-modal' },
  routeStart: { type: 'route.start', target: '/cart' },
  routeStartToGuarded: { type: 'route.start', target: '/account/dashboard' },
} satisfies Record<string, PathEvent>;

const m = modalEvents;

/** Launch, then close with an outcome. */
export const launchAndClose = { input: 'empty', description: 'Launch, then close with an outcome', events: [m.launchSignIn, m.close], expectedFinalState: 'empty' };
/** A modal whose id is already open is not duplicated: the stack pops back to it. */
export const duplicateLaunchPopsBack = {
  input: 'empty',
  description: 'Launching an open id pops back to it',
  events: [m.launchSignIn, m.launchQuickshop, m.launchSignIn],
  expectedFinalState: 'open',
};
/** Pop to a destination: the modals above close, its preemptive outcome merges. */
export const popToMergesOutcome = { input: 'empty', description: 'Pop to sign-in, merging an outcome', events: [m.launchSignIn, m.launchQuickshop, m.popToSignIn], expectedFinalState: 'open' };
/** A modal closed outside the pop logic: a warning. */
export const closedOutsidePopLogic = { input: 'empty', description: 'Closed outside the pop logic: a warning', events: [m.launchQuickshop, m.quickshopClosedExternally], expectedFinalState: 'empty' };
/** Route start closes every open modal. */
export const routeStartClosesAll = { input: 'empty', description: 'Route start closes every open modal', events: [m.launchSignIn, m.launchQuickshop, m.routeStart], expectedFinalState: 'empty' };
/** Closing a modal by id closes the modals above it first. */
export const closeByIdClosesAbove = { input: 'empty', description: 'Closing sign-in closes quickshop above it', events: [m.launchSignIn, m.launchQuickshop, m.closeSignIn], expectedFinalState: 'empty' };
/** The access guard's login stays open on the route start of its own navigation; other modals close. */
export const routeStartKeepsGuardLogin = {
  input: 'empty',
  description: "Route start towards the guard's target keeps its login",
  events: [m.launchQuickshop, m.launchGuardLogin, m.routeStartToGuarded],
  expectedFinalState: 'open',
};
/** A hash modal, a login on top of it, closed back one by one (e2e/modals.e2e.ts plays it in the browser). */
export const hashModalUnderLogin = { input: 'empty', description: 'Hash modal, login on top, closed back', events: [m.launchLoyalty, m.launchSignIn, m.closeSignIn, m.close], expectedFinalState: 'empty' };
/** Invalid launch options are rejected; nothing opens. */
export const invalidLaunch = { input: 'empty', description: 'Invalid launch options are rejected', events: [m.launchInvalid], expectedFinalState: 'empty' };
/** A modal fails with an error. */
export const modalFails = { input: 'empty', description: 'A modal fails with an error', events: [m.launchQuickshop, m.setQuickshopOutcome, m.fail], expectedFinalState: 'empty' };

/** The modal stack as QA and the model-based tests see it. */
export const modalStackModel: MachineModel = {
  name: 'modal-stack',
  description: 'Modal stack: launch, duplicate, close (top or by id), fail, pop to, outside close, route start (shell §4, §5)',
  machine: modalStackMachine,
  inputs: { empty: null },
  userEvents: Object.values(modalEvents),
  actorAnswers: {},
  /** Each open modal's id, with its preemptive outcome and the navigation it belongs to when it has them. */
  project: (snapshot: AnyMachineSnapshot) => ({
    stack: (snapshot.context as ModalStackContext).stack.map((entry) =>
      entry.preemptiveOutcome || entry.options.navigationTarget
        ? {
            id: entry.id,
            ...(entry.preemptiveOutcome ? { outcome: entry.preemptiveOutcome as Json } : {}),
            ...(entry.options.navigationTarget ? { navigationTarget: entry.options.navigationTarget } : {}),
          }
        : entry.id,
    ),
  }),
  sequences: {
    launchAndClose,
    duplicateLaunchPopsBack,
    popToMergesOutcome,
    closedOutsidePopLogic,
    routeStartClosesAll,
    closeByIdClosesAbove,
    routeStartKeepsGuardLogin,
    hashModalUnderLogin,
    invalidLaunch,
    modalFails,
  },
};

/** The modal stack's generated paths: shortest (every state and transition) or simple. */
export function modalStackPaths(kind: PathKind = 'shortest'): PathSet {
  return generatePaths(modalStackModel, kind);
}
