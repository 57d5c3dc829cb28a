import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, fromPromise, setup } from 'xstate';
import { failureMessage, forwardLogs } from '@vitrine/core';
import {
  actorDone,
  actorError,
  canonicalJson,
  CoverageTracker,
  createHeadlessDriver,
  formatCoverage,
  formatReplay,
  generatePaths,
  machineInventory,
  namedPaths,
  parseActorAnswer,
  pathFromEvents,
  replayPath,
  sequencePath,
  stateString,
  type MachineModel,
  type MachinePath,
  type PathDriver,
} from '@vitrine/core/testing';
import { activeStateIds } from '../../core/src/testing/model-based/machine-inventory.js';
import { invokedActorIds, offeredEvents } from '../../core/src/testing/model-based/path-generation.js';

/** A small machine: a transient start, a call with a done and an error answer, a child machine, a final state. */
const child = createMachine({ id: 'child', initial: 'a', states: { a: { on: { poke: 'b' } }, b: {} } });
const door = setup({
  types: { events: {} as { type: 'open' } | { type: 'close' } | { type: 'lock' } },
  actors: { unlock: fromPromise<boolean, void>(() => Promise.resolve(true)), child },
}).createMachine({
  id: 'door',
  initial: 'starting',
  states: {
    starting: { always: 'closed' },
    closed: { invoke: { id: 'child', src: 'child' }, on: { open: 'opened', lock: 'unlocking' } },
    unlocking: { invoke: { id: 'unlock', src: 'unlock', onDone: 'closed', onError: 'broken' } },
    opened: { on: { close: 'closed' } },
    broken: { type: 'final' },
  },
});

const doorModel: MachineModel = {
  name: 'door',
  description: 'A test door',
  machine: door,
  inputs: { default: null },
  userEvents: [{ type: 'open' }, { type: 'close' }, { type: 'lock' }],
  actorAnswers: { unlock: [actorDone('unlock', true), actorError('unlock', 'jammed')] },
  sequences: { openAndClose: { input: 'default', description: 'open, close', events: [{ type: 'open' }, { type: 'close' }], expectedFinalState: 'closed' } },
};

const path = (steps: MachinePath['steps'], initialState = 'closed'): MachinePath => ({ machine: 'door', name: 'test', input: null, initialState, steps });

describe('state strings and actor answers', () => {
  it('writes state values as dotted strings; parallel regions joined with |', () => {
    expect(stateString('idle')).toBe('idle');
    expect(stateString({ signIn: { editing: 'clean' } })).toBe('signIn.editing.clean');
    expect(stateString({ p: { left: 'on', right: 'off' } })).toBe('p.left.on | p.right.off');
  });

  it('builds and parses actor answers', () => {
    expect(actorDone('signIn', { ok: true })).toEqual({ type: 'xstate.done.actor.signIn', output: { ok: true } });
    expect(actorError('signIn', 'Network Error')).toEqual({ type: 'xstate.error.actor.signIn', error: { message: 'Network Error' } });
    expect(parseActorAnswer({ type: 'xstate.error.actor.a.b' })).toEqual({ kind: 'error', actorId: 'a.b' });
    expect(parseActorAnswer({ type: 'login.submit' })).toBeNull();
  });

  it('canonical JSON ignores key order and undefined fields', () => {
    expect(canonicalJson({ b: 1, a: [true, null, { d: 'x', c: undefined }] })).toBe('{"a":[true,null,{"d":"x"}],"b":1}');
    expect(canonicalJson(undefined)).toBe('undefined');
  });
});

