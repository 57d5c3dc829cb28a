import type { StateValue } from 'xstate';

/**
 * A machine's state value as one string, the way QA path files write it (core's model-based
 * `stateString`): 'idle'; { signIn: { editing: 'clean' } } → 'signIn.editing.clean'; parallel
 * regions joined with ' | '.
 */
export function stateText(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => `${key}.${stateText(child as StateValue)}`)
    .join(' | ');
}

/** The detail of a `vitrine:machine` DOM event (decision 0089). */
export interface MachineStateReport {
  /** The QA model name ('login-modal'). */
  readonly machine: string;
  /** The state as {@link stateText} writes it. */
  readonly state: string;
}

/** What the app exposes to the QA browser driver when `window.__VITRINE_QA__` is set (decision 0089). */
export interface QaHooks {
  /** Opens the login modal with this input (the upgrade variants and the downgrade login have no link of their own). */
  openLogin(input: unknown): void;
}

declare global {
  interface Window {
    /** Set (to true) by the QA browser driver before the app loads: the app then reports machine states. */
    __VITRINE_QA__?: boolean;
    /** Installed by the shell when `__VITRINE_QA__` is set. */
    __vitrineQa?: QaHooks;
  }
}

/**
 * Reports a machine's state to the QA browser driver (e2e/qa/browser-driver.ts; decision 0089):
 * when `window.__VITRINE_QA__` is set, dispatches a `vitrine:machine` CustomEvent on window with
 * {@link MachineStateReport}. Does nothing otherwise.
 */
export function reportMachineState(machine: string, value: StateValue): void {
  if (typeof window === 'undefined' || !window.__VITRINE_QA__) return;
  window.dispatchEvent(new CustomEvent<MachineStateReport>('vitrine:machine', { detail: { machine, state: stateText(value) } }));
}
