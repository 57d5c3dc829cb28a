import { domainError, type DomainError } from '../../shared/domain-error.js';
import { isNonEmptyString, isRecord } from '../../shared/guards.js';
import { err, ok, type Result } from '../../shared/result.js';

/**
 * The modal stack as pure state transitions (shell-and-account.md §4 "Modal stack", §5 "Modal
 * launch"; shopping.md §4, §5; decision 0027). The UI keeps the promises; these functions say
 * what is on the stack and which modals close with which outcome.
 */

/** Allowed style types (shell-and-account.md §5). */
export const MODAL_STYLE_TYPES = ['small', 'large', 'full', 'review-details'] as const;
export type ModalStyleType = (typeof MODAL_STYLE_TYPES)[number];

/** What launching a modal takes: an id and exactly one of a component or an app event. */
export interface ModalLaunchOptions<C = unknown> {
  readonly modalId: string;
  /** The component to render (opaque to core). */
  readonly component?: C;
  /** Or an app event name that renders the modal. */
  readonly event?: string;
  readonly title?: string;
  readonly styleType?: ModalStyleType;
  /** Parameters handed to the content (a hash modal's query: `#quickshop?slug=x` → { slug: 'x' }; decision 0085). */
  readonly params?: Readonly<Record<string, string>>;
  /**
   * The navigation this modal belongs to, as path and query (the access guard's login for
   * '/account/dashboard'): a route start towards it does not close it (decision 0085).
   */
  readonly navigationTarget?: string;
}

/** An outcome a modal resolves with: a JSON-like object, merged shallowly. */
export type ModalOutcome = Readonly<Record<string, unknown>>;

/** One open modal. */
export interface ModalEntry<C = unknown> {
  readonly id: string;
  readonly options: ModalLaunchOptions<C>;
  /** An outcome set before the modal closes; merged into the outcome it closes with. */
  readonly preemptiveOutcome?: ModalOutcome;
}

/** Open modals, bottom first (the last entry is on top). */
export type ModalStack<C = unknown> = readonly ModalEntry<C>[];

export type ModalLaunchError = DomainError<'MODAL.INVALID_OPTIONS'>;

/** Launch validation texts (the spec shows none; decision 0027). */
export const MODAL_LAUNCH_MESSAGES = {
  options: 'Modal launch needs options',
  modalId: 'Modal launch needs a modal id',
  componentXorEvent: 'Modal launch needs exactly one of a component or an event',
  styleType: 'Modal style type must be one of small, large, full, review-details',
  titleAdvised: 'A title is advised for component modals',
} as const;

/**
 * Validates launch options (shell-and-account.md §5): options present, a non-empty modal id,
 * exactly one of component or event, and a style type among {@link MODAL_STYLE_TYPES} when given.
 * Returns the options with advisory warnings (a component modal without a title), or
 * MODAL.INVALID_OPTIONS whose message is one of {@link MODAL_LAUNCH_MESSAGES}.
 */
export function validateModalLaunch<C>(options: unknown): Result<{ options: ModalLaunchOptions<C>; warnings: string[] }, ModalLaunchError> {
  const fail = (message: string) => err(domainError('MODAL.INVALID_OPTIONS', message));
  if (!isRecord(options)) return fail(MODAL_LAUNCH_MESSAGES.options);
  if (!isNonEmptyString(options['modalId'])) return fail(MODAL_LAUNCH_MESSAGES.modalId);
  const hasComponent = options['component'] !== undefined && options['component'] !== null;
  const hasEvent = isNonEmptyString(options['event']);
  if (hasComponent === hasEvent) return fail(MODAL_LAUNCH_MESSAGES.componentXorEvent);
  const style = options['styleType'];
  if (style !== undefined && !(MODAL_STYLE_TYPES as readonly unknown[]).includes(style)) return fail(MODAL_LAUNCH_MESSAGES.styleType);
  const warnings = hasComponent && !isNonEmptyString(options['title']) ? [MODAL_LAUNCH_MESSAGES.titleAdvised] : [];
  return ok({ options: options as unknown as ModalLaunchOptions<C>, warnings });
}

/** A modal closed by a transition, with the outcome its launch promise resolves with. */
export interface ClosedModal<C = unknown> {
  readonly entry: ModalEntry<C>;
  readonly outcome: ModalOutcome | undefined;
}

const closeAbove = <C>(stack: ModalStack<C>, index: number): ClosedModal<C>[] =>
  stack
    .slice(index + 1)
    .reverse()
    .map((entry) => ({ entry, outcome: entry.preemptiveOutcome }));

