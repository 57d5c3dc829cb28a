import { assign, emit, enqueueActions, setup } from 'xstate';
import {
  closeForRouteStart,
  closeModal,
  launchModal,
  modalClosedExternally,
  popModal,
  popToModal,
  setPreemptiveOutcome,
  validateModalLaunch,
  type ModalLaunchError,
  type ModalLaunchOptions,
  type ModalOutcome,
  type ModalStack,
} from '../domain/modal-stack.js';
import type { MachineLogEvent } from './machine-log.js';

/**
 * The modal stack (shell-and-account.md §4 "Modal stack", "Route start", §5 "Modal launch";
 * decisions 0027, 0064) over the pure rules of domain/modal-stack.ts. `empty` or `open`; the stack
 * is in context (decision 0140: the shell's modal host runs this machine). Results reach the launchers as emitted events: `modal.launched`, `modal.closed`
 * (the launch promise resolves with the outcome), `modal.failed` (it rejects with the error) and
 * `modal.rejected` (invalid launch options); logs as `log` events.
 */

/** A modal's failure, as `modal.fail` carries it. */
export interface ModalFailure {
  readonly code?: string;
  readonly message: string;
}

/**
 * What the shell asks:
 * - `modal.launch`: validate the options and push, or pop back to a modal with that id already open;
 * - `modal.close`: close the top modal, or `modalId` and the modals above it, with an outcome (merged
 *   over its preemptive outcome; decision 0140);
 * - `modal.fail`: close the top modal with an error;
 * - `modal.popTo`: close the modals above `modalId`, merging `outcome` into its preemptive outcome;
 * - `modal.setOutcome`: set (merge) the preemptive outcome of an open modal;
 * - `modal.closedExternally`: the UI unmounted a modal; one still on the stack was closed outside the pop logic (a warning);
 * - `route.start`: a navigation towards `target` (path and query) starts; every open modal closes
 *   except those launched for that navigation (their `navigationTarget`; decision 0085).
 */
export type ModalStackEvent =
  | { readonly type: 'modal.launch'; readonly options: unknown }
  | { readonly type: 'modal.close'; readonly modalId?: string; readonly outcome?: ModalOutcome }
  | { readonly type: 'modal.fail'; readonly error: ModalFailure }
  | { readonly type: 'modal.popTo'; readonly modalId: string; readonly outcome?: ModalOutcome }
  | { readonly type: 'modal.setOutcome'; readonly modalId: string; readonly outcome: ModalOutcome }
  | { readonly type: 'modal.closedExternally'; readonly modalId: string }
  | { readonly type: 'route.start'; readonly target?: string };

/** What the machine tells the launchers and the logger. */
export type ModalStackEmitted =
  /** Pushed, or (duplicate) popped back to the open modal of that id. */
  | { readonly type: 'modal.launched'; readonly modalId: string; readonly duplicate: boolean }
  | { readonly type: 'modal.rejected'; readonly error: ModalLaunchError }
  | { readonly type: 'modal.closed'; readonly modalId: string; readonly outcome: ModalOutcome | undefined }
  | { readonly type: 'modal.failed'; readonly modalId: string; readonly error: ModalFailure }
  | MachineLogEvent;

/** The stack, bottom first (the last entry is on top). */
export interface ModalStackContext {
  readonly stack: ModalStack;
}

type Of<T extends ModalStackEvent['type']> = Extract<ModalStackEvent, { type: T }>;
const isOpen = (stack: ModalStack, modalId: string) => stack.some((entry) => entry.id === modalId);
const validated = (event: { type: string }) => validateModalLaunch((event as Of<'modal.launch'>).options);
const validOptions = (event: { type: string }) => (validated(event) as Extract<ReturnType<typeof validateModalLaunch>, { ok: true }>).value;
const targetOf = (event: { type: string }) => (event as Of<'modal.popTo' | 'modal.setOutcome' | 'modal.closedExternally'>).modalId;
/** The modal a `modal.close` closes: its modalId, else the top one. */
const closeTargetOf = (stack: ModalStack, event: { type: string }) => (event as Of<'modal.close'>).modalId ?? stack.at(-1)!.id;
const routeTargetOf = (event: { type: string }) => (event as Of<'route.start'>).target;