describe('machine inventory and coverage', () => {
  it('lists every state node and every transition, eventless and invoke ones included', () => {
    expect(machineInventory(door)).toEqual({
      states: ['door.starting', 'door.closed', 'door.unlocking', 'door.opened', 'door.broken'],
      transitions: [
        'door.starting always #0',
        'door.closed open #0',
        'door.closed lock #0',
        'door.unlocking xstate.done.actor.unlock #0',
        'door.unlocking xstate.error.actor.unlock #0',
        'door.opened close #0',
      ],
    });
    expect(activeStateIds(door, 'closed')).toEqual(['door.closed']);
  });

  it('counts only the root actor, and prints what is missing', () => {
    const tracker = new CoverageTracker('door', door);
    const actor = createActor(door, { inspect: tracker.inspect });
    actor.start();
    (actor.getSnapshot().children as Record<string, { send(e: { type: string }): void }>)['child']!.send({ type: 'poke' });
    actor.send({ type: 'open' });
    const report = tracker.report();
    expect(report.states).toEqual({ covered: 3, total: 5, percent: 60, missing: ['door.unlocking', 'door.broken'] });
    expect(formatCoverage(report)).toBe(
      [
        'door: states 3/5 (60 %), transitions 2/6 (33.3 %)',
        '  missing state door.unlocking',
        '  missing state door.broken',
        '  missing transition door.closed lock #0',
        '  missing transition door.unlocking xstate.done.actor.unlock #0',
        '  missing transition door.unlocking xstate.error.actor.unlock #0',
        '  missing transition door.opened close #0',
      ].join('\n'),
    );
  });

  it('a machine without transitions is fully covered by its start', () => {
    const still = createMachine({ id: 'still', initial: 'here', states: { here: {} } });
    const tracker = new CoverageTracker('still', still);
    tracker.recordValue('here');
    expect(formatCoverage(tracker.report())).toBe('still: states 1/1 (100 %), transitions 0/0 (100 %)');
  });
});

describe('path generation', () => {
  it('offers the user events plus the answers of the actors running, none for an actor without answers', () => {
    const [, snapshot] = [null, createActor(door).getSnapshot()];
    expect(invokedActorIds(doorModel, snapshot)).toEqual(['child']);
    expect(offeredEvents(doorModel, snapshot)).toEqual(doorModel.userEvents);
  });

  it('shortest paths reach every state and take every transition; prefixes are dropped', () => {
    const set = generatePaths(doorModel, 'shortest');
    expect(set.paths.map((p) => p.steps.map((s) => `${s.event.type}→${s.expectedState}`).join(' ')).sort()).toEqual([
      'lock→unlocking xstate.done.actor.unlock→closed',
      'lock→unlocking xstate.error.actor.unlock→broken',
      'open→opened close→closed',
    ]);
    expect(set.paths.every((p) => p.initialState === 'closed' && p.initialContext === undefined)).toBe(true);
  });

  it('simple paths stop at the limit and say so, then add what covers the missing transitions', () => {
    const capped = generatePaths({ ...doorModel, simplePathLimit: 1 }, 'simple');
    expect(capped.truncated).toBe(true);
    const full = generatePaths(doorModel, 'simple');
    expect(full.truncated).toBe(false);
    expect(full.paths.length).toBeGreaterThanOrEqual(capped.paths.length);
  });

  it('a machine with one state and no events has no simple path', () => {
    const still: MachineModel = { ...doorModel, machine: createMachine({ id: 'still', initial: 'here', states: { here: {} } }), userEvents: [], actorAnswers: {}, sequences: {} };
    expect(generatePaths(still, 'simple').paths).toEqual([]);
  });

  it('named sequences become paths; an unknown name is an error', () => {
    expect(namedPaths(doorModel).paths.map((p) => p.steps.at(-1)!.expectedState)).toEqual(['closed']);
    expect(() => sequencePath(doorModel, 'nope')).toThrow('door has no sequence nope; it has openAndClose');
  });

  it('a projected context becomes part of each expectation', () => {
    const counter = setup({ types: { events: {} as { type: 'inc' } } }).createMachine({
      id: 'counter',
      context: { n: 0 },
      on: { inc: { actions: assign({ n: ({ context }) => Math.min(context.n + 1, 2) }) } },
    });
    const model: MachineModel = { ...doorModel, machine: counter, userEvents: [{ type: 'inc' }], actorAnswers: {}, project: (s) => ({ n: (s.context as { n: number }).n }) };
    const made = pathFromEvents(model, 'two', null, [{ type: 'inc' }, { type: 'inc' }]);
    expect(made).toMatchObject({ initialContext: { n: 0 }, steps: [{ expectedContext: { n: 1 } }, { expectedContext: { n: 2 } }] });
    expect(generatePaths(model, 'shortest').paths).toHaveLength(1);
  });
});