/**
 * Launches a modal (shell-and-account.md §4): pushes it, unless a modal with the same id is
 * already open; then nothing is pushed and the stack is popped back to it (`closed` lists the
 * modals above it, top first, each with its preemptive outcome). Options are assumed valid
 * ({@link validateModalLaunch}).
 */
export function launchModal<C>(stack: ModalStack<C>, options: ModalLaunchOptions<C>): { stack: ModalStack<C>; closed: ClosedModal<C>[]; duplicate: boolean } {
  const index = stack.findIndex((e) => e.id === options.modalId);
  if (index < 0) return { stack: [...stack, { id: options.modalId, options }], closed: [], duplicate: false };
  return { stack: stack.slice(0, index + 1), closed: closeAbove(stack, index), duplicate: true };
}

/** Sets (merges shallowly) the preemptive outcome of an open modal; the stack is unchanged when the id is not open. */
export function setPreemptiveOutcome<C>(stack: ModalStack<C>, modalId: string, outcome: ModalOutcome): ModalStack<C> {
  return stack.map((e) => (e.id === modalId ? { ...e, preemptiveOutcome: { ...e.preemptiveOutcome, ...outcome } } : e));
}

export type ModalStackError = DomainError<'MODAL.NOT_OPEN'>;

/**
 * Pops to a destination (shell-and-account.md §4): closes the modals above `destinationId` until it
 * is on top (top first, each with its own preemptive outcome) and merges `outcome` into the
 * destination's preemptive outcome. MODAL.NOT_OPEN when the destination is not open (nothing closes).
 */
export function popToModal<C>(
  stack: ModalStack<C>,
  destinationId: string,
  outcome?: ModalOutcome,
): Result<{ stack: ModalStack<C>; closed: ClosedModal<C>[] }, ModalStackError> {
  const index = stack.findIndex((e) => e.id === destinationId);
  if (index < 0) return err(domainError('MODAL.NOT_OPEN', `Modal ${destinationId} is not open`, { modalId: destinationId }));
  const kept = stack.slice(0, index + 1);
  return ok({ stack: outcome ? setPreemptiveOutcome(kept, destinationId, outcome) : kept, closed: closeAbove(stack, index) });
}

/**
 * Closes the top modal with an outcome merged over its preemptive outcome. Returns the new stack
 * and the closed modal, or null for `closed` when the stack is empty.
 */
export function popModal<C>(stack: ModalStack<C>, outcome?: ModalOutcome): { stack: ModalStack<C>; closed: ClosedModal<C> | null } {
  const top = stack.at(-1);
  if (!top) return { stack, closed: null };
  const merged = top.preemptiveOutcome || outcome ? { ...top.preemptiveOutcome, ...outcome } : undefined;
  return { stack: stack.slice(0, -1), closed: { entry: top, outcome: merged } };
}

/**
 * Closes `modalId` (shell-and-account.md §4 "Modal stack"; decision 0140): the modals above it close
 * first, top first, each with its preemptive outcome, then it closes with `outcome` merged over its
 * own. MODAL.NOT_OPEN when it is not open (nothing closes).
 */
export function closeModal<C>(stack: ModalStack<C>, modalId: string, outcome?: ModalOutcome): Result<{ stack: ModalStack<C>; closed: ClosedModal<C>[] }, ModalStackError> {
  const popped = popToModal(stack, modalId);
  if (!popped.ok) return popped;
  const top = popModal(popped.value.stack, outcome);
  return ok({ stack: top.stack, closed: [...popped.value.closed, top.closed!] });
}

/**
 * Route start (shell-and-account.md §4 "Route start"; decision 0085): every open modal closes, top
 * first, each with its preemptive outcome — except those launched for the navigation towards
 * `target` (path and query; their `navigationTarget`). Without a target every modal closes.
 */
export function closeForRouteStart<C>(stack: ModalStack<C>, target?: string): { stack: ModalStack<C>; closed: ClosedModal<C>[] } {
  const kept = (entry: ModalEntry<C>) => target !== undefined && entry.options.navigationTarget === target;
  return {
    stack: stack.filter(kept),
    closed: stack
      .filter((entry) => !kept(entry))
      .reverse()
      .map((entry) => ({ entry, outcome: entry.preemptiveOutcome })),
  };
}

/**
 * A modal reported closed by the UI (unmounted). If it is still on the stack it was closed outside
 * the pop logic: it is removed and a warning text returned for the logger (shell-and-account.md
 * §4). A modal already popped gives no warning.
 */
export function modalClosedExternally<C>(stack: ModalStack<C>, modalId: string): { stack: ModalStack<C>; warning: string | null } {
  if (!stack.some((e) => e.id === modalId)) return { stack, warning: null };
  return { stack: stack.filter((e) => e.id !== modalId), warning: `Modal ${modalId} was closed outside of the modal stack pop logic` };
}
