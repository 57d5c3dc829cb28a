import type { AnyStateMachine, AnyTransitionDefinition, InspectionEvent, StateValue } from 'xstate';
import { activeStateIds, machineInventory, transitionKey, type MachineInventory } from './machine-inventory.js';

/** Coverage of one kind: how many of the machine's items were reached, and which were not. */
export interface CoverageFigure {
  readonly covered: number;
  readonly total: number;
  /** covered / total × 100, one decimal (100 when total is 0). */
  readonly percent: number;
  readonly missing: readonly string[];
}

/** State and transition coverage of a machine ({@link CoverageTracker.report}). */
export interface CoverageReport {
  readonly machine: string;
  readonly states: CoverageFigure;
  readonly transitions: CoverageFigure;
}

const figure = (all: readonly string[], seen: ReadonlySet<string>): CoverageFigure => {
  const missing = all.filter((item) => !seen.has(item));
  const covered = all.length - missing.length;
  return { covered, total: all.length, percent: all.length === 0 ? 100 : Math.round((covered / all.length) * 1000) / 10, missing };
};

/**
 * Records which states and transitions of a machine running actors reach, through XState's
 * inspection API (decision 0061). Pass {@link CoverageTracker.inspect} as the `inspect` option of
 * every `createActor` of the machine (or of `machine.provide(...)`), replay, then read
 * {@link CoverageTracker.report}. Only the root actor's microsteps count, not its children's.
 */
export class CoverageTracker {
  private readonly inventory: MachineInventory;
  private readonly states = new Set<string>();
  private readonly transitions = new Set<string>();

  /** `name` labels the report; `machine` is the definition whose states and transitions are counted. */
  constructor(
    private readonly name: string,
    private readonly machine: AnyStateMachine,
  ) {
    this.inventory = machineInventory(machine);
  }

  /** The inspection observer: records the transitions of each microstep, and the states each microstep and snapshot makes active. */
  readonly inspect = (event: InspectionEvent): void => {
    if (event.actorRef.sessionId !== event.rootId) return;
    if (event.type === '@xstate.microstep') {
      for (const transition of (event as InspectionEvent & { _transitions: AnyTransitionDefinition[] })._transitions) {
        this.transitions.add(transitionKey(transition));
        this.states.add(transition.source.id);
      }
    }
    if (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') this.recordValue((event.snapshot as unknown as { value: StateValue }).value);
  };

  /** Records the states a state value makes active (the initial state, for instance). */
  recordValue(value: StateValue): void {
    for (const id of activeStateIds(this.machine, value)) this.states.add(id);
  }

  /** The figures so far. */
  report(): CoverageReport {
    return { machine: this.name, states: figure(this.inventory.states, this.states), transitions: figure(this.inventory.transitions, this.transitions) };
  }
}

/** One line per figure: 'login-modal: states 42/42 (100 %), transitions 97/97 (100 %)', then what is missing, if anything. */
export function formatCoverage(report: CoverageReport): string {
  const line = `${report.machine}: states ${report.states.covered}/${report.states.total} (${report.states.percent} %), transitions ${report.transitions.covered}/${report.transitions.total} (${report.transitions.percent} %)`;
  const missing = [...report.states.missing.map((s) => `  missing state ${s}`), ...report.transitions.missing.map((t) => `  missing transition ${t}`)];
  return [line, ...missing].join('\n');
}
