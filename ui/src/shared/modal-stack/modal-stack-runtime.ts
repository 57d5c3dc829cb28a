import { createActor, type ActorRefFrom } from 'xstate';
import { forwardLogs, modalStackMachine, type Logger, type ModalLaunchError, type ModalOutcome, type ModalStack } from '@vitrine/core';
import type { ModalLaunch, ModalResult, ModalView } from './modal-types';

/** The running modal stack machine of one app. */
export type ModalStackActor = ActorRefFrom<typeof modalStackMachine>;

/**
 * The app's modal stack (shell-and-account.md §4 "Modal stack", §5 "Modal launch"; decisions 0064,
 * 0140): one running {@link modalStackMachine} — the machine `npm run qa -- replay` plays — and the
 * launch promises the UI keeps, settled by the machine's emitted `modal.closed` / `modal.failed`.
 * React reads `actor` with `useSelector`; the access guard's loaders launch the login through it.
 */
export interface ModalStackRuntime {
  /** The running machine (state `empty` or `open`; the stack, bottom first, in its context). */
  readonly actor: ModalStackActor;
  /**
   * Launches a modal (`modal.launch`): the machine validates the options, pushes the modal, or —
   * when a modal with that id is already open — pops back to it. Resolves with the
   * {@link ModalResult} when that modal closes; rejects with an Error carrying core's
   * MODAL_LAUNCH_MESSAGES text for invalid options, or the modal's failure message (`modal.fail`).
   */
  launch(options: ModalLaunch): Promise<ModalResult>;
  /** Closes `modalId` and the modals above it with an outcome (`modal.close`); nothing when it is not open. */
  close(modalId: string, outcome?: ModalOutcome): void;
  /** Pops to a destination, merging `outcome` into it (`modal.popTo`); false (nothing sent) when it is not open. */
  popTo(destinationId: string, outcome?: ModalOutcome): boolean;
  /** Sets (merges) the outcome an open modal will close with (`modal.setOutcome`). */
  setPreemptiveOutcome(modalId: string, outcome: ModalOutcome): void;
  /** Route start towards `target` (path and query; `route.start`): every open modal closes but those launched for it. */
  closeForRouteStart(target?: string): void;
  /** A modal's content unmounted (`modal.closedExternally`): one still open was closed outside the pop logic. */
  reportUnmounted(modalId: string): void;
  /** The launch parameters of an open modal ({} when unknown). */
  paramsOf(modalId: string): Readonly<Record<string, string>>;
  /** True when a modal with this id is open. */
  isOpen(modalId: string): boolean;
}

interface Waiter {
  readonly resolve: (result: ModalResult) => void;
  readonly reject: (error: Error) => void;
}

/** The open modals of a running modal stack, bottom first. */
export function openModalsOf(actor: ModalStackActor): ModalStack<ModalView> {
  return actor.getSnapshot().context.stack as ModalStack<ModalView>;
}

/**
 * Starts a modal stack machine and wraps it as a {@link ModalStackRuntime}. `logger` receives the
 * machine's `log` events (launch warnings, "closed outside the pop logic", "not open").
 */
export function createModalStackRuntime(logger: Logger | null = null): ModalStackRuntime {
  const actor = createActor(modalStackMachine);
  if (logger) forwardLogs(actor, logger);
  const waiting = new Map<string, Waiter[]>();
  const settle = (modalId: string, done: (waiter: Waiter) => void) => {
    const waiters = waiting.get(modalId) ?? [];
    waiting.delete(modalId);
    for (const waiter of waiters) done(waiter);
  };
  actor.on('modal.closed', ({ modalId, outcome }) => settle(modalId, (w) => w.resolve({ modalId, outcome })));
  actor.on('modal.failed', ({ modalId, error }) => settle(modalId, (w) => w.reject(new Error(error.message))));
  actor.start();
  const isOpen = (modalId: string) => openModalsOf(actor).some((entry) => entry.id === modalId);

  return {
    actor,
    launch: (options) =>
      new Promise<ModalResult>((resolve, reject) => {
        let refused: ModalLaunchError | null = null;
        const subscription = actor.on('modal.rejected', ({ error }) => {
          refused = error;
        });
        actor.send({ type: 'modal.launch', options });
        subscription.unsubscribe();
        if (refused) return reject(new Error((refused as ModalLaunchError).message));
        waiting.set(options.modalId, [...(waiting.get(options.modalId) ?? []), { resolve, reject }]);
      }),
    close: (modalId, outcome) => {
      if (isOpen(modalId)) actor.send({ type: 'modal.close', modalId, ...(outcome ? { outcome } : {}) });
    },
    popTo: (destinationId, outcome) => {
      if (!isOpen(destinationId)) return false;
      actor.send({ type: 'modal.popTo', modalId: destinationId, ...(outcome ? { outcome } : {}) });
      return true;
    },
    setPreemptiveOutcome: (modalId, outcome) => actor.send({ type: 'modal.setOutcome', modalId, outcome }),
    closeForRouteStart: (target) => actor.send({ type: 'route.start', ...(target !== undefined ? { target } : {}) }),
    reportUnmounted: (modalId) => actor.send({ type: 'modal.closedExternally', modalId }),
    paramsOf: (modalId) => openModalsOf(actor).find((entry) => entry.id === modalId)?.options.params ?? {},
    isOpen,
  };
}
