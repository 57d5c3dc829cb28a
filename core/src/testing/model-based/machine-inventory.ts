import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';

/**
 * What a machine is made of, for coverage (decision 0061): every state node but the root, and
 * every transition definition (each candidate of an event's guarded list counts once, eventless
 * `always` candidates included).
 */

/** Every state node id and every transition key of a machine. */
export interface MachineInventory {
  /** State node ids ('loginModal.signIn.editing'), root excluded, in document order. */
  readonly states: readonly string[];
  /** Transition keys ({@link transitionKey}), in document order. */
  readonly transitions: readonly string[];
}

const descendants = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);

/**
 * A transition's key: '<source id> <event type> #<candidate index>', with 'always' for an eventless
 * one ('loginModal.signIn.submitting xstate.done.actor.signIn #2').
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const eventless = transition.eventType === '';
  const candidates = eventless ? source.always! : source.transitions.get(transition.eventType)!;
  return `${source.id} ${eventless ? 'always' : transition.eventType} #${candidates.indexOf(transition)}`;
}

/** The states and transitions of `machine` ({@link MachineInventory}). */
export function machineInventory(machine: AnyStateMachine): MachineInventory {
  const nodes = descendants(machine.root);
  const transitions = [machine.root, ...nodes].flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map(transitionKey));
  return { states: nodes.map((node) => node.id), transitions };
}

/** The ids of the state nodes a state value makes active, root excluded ({ signIn: 'editing' } → ['m.signIn', 'm.signIn.editing']). */
export function activeStateIds(machine: AnyStateMachine, value: StateValue): string[] {
  const walk = (node: AnyStateNode, v: StateValue): string[] =>
    typeof v === 'string'
      ? [node.states[v]!.id]
      : Object.entries(v).flatMap(([key, child]) => [node.states[key]!.id, ...walk(node.states[key]!, child as StateValue)]);
  return walk(machine.root, value);
}
