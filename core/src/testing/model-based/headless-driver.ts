import { createActor, fromPromise, type AnyActorLogic, type AnyActorRef, type AnyMachineSnapshot, type EventObject, type InspectionEvent } from 'xstate';
import { parseActorAnswer, snapshotState, type Json, type MachineModel, type MachinePath, type PathStep } from './machine-model.js';
import type { Observation, PathDriver } from './path-replay.js';

/**
 * The headless replay driver (decision 0061): runs the model's machine with scripted in-memory
 * actors. Each invoked actor becomes a pending call; a path step `xstate.done.actor.<id>` resolves
 * the pending call of that id with the step's output, `xstate.error.actor.<id>` rejects it with an
 * Error carrying the step's `error.message`. A step answering an actor the machine is not waiting
 * for fails ("No pending … call"). Every other step is sent to the actor as it is.
 */

/** One call an invoked actor made: its id, its input, and whether the machine still waits for it. */
export interface ScriptedCall {
  readonly actorId: string;
  readonly src: string;
  readonly input: unknown;
  settled: boolean;
  readonly signal: { readonly aborted: boolean };
  /** Answers the call with an output (the machine gets xstate.done.actor.<id>). */
  readonly resolve: (output: unknown) => void;
  /** Fails the call (the machine gets xstate.error.actor.<id>). */
  readonly reject: (error: Error) => void;
}

/** Options of {@link createHeadlessDriver}. */
export interface HeadlessDriverOptions {
  /** Inspection observer for every actor the driver creates (a {@link CoverageTracker}'s `inspect`). */
  readonly inspect?: (event: InspectionEvent) => void;
}

/** The headless driver, with what it recorded for assertions. */
export interface HeadlessDriver extends PathDriver {
  /** Every actor call made, in order. */
  readonly calls: readonly ScriptedCall[];
  /** Every event the machine emitted (logs, cookies, modal results), in order. */
  readonly emitted: readonly EventObject[];
}

/** Resolves after pending promise callbacks have run (the actor answers settle on microtasks). */
export async function settle(): Promise<void> {
  for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
}

/** Scripted stand-ins for every actor `model.machine` declares: each call waits for the driver. */
export function scriptedActors(model: MachineModel, calls: ScriptedCall[]): Record<string, AnyActorLogic> {
  const sources = Object.keys(model.machine.implementations.actors);
  return Object.fromEntries(
    sources.map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ input, self, signal }) =>
          new Promise((resolve, reject) => {
            calls.push({ actorId: self.id, src, input, settled: false, signal, resolve, reject });
          }),
      ),
    ]),
  );
}

/** Creates a {@link HeadlessDriver} for `model`. */
export function createHeadlessDriver(model: MachineModel, options: HeadlessDriverOptions = {}): HeadlessDriver {
  const calls: ScriptedCall[] = [];
  const emitted: EventObject[] = [];
  const machine = model.machine.provide({ actors: scriptedActors(model, calls) });
  let actor: AnyActorRef | null = null;

  const observe = (): Observation => {
    const snapshot = actor!.getSnapshot() as AnyMachineSnapshot;
    if (snapshot.status === 'error') throw snapshot.error instanceof Error ? snapshot.error : new Error(String(snapshot.error));
    return model.project ? { state: snapshotState(snapshot), context: model.project(snapshot) } : { state: snapshotState(snapshot) };
  };

  return {
    calls,
    emitted,
    async start(path: MachinePath): Promise<Observation> {
      actor = createActor(machine, { input: path.input, ...(options.inspect ? { inspect: options.inspect } : {}) });
      actor.on('*', (event: EventObject) => emitted.push(event));
      // A machine that errors is reported by observe(), not as an unhandled error.
      actor.subscribe({ error: () => undefined });
      actor.start();
      await settle();
      return observe();
    },
    async step(step: PathStep): Promise<Observation> {
      const answer = parseActorAnswer(step.event);
      if (answer) {
        const call = calls.findLast((c) => c.actorId === answer.actorId && !c.settled && !c.signal.aborted);
        if (!call) throw new Error(`No pending ${answer.actorId} call: the machine is not waiting for that actor`);
        call.settled = true;
        if (answer.kind === 'done') call.resolve(step.event['output']);
        else call.reject(new Error(String((step.event['error'] as { message?: Json } | undefined)?.message ?? 'Actor failed')));
      } else {
        actor!.send(step.event);
      }
      await settle();
      return observe();
    },
    async stop(): Promise<void> {
      actor?.stop();
      actor = null;
    },
  };
}