describe('replay', () => {
  it('replays a generated path headless, answering the actor calls the machine makes', async () => {
    const driver = createHeadlessDriver(doorModel);
    const report = await replayPath(driver, path([
      { event: { type: 'lock' }, expectedState: 'unlocking' },
      { event: actorDone('unlock', true), expectedState: 'closed' },
    ]));
    expect(report.ok).toBe(true);
    expect(driver.calls.filter((c) => c.src === 'unlock').map((c) => [c.actorId, c.input, c.settled])).toEqual([['unlock', undefined, true]]);
    expect(formatReplay(report)).toBe(['PASS door / test', '  ok   start → closed', '  ok   1 lock → unlocking', '  ok   2 xstate.done.actor.unlock → closed'].join('\n'));
  });

  it('stops at the first state that differs', async () => {
    const report = await replayPath(createHeadlessDriver(doorModel), path([
      { event: { type: 'open' }, expectedState: 'closed' },
      { event: { type: 'close' }, expectedState: 'closed' },
    ]));
    expect(report.ok).toBe(false);
    expect(report.steps).toHaveLength(2);
    expect(formatReplay(report)).toContain('  FAIL 1 open: expected closed, got opened');
  });

  it('fails a step answering an actor the machine is not waiting for; an error answer without a message still fails the call', async () => {
    const noCall = await replayPath(createHeadlessDriver(doorModel), path([{ event: actorDone('unlock', true), expectedState: 'closed' }]));
    expect(formatReplay(noCall)).toContain('FAIL 1 xstate.done.actor.unlock: No pending unlock call: the machine is not waiting for that actor');
    const bare = await replayPath(createHeadlessDriver(doorModel), path([
      { event: { type: 'lock' }, expectedState: 'unlocking' },
      { event: { type: 'xstate.error.actor.unlock' }, expectedState: 'broken' },
    ]));
    expect(bare.ok).toBe(true);
  });

  it('compares the context projection when both sides have one', async () => {
    const driver: PathDriver = {
      start: async () => ({ state: 'closed', context: { n: 1 } }),
      step: async () => ({ state: 'opened', context: { n: 2 } }),
      stop: vi.fn(async () => undefined),
    };
    const report = await replayPath(driver, { ...path([{ event: { type: 'open' }, expectedState: 'opened', expectedContext: { n: 3 } }]), initialContext: { n: 1 } });
    expect(formatReplay(report)).toContain('FAIL 1 open: expected opened, got opened; context expected {"n":3}, got {"n":2}');
    expect(driver.stop).toHaveBeenCalledTimes(1);
  });

  it('reports a driver that cannot start or step, whatever it throws', async () => {
    const broken: PathDriver = { start: () => Promise.reject('no browser'), step: vi.fn(), stop: async () => undefined };
    const report = await replayPath(broken, path([{ event: { type: 'open' }, expectedState: 'opened' }]));
    expect(formatReplay(report)).toBe('FAIL door / test\n  FAIL start: no browser');
    expect(broken.step).not.toHaveBeenCalled();
  });

  it('reports a machine that errors', async () => {
    const thrower = (value: unknown) =>
      setup({ types: { events: {} as { type: 'boom' } } }).createMachine({
        id: 'thrower',
        on: {
          boom: {
            actions: () => {
              throw value;
            },
          },
        },
      });
    for (const [value, message] of [
      [new Error('bad action'), 'bad action'],
      ['plain', 'plain'],
    ] as const) {
      const driver = createHeadlessDriver({ ...doorModel, machine: thrower(value), actorAnswers: {} });
      const report = await replayPath(driver, path([{ event: { type: 'boom' }, expectedState: 'x' }], ''));
      expect(report.steps[1]!.error).toBe(message);
    }
    await createHeadlessDriver(doorModel).stop();
  });
});

describe('machine logs', () => {
  it('forwards emitted log events to the Logger', () => {
    const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    let handler: ((e: { type: 'log'; level: 'warn'; message: string; context: Record<string, unknown> }) => void) | undefined;
    forwardLogs({ on: (_type, h) => ((handler = h), { unsubscribe() {} }) }, logger);
    handler!({ type: 'log', level: 'warn', message: 'careful', context: { a: 1 } });
    expect(logger.warn).toHaveBeenCalledWith('careful', { a: 1 });
  });

  it('writes failures as text', () => {
    expect([failureMessage(new Error('Network Error')), failureMessage({ message: 42 }), failureMessage('offline'), failureMessage(null)]).toEqual(['Network Error', '42', 'offline', 'null']);
  });
});