/** The modal stack machine (no actors). */
export const modalStackMachine = setup({
  types: {
    context: {} as ModalStackContext,
    events: {} as ModalStackEvent,
    emitted: {} as ModalStackEmitted,
  },
  guards: {
    /** {@link validateModalLaunch} refuses the options. */
    launchInvalid: ({ event }) => !validated(event).ok,
    /** A modal with the launched id is already open ({@link launchModal} pops back to it). */
    launchDuplicate: ({ context, event }) => isOpen(context.stack, validOptions(event).options.modalId),
    /** Exactly one modal is open: closing it empties the stack. */
    lastModal: ({ context }) => context.stack.length === 1,
    /** `modal.close` names a modal that is not open. */
    closeTargetMissing: ({ context, event }) => {
      const modalId = (event as Of<'modal.close'>).modalId;
      return modalId !== undefined && !isOpen(context.stack, modalId);
    },
    /** `modal.close` closes the bottom modal, hence every one. */
    closeEmpties: ({ context, event }) => context.stack[0]!.id === closeTargetOf(context.stack, event),
    /** The route start keeps a modal launched for that navigation. */
    routeKeepsSome: ({ context, event }) => closeForRouteStart(context.stack, routeTargetOf(event)).stack.length > 0,
    /** The event's modalId is open. */
    targetOpen: ({ context, event }) => isOpen(context.stack, targetOf(event)),
    /** The event's modalId is the only open modal. */
    targetIsLast: ({ context, event }) => context.stack.length === 1 && context.stack[0]!.id === targetOf(event),
  },
  actions: {
    reject: emit(({ event }) => ({ type: 'modal.rejected' as const, error: (validated(event) as Extract<ReturnType<typeof validateModalLaunch>, { ok: false }>).error })),
    /** {@link launchModal}: push, or pop back to the open duplicate (the modals above it close with their preemptive outcomes). */
    launch: enqueueActions(({ context, event, enqueue }) => {
      const { options, warnings } = validOptions(event);
      const launched = launchModal(context.stack, options as ModalLaunchOptions);
      enqueue.assign({ stack: launched.stack });
      for (const closed of launched.closed) enqueue.emit({ type: 'modal.closed', modalId: closed.entry.id, outcome: closed.outcome });
      for (const warning of warnings) enqueue.emit({ type: 'log', level: 'warn', message: warning, context: { modalId: options.modalId } });
      enqueue.emit({ type: 'modal.launched', modalId: options.modalId, duplicate: launched.duplicate });
    }),
    /** {@link closeModal}: the modals above the target close with their preemptive outcomes, then it closes with the event's outcome. */
    closeTo: enqueueActions(({ context, event, enqueue }) => {
      const closed = (closeModal(context.stack, closeTargetOf(context.stack, event), (event as Of<'modal.close'>).outcome) as Extract<ReturnType<typeof closeModal>, { ok: true }>).value;
      enqueue.assign({ stack: closed.stack });
      for (const modal of closed.closed) enqueue.emit({ type: 'modal.closed', modalId: modal.entry.id, outcome: modal.outcome });
    }),
    /** Pops the top modal and fails its launch with the event's error. */
    failTop: enqueueActions(({ context, event, enqueue }) => {
      const popped = popModal(context.stack);
      enqueue.assign({ stack: popped.stack });
      enqueue.emit({ type: 'modal.failed', modalId: popped.closed!.entry.id, error: (event as Of<'modal.fail'>).error });
    }),
    /** {@link popToModal}: closes the modals above the destination, merging the event's outcome into it. */
    popTo: enqueueActions(({ context, event, enqueue }) => {
      const { modalId, outcome } = event as Of<'modal.popTo'>;
      const popped = (popToModal(context.stack, modalId, outcome) as Extract<ReturnType<typeof popToModal>, { ok: true }>).value;
      enqueue.assign({ stack: popped.stack });
      for (const closed of popped.closed) enqueue.emit({ type: 'modal.closed', modalId: closed.entry.id, outcome: closed.outcome });
    }),
    warnNotOpen: emit(({ event }) => ({ type: 'log' as const, level: 'warn' as const, message: `Modal ${targetOf(event)} is not open`, context: { modalId: targetOf(event) } })),
    setOutcome: assign({ stack: ({ context, event }) => setPreemptiveOutcome(context.stack, targetOf(event), (event as Of<'modal.setOutcome'>).outcome) }),
    /** {@link modalClosedExternally}: removes the modal, warns, and resolves its launch with its preemptive outcome. */
    removeExternal: enqueueActions(({ context, event, enqueue }) => {
      const modalId = targetOf(event);
      const entry = context.stack.find((e) => e.id === modalId)!;
      const removed = modalClosedExternally(context.stack, modalId);
      enqueue.assign({ stack: removed.stack });
      enqueue.emit({ type: 'log', level: 'warn', message: removed.warning!, context: { modalId } });
      enqueue.emit({ type: 'modal.closed', modalId, outcome: entry.preemptiveOutcome });
    }),
    /** Route start ({@link closeForRouteStart}): the open modals close, top first, each with its preemptive outcome, but those launched for the navigation. */
    closeForRoute: enqueueActions(({ context, event, enqueue }) => {
      const started = closeForRouteStart(context.stack, routeTargetOf(event));
      enqueue.assign({ stack: started.stack });
      for (const modal of started.closed) enqueue.emit({ type: 'modal.closed', modalId: modal.entry.id, outcome: modal.outcome });
    }),
  },
}).createMachine({
  id: 'modalStack',
  context: { stack: [] },
  initial: 'empty',
  on: {
    'modal.launch': [
      { guard: 'launchInvalid', actions: 'reject' },
      { guard: 'launchDuplicate', actions: 'launch' },
      { target: '.open', actions: 'launch' },
    ],
  },
  states: {
    empty: {
      on: { 'modal.popTo': { actions: 'warnNotOpen' } },
    },
    open: {
      on: {
        'modal.close': [
          { guard: 'closeTargetMissing', actions: 'warnNotOpen' },
          { guard: 'closeEmpties', target: 'empty', actions: 'closeTo' },
          { actions: 'closeTo' },
        ],
        'modal.fail': [{ guard: 'lastModal', target: 'empty', actions: 'failTop' }, { actions: 'failTop' }],
        'modal.popTo': [{ guard: 'targetOpen', actions: 'popTo' }, { actions: 'warnNotOpen' }],
        'modal.setOutcome': { guard: 'targetOpen', actions: 'setOutcome' },
        'modal.closedExternally': [
          { guard: 'targetIsLast', target: 'empty', actions: 'removeExternal' },
          { guard: 'targetOpen', actions: 'removeExternal' },
        ],
        'route.start': [
          { guard: 'routeKeepsSome', actions: 'closeForRoute' },
          { target: 'empty', actions: 'closeForRoute' },
        ],
      },
    },
  },
});
