import { createActor, fromPromise, type AnyMachineSnapshot, type AnyStateMachine, type AnyTransitionDefinition, type InspectionEvent } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath, type TraversalOptions } from 'xstate/graph';
import { activeStateIds, transitionKey } from './machine-inventory.js';
import { snapshotState, type Json, type MachineModel, type MachinePath, type PathEvent, type PathStep } from './machine-model.js';
import type { Observation } from './path-replay.js';
import { canonicalJson } from './path-replay.js';

/**
 * Path generation with `xstate/graph` (decision 0061). A generated state is the state value plus the
 * model's context projection. 'shortest' gives the shortest path to every reachable state of every
 * input, plus, for each transition those paths do not take, the shortest path to a state where an
 * event takes it followed by that event; paths that are a prefix of another are dropped. Together
 * they reach every reachable state and transition. 'simple' gives every maximal simple path (no
 * state visited twice), capped per input at the model's simplePathLimit, completed with
 * shortest-set paths for any transition they miss.
 */

/** Which paths to generate. */
export type PathKind = 'shortest' | 'simple';

/** Generated paths of one machine, as `npm run qa -- paths` prints them. */
export interface PathSet {
  readonly machine: string;
  readonly kind: PathKind | 'named';
  /** True when some input had more simple paths than the limit and only the first ones were kept. */
  readonly truncated: boolean;
  readonly paths: readonly MachinePath[];
}

/** The default cap on simple paths per input. */
export const DEFAULT_SIMPLE_PATH_LIMIT = 2000;

type Snapshot = AnyMachineSnapshot;

const project = (model: MachineModel, snapshot: Snapshot) => (model.project ? { context: model.project(snapshot) } : {});

const observe = (model: MachineModel, snapshot: Snapshot): Observation => ({ state: snapshotState(snapshot), ...project(model, snapshot) });

/** The identity of a generated state: its state string, plus the context projection when the model has one. */
export function stateKey(model: MachineModel, snapshot: Snapshot): string {
  return model.project ? `${snapshotState(snapshot)} ${canonicalJson(model.project(snapshot))}` : snapshotState(snapshot);
}

/** The ids of the actors the active states invoke. */
export function invokedActorIds(model: MachineModel, snapshot: Snapshot): string[] {
  return activeStateIds(model.machine, snapshot.value).flatMap((id) => model.machine.getStateNodeById(id).invoke.map((invoke) => invoke.id));
}

/** The events offered in a state: the model's user events, then the answers of the actors running there. */
export function offeredEvents(model: MachineModel, snapshot: Snapshot): PathEvent[] {
  return [...model.userEvents, ...invokedActorIds(model, snapshot).flatMap((id) => model.actorAnswers[id] ?? [])];
}

const traversal = (model: MachineModel, input: Json): TraversalOptions<Snapshot, PathEvent, Json> => ({
  input,
  events: (snapshot) => offeredEvents(model, snapshot),
  serializeState: (snapshot) => stateKey(model, snapshot),
});

const silentMachines = new WeakMap<MachineModel, AnyStateMachine>();

/** The model's machine with actors that never answer (a probe sends their answers as events), built once per model. */
function silentMachine(model: MachineModel): AnyStateMachine {
  let machine = silentMachines.get(model);
  if (!machine) {
    const silent = Object.fromEntries(Object.keys(model.machine.implementations.actors).map((src) => [src, fromPromise(() => new Promise<never>(() => {}))]));
    machine = model.machine.provide({ actors: silent });
    silentMachines.set(model, machine);
  }
  return machine;
}

/** What a probe saw: the observation after start and after each event, and the transition keys each event took. */
export interface ProbeResult {
  readonly initial: Observation;
  readonly after: readonly Observation[];
  readonly transitions: readonly (readonly string[])[];
}

/**
 * Runs `events` through a live actor of the model's machine whose actors never answer (answers are
 * sent as events instead), recording what each event did. Pure in effect: nothing outside the actor.
 */
export function probe(model: MachineModel, input: Json, events: readonly PathEvent[]): ProbeResult {
  let taken: string[] = [];
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep' && event.actorRef.sessionId === event.rootId) {
      taken.push(...(event as InspectionEvent & { _transitions: AnyTransitionDefinition[] })._transitions.map(transitionKey));
    }
  };
  const actor = createActor(silentMachine(model), { input, inspect });
  actor.start();
  const initial = observe(model, actor.getSnapshot());
  const after: Observation[] = [];
  const transitions: string[][] = [];
  for (const event of events) {
    taken = [];
    actor.send(event);
    after.push(observe(model, actor.getSnapshot()));
    transitions.push(taken);
  }
  actor.stop();
  return { initial, after, transitions };
}

const toSteps = (events: readonly PathEvent[], after: readonly Observation[]): PathStep[] =>
  events.map((event, i) => ({ event, expectedState: after[i]!.state, ...(after[i]!.context !== undefined ? { expectedContext: after[i]!.context } : {}) }));

/** Builds a replayable path from an input and events, the expectations taken from the machine itself. */
export function pathFromEvents(model: MachineModel, name: string, input: Json, events: readonly PathEvent[]): MachinePath {
  const seen = probe(model, input, events);
  return {
    machine: model.name,
    name,
    input,
    initialState: seen.initial.state,
    ...(seen.initial.context !== undefined ? { initialContext: seen.initial.context } : {}),
    steps: toSteps(events, seen.after),
  };
}

