import type { ReactNode } from 'react';
import {
  launchModal,
  modalClosedExternally,
  popModal,
  popToModal,
  setPreemptiveOutcome,
  validateModalLaunch,
  type ClosedModal,
  type Logger,
  type ModalLaunchOptions,
  type ModalOutcome,
  type ModalStack,
} from '@vitrine/core';

/** What a modal's content gets: its id, its launch parameters, and how to close itself. */
export interface ModalApi {
  readonly modalId: string;
  /** Launch parameters (a hash modal's query: `#quickshop?slug=x` → { slug: 'x' }). */
  readonly params: Readonly<Record<string, string>>;
  /** Closes this modal (and any above it) with an outcome merged over its preemptive outcome. */
  readonly close: (outcome?: ModalOutcome) => void;
}

/** A component modal's content: renders itself (a {@link Dialog} and what is in it) with its {@link ModalApi}. */
export interface ModalView {
  readonly render: (api: ModalApi) => ReactNode;
}

/** Launch options as the UI gives them: core's options over {@link ModalView}, plus UI extras. */
export interface ModalLaunch extends ModalLaunchOptions<ModalView> {
  /** Parameters handed to the content (a hash modal's query). */
  readonly params?: Readonly<Record<string, string>>;
  /**
   * The navigation this modal belongs to (the access guard's login for '/account/dashboard'): a
   * route start towards that URL does not close it.
   */
  readonly navigationTarget?: string;
}

/** How a launched modal ended: the outcome it closed with (undefined when it closed without one). */
export interface ModalResult {
  readonly modalId: string;
  readonly outcome: ModalOutcome | undefined;
}

interface Extras {
  readonly params: Readonly<Record<string, string>>;
  readonly navigationTarget: string | null;
  readonly resolvers: ((result: ModalResult) => void)[];
}

/**
 * The modal stack of one app (shell-and-account.md §4 "Modal stack", §5 "Modal launch"; decision
 * 0027): core's pure stack transitions ({@link launchModal}, {@link popToModal}, {@link popModal})
 * plus the promises the UI keeps. React reads it with `useSyncExternalStore(subscribe,
 * getSnapshot)`; the access guard's loaders launch the login through it.
 */
export class ModalStackStore {
  private stack: ModalStack<ModalView> = [];
  private readonly extras = new Map<string, Extras>();
  private readonly listeners = new Set<() => void>();

  /** `logger` receives the launch warnings and the "closed outside the pop logic" warning. */
  constructor(private readonly logger: Pick<Logger, 'warn'> | null = null) {}

  /** The open modals, bottom first (a new array after every change). */
  readonly getSnapshot = (): ModalStack<ModalView> => this.stack;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The launch parameters of an open modal ({} when unknown). */
  paramsOf(modalId: string): Readonly<Record<string, string>> {
    return this.extras.get(modalId)?.params ?? {};
  }

  /** True when a modal with this id is open. */
  isOpen(modalId: string): boolean {
    return this.stack.some((e) => e.id === modalId);
  }

  /**
   * Launches a modal (shell-and-account.md §4, §5): validates the options (an id and exactly one of
   * a component or an event, a known style type), pushes it, or — when a modal with that id is
   * already open — pops back to it instead of duplicating it (the modals above close with their
   * preemptive outcomes). Resolves with the {@link ModalResult} when that modal closes; rejects
   * with an Error carrying core's MODAL_LAUNCH_MESSAGES text for invalid options.
   */
  launch(options: ModalLaunch): Promise<ModalResult> {
    const valid = validateModalLaunch<ModalView>(options);
    if (!valid.ok) return Promise.reject(new Error(valid.error.message));
    for (const warning of valid.value.warnings) this.logger?.warn(warning, { modalId: options.modalId });
    return new Promise<ModalResult>((resolve) => {
      const { stack, closed, duplicate } = launchModal(this.stack, valid.value.options);
      if (duplicate) {
        this.extras.get(options.modalId)!.resolvers.push(resolve);
      } else {
        this.extras.set(options.modalId, { params: options.params ?? {}, navigationTarget: options.navigationTarget ?? null, resolvers: [resolve] });
      }
      this.commit(stack, closed);
    });
  }

  /**
   * Closes `modalId` with an outcome (merged over its preemptive outcome); modals above it close
   * first with their own preemptive outcomes. Nothing happens when it is not open.
   */
  close(modalId: string, outcome?: ModalOutcome): void {
    const popped = popToModal(this.stack, modalId);
    if (!popped.ok) return;
    const top = popModal(popped.value.stack, outcome);
    this.commit(top.stack, [...popped.value.closed, ...(top.closed ? [top.closed] : [])]);
  }

  /**
   * Pops to a destination (shell-and-account.md §4): closes the modals above `destinationId` until
   * it is on top and merges `outcome` into its preemptive outcome. Returns false (and changes
   * nothing) when the destination is not open.
   */
  popTo(destinationId: string, outcome?: ModalOutcome): boolean {
    const popped = popToModal(this.stack, destinationId, outcome);
    if (!popped.ok) return false;
    this.commit(popped.value.stack, popped.value.closed);
    return true;
  }

  /** Sets (merges) the outcome an open modal will close with, before it closes. */
  setPreemptiveOutcome(modalId: string, outcome: ModalOutcome): void {
    this.commit(setPreemptiveOutcome(this.stack, modalId, outcome), []);
  }

  /**
   * Route start (shell-and-account.md §4 "open modals close"): closes every open modal, top first,
   * except those launched for the navigation towards `target` (the guard's login). Pass no target
   * to close them all.
   */
  closeForRouteStart(target?: string): void {
    const kept = this.stack.filter((e) => target !== undefined && this.extras.get(e.id)?.navigationTarget === target);
    const closed = this.stack
      .filter((e) => !kept.includes(e))
      .reverse()
      .map((entry) => ({ entry, outcome: entry.preemptiveOutcome }));
    if (closed.length > 0) this.commit(kept, closed);
  }

  /**
   * A modal's content unmounted: when it is still on the stack it was closed outside the pop logic;
   * it is removed (its launch resolves without an outcome) and a warning is logged.
   */
  reportUnmounted(modalId: string): void {
    const entry = this.stack.find((e) => e.id === modalId);
    const { stack, warning } = modalClosedExternally(this.stack, modalId);
    if (!warning || !entry) return;
    this.logger?.warn(warning, { modalId });
    this.commit(stack, [{ entry, outcome: entry.preemptiveOutcome }]);
  }

  private commit(stack: ModalStack<ModalView>, closed: readonly ClosedModal<ModalView>[]): void {
    this.stack = stack;
    const results = closed.map(({ entry, outcome }) => {
      const extras = this.extras.get(entry.id);
      this.extras.delete(entry.id);
      return { resolvers: extras?.resolvers ?? [], result: { modalId: entry.id, outcome } };
    });
    for (const listener of [...this.listeners]) listener();
    for (const { resolvers, result } of results) for (const resolve of resolvers) resolve(result);
  }
}
