import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';

/**
 * What QA and the model-based tests know about a machine (architecture.md "Core" → Machines;
 * decision 0061): the machine, the inputs its paths start from, the events the path generator may
 * send, and the named event sequences. Everything a path carries is JSON, so a path printed by
 * `npm run qa -- paths` can be saved, edited and replayed.
 */

/** JSON values, as path files hold them. */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };

/** An event of a path: a machine event or an actor's answer (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`), JSON only. */
export interface PathEvent extends EventObject {
  readonly type: string;
  readonly [field: string]: Json | undefined;
}

/** One step of a path: the event sent, then the state expected after it. */
export interface PathStep {
  readonly event: PathEvent;
  /** The state value after the event, as {@link stateString} writes it ('signIn.editing.wrongPassword'). */
  readonly expectedState: string;
  /** The machine's context projection after the event ({@link MachineModel.project}); absent when the model has none. */
  readonly expectedContext?: Readonly<Record<string, Json>>;
}

/** A replayable path: where it starts (machine, input, initial state) and its steps. */
export interface MachinePath {
  /** The model's name ('login-modal'). */
  readonly machine: string;
  /** 'shortest 3', 'transition 2', 'simple 14' or a named sequence ('signInHappyPath'). */
  readonly name: string;
  /** The machine input the path starts from. */
  readonly input: Json;
  /** The state right after start. */
  readonly initialState: string;
  readonly initialContext?: Readonly<Record<string, Json>>;
  readonly steps: readonly PathStep[];
}

/** A named event sequence of a machine ('signInHappyPath'): the input it starts from, its events, and the state it must end in. */
export interface EventSequence {
  /** Name of one of the model's {@link MachineModel.inputs}. */
  readonly input: string;
  readonly description: string;
  readonly events: readonly PathEvent[];
  /** The state the sequence ends in, as {@link stateString} writes it. */
  readonly expectedFinalState: string;
}

/** A machine as the path generator, the replay and the QA CLI see it. */
export interface MachineModel {
  /** Kebab-case name used on the command line ('login-modal'). */
  readonly name: string;
  /** One line for `npm run qa -- list`. */
  readonly description: string;
  /** The machine with its stub actors (the replay provides scripted ones). */
  readonly machine: AnyStateMachine;
  /** Named inputs paths start from (sequences name theirs). */
  readonly inputs: Readonly<Record<string, Json>>;
  /** The inputs generated paths start from (default: every input); each gets its full set. */
  readonly generateFrom?: readonly string[];
  /** Events the shopper, the app or the router can send, offered in every state. */
  readonly userEvents: readonly PathEvent[];
  /** Per invoked actor id, the answers offered while it runs (done events with outputs, error events). */
  readonly actorAnswers: Readonly<Record<string, readonly PathEvent[]>>;
  /**
   * The context that matters for the behaviour (every value a guard reads that the state value does
   * not already tell), as JSON. Part of each generated state's identity and of each step's
   * expectation. Omitted when the state value says it all.
   */
  readonly project?: (snapshot: AnyMachineSnapshot) => Readonly<Record<string, Json>>;
  readonly sequences: Readonly<Record<string, EventSequence>>;
  /** Simple paths are generated and replayed only up to this many per input (default 2000). */
  readonly simplePathLimit?: number;
}

/**
 * A state value as one string: 'idle'; { signIn: { editing: 'clean' } } → 'signIn.editing.clean';
 * parallel regions are joined with ' | ' in document order.
 */
export function stateString(value: StateValue): string {
  const leaves = (v: StateValue): string[] => (typeof v === 'string' ? [v] : Object.entries(v).flatMap(([key, child]) => leaves(child as StateValue).map((leaf) => `${key}.${leaf}`)));
  return leaves(value).join(' | ');
}

/** The {@link stateString} of a snapshot's value. */
export function snapshotState(snapshot: AnyMachineSnapshot): string {
  return stateString(snapshot.value);
}

/** Builds a done event of an invoked actor, as a path holds it: `{ type: 'xstate.done.actor.<id>', output }`. */
export function actorDone(actorId: string, output: Json): PathEvent {
  return { type: `xstate.done.actor.${actorId}`, output };
}

/** Builds an error event of an invoked actor, as a path holds it: `{ type: 'xstate.error.actor.<id>', error: { message } }`. */
export function actorError(actorId: string, message: string): PathEvent {
  return { type: `xstate.error.actor.${actorId}`, error: { message } };
}

/** The actor id and kind of an actor-answer event, or null for any other event. */
export function parseActorAnswer(event: EventObject): { readonly kind: 'done' | 'error'; readonly actorId: string } | null {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  return match ? { kind: match[1] as 'done' | 'error', actorId: match[2]! } : null;
}
