import { describe, expect, it } from 'vitest';
import {
  CoverageTracker,
  createHeadlessDriver,
  formatCoverage,
  formatReplay,
  generatePaths,
  namedPaths,
  replayPath,
  type MachineModel,
  type MachinePath,
  type PathKind,
  type PathSet,
} from '@vitrine/core/testing';

/** Replays one path headless, recording coverage; returns the report. */
export async function replay(model: MachineModel, path: MachinePath, tracker?: CoverageTracker) {
  return replayPath(createHeadlessDriver(model, tracker ? { inspect: tracker.inspect } : {}), path);
}

/**
 * The model-based suite of one machine (decision 0061), given its model and its `*Paths` function
 * (default: generatePaths over the model): every generated shortest path replayed
 * headless (one test each), then state and transition coverage printed and required at 100 %;
 * every simple path replayed (one test for the set, coverage printed); every named sequence
 * replayed and ending where its description says.
 */
export function describeModel(model: MachineModel, paths: (kind?: PathKind) => PathSet = (kind = 'shortest') => generatePaths(model, kind)): void {
  describe(`${model.name}: model-based paths`, () => {
    const shortest = paths();
    const tracker = new CoverageTracker(model.name, model.machine);

    it("generates the same shortest paths every time (the machine's paths function, shortest by default)", () => {
      expect(paths('shortest')).toEqual(shortest);
      expect(shortest.kind).toBe('shortest');
    }, 60_000);

    it('generates at least one path per reachable state, all starting from a named input', () => {
      expect(shortest.paths.length).toBeGreaterThan(0);
      for (const path of shortest.paths) expect(Object.values(model.inputs)).toContainEqual(path.input);
    });

    describe('shortest paths', () => {
      it.each(shortest.paths.map((path) => [path.name, path] as const))('%s', async (_, path) => {
        const report = await replay(model, path, tracker);
        expect(report.ok, formatReplay(report)).toBe(true);
      });
    });

    it('the shortest paths reach every state and every transition (100 %)', () => {
      const report = tracker.report();
      console.info(`coverage (shortest paths) ${formatCoverage(report)}`);
      expect(report.states.missing).toEqual([]);
      expect(report.transitions.missing).toEqual([]);
      expect([report.states.percent, report.transitions.percent]).toEqual([100, 100]);
    });

    it('replays every simple path, which also reach every state and transition', async () => {
      const simple = generatePaths(model, 'simple');
      expect(simple.kind).toBe('simple');
      const simpleTracker = new CoverageTracker(model.name, model.machine);
      const failures: string[] = [];
      for (const path of simple.paths) {
        const report = await replay(model, path, simpleTracker);
        if (!report.ok) failures.push(formatReplay(report));
      }
      const coverage = simpleTracker.report();
      console.info(`coverage (${simple.paths.length} simple paths${simple.truncated ? ', capped' : ''}) ${formatCoverage(coverage)}`);
      expect(failures).toEqual([]);
      expect([coverage.states.missing, coverage.transitions.missing]).toEqual([[], []]);
      // Hundreds of replays: minutes on a loaded CI machine.
    }, 300_000);

    describe('named sequences', () => {
      const named = namedPaths(model);
      it.each(named.paths.map((path) => [path.name, path] as const))('%s', async (name, path) => {
        const report = await replay(model, path);
        expect(report.ok, formatReplay(report)).toBe(true);
        expect(report.steps.at(-1)!.actualState).toBe(model.sequences[name]!.expectedFinalState);
      });
    });
  });
}