/** The path of a named sequence of the model ({@link MachineModel.sequences}). Throws for an unknown name. */
export function sequencePath(model: MachineModel, name: string): MachinePath {
  const sequence = model.sequences[name];
  if (!sequence) throw new Error(`${model.name} has no sequence ${name}; it has ${Object.keys(model.sequences).join(', ')}`);
  return pathFromEvents(model, name, model.inputs[sequence.input]!, sequence.events);
}

/** Every named sequence of the model as a path set. */
export function namedPaths(model: MachineModel): PathSet {
  return { machine: model.name, kind: 'named', truncated: false, paths: Object.keys(model.sequences).map((name) => sequencePath(model, name)) };
}

const eventsOf = (path: StatePath<Snapshot, PathEvent>): PathEvent[] => path.steps.slice(1).map((step) => step.event);

/** Drops event lists that are a strict prefix of another (they reach nothing the longer one does not). */
function withoutPrefixes(lists: readonly PathEvent[][]): PathEvent[][] {
  const keys = lists.map((events) => events.map((e) => canonicalJson(e)));
  return lists.filter((events, i) => !keys.some((other, j) => j !== i && other.length > events.length && keys[i]!.every((k, n) => other[n] === k)));
}

/** Shortest paths plus transition-completing paths for one input, as event lists. */
function shortestEventLists(model: MachineModel, input: Json): PathEvent[][] {
  const options = traversal(model, input);
  const shortest = getShortestPaths(model.machine, options).sort((a, b) => a.steps.length - b.steps.length);
  const lists = shortest.map(eventsOf);
  const covered = new Set(lists.flatMap((events) => probe(model, input, events).transitions.flat()));
  const pathTo = new Map(shortest.map((path) => [stateKey(model, path.state), eventsOf(path)]));
  const adjacency = getAdjacencyMap(model.machine, options);
  for (const [key, prefix] of pathTo) {
    const { state, transitions } = adjacency[key as keyof typeof adjacency]!;
    for (const edge of Object.values(transitions).filter((e) => state.status === 'active' && state.can(e.event))) {
      const events = [...prefix, edge.event];
      const last = probe(model, input, events).transitions.at(-1)!;
      if (last.some((t) => !covered.has(t))) {
        lists.push(events);
        for (const t of last) covered.add(t);
      }
    }
  }
  return withoutPrefixes(lists);
}

/**
 * Simple paths for one input, at most `limit`: every maximal path from the initial state through
 * the generated state graph that visits no state twice, one per sequence of states (of several
 * events between the same two states the first is taken). Depth-first over `getAdjacencyMap`;
 * stops at the limit.
 */
function simpleEventLists(model: MachineModel, input: Json, limit: number): { lists: PathEvent[][]; truncated: boolean } {
  const adjacency = getAdjacencyMap(model.machine, traversal(model, input)) as unknown as Record<string, { state: Snapshot; transitions: Record<string, { event: PathEvent; state: Snapshot }> }>;
  const next = (key: string) => {
    const targets = new Map<string, PathEvent>();
    // A machine that reached a final state takes no more events (the pure graph still lists some).
    const { state, transitions } = adjacency[key]!;
    for (const edge of state.status === 'active' ? Object.values(transitions) : []) {
      const target = stateKey(model, edge.state);
      if (target !== key && !targets.has(target)) targets.set(target, edge.event);
    }
    return targets;
  };
  const lists: PathEvent[][] = [];
  let truncated = false;
  const walk = (key: string, visited: Set<string>, events: PathEvent[]): void => {
    const open = [...next(key)].filter(([target]) => !visited.has(target));
    if (open.length === 0 && events.length > 0) lists.push(events);
    for (const [target, event] of open) {
      if (lists.length >= limit) {
        truncated = true;
        return;
      }
      walk(target, new Set(visited).add(target), [...events, event]);
    }
  };
  const initial = Object.keys(adjacency)[0]!;
  walk(initial, new Set([initial]), []);
  return { lists, truncated };
}

/** Shortest-set paths that take transitions `lists` do not, so a capped set still covers every transition. */
function completing(model: MachineModel, input: Json, lists: readonly PathEvent[][]): PathEvent[][] {
  const covered = new Set(lists.flatMap((events) => probe(model, input, events).transitions.flat()));
  return shortestEventLists(model, input).filter((events) => {
    const taken = probe(model, input, events).transitions.flat();
    const adds = taken.some((t) => !covered.has(t));
    for (const t of taken) covered.add(t);
    return adds;
  });
}

/**
 * Generates the model's paths of one kind, over every input, named '<input> #<n>'. Simple paths
 * are capped at the model's simplePathLimit per input ({@link DEFAULT_SIMPLE_PATH_LIMIT}; `truncated`
 * says when the cap was hit) and completed with shortest-set paths for any transition they miss.
 */
export function generatePaths(model: MachineModel, kind: PathKind): PathSet {
  let truncated = false;
  const limit = model.simplePathLimit ?? DEFAULT_SIMPLE_PATH_LIMIT;
  const inputNames = model.generateFrom ?? Object.keys(model.inputs);
  const paths = inputNames.flatMap((inputName) => {
    const input = model.inputs[inputName]!;
    let lists: PathEvent[][];
    if (kind === 'shortest') {
      lists = shortestEventLists(model, input);
    } else {
      const simple = simpleEventLists(model, input, limit);
      truncated ||= simple.truncated;
      lists = [...simple.lists, ...completing(model, input, simple.lists)];
    }
    return lists.map((events, i) => pathFromEvents(model, `${inputName} #${i + 1}`, input, events));
  });
  return { machine: model.name, kind, truncated, paths };
}
