import { generatePaths, namedPaths } from '../core/src/shell/machines/model-based/path-generation.js';
import { machineInventory } from '../core/src/shell/machines/model-based/machine-inventory.js';
import { createHeadlessDriver } from '../core/src/shell/machines/model-based/headless-driver.js';
import { replayPath, formatReplay } from '../core/src/shell/machines/model-based/path-replay.js';
import { CoverageTracker, formatCoverage } from '../core/src/shell/machines/model-based/coverage.js';
const mod = await import(process.argv[2]!);
const model = mod[process.argv[3]!];
const inv = machineInventory(model.machine);
console.log(inv.states.length, inv.transitions.length);
for (const kind of ['shortest', 'simple', 'named'] as const) {
  let t = Date.now();
  const s = kind === 'named' ? namedPaths(model) : generatePaths(model, kind);
  console.log(kind, s.paths.length, s.truncated, Date.now() - t, 'ms');
  const tracker = new CoverageTracker(model.name, model.machine);
  let fails = 0;
  for (const p of s.paths.slice(0, 3000)) { const r = await replayPath(createHeadlessDriver(model, { inspect: tracker.inspect }), p); if (!r.ok) { fails++; if (fails < 3) console.log(formatReplay(r)); } }
  if (kind === 'named') for (const p of s.paths) { const exp = model.sequences[p.name].expectedFinalState; const got = p.steps.at(-1)?.expectedState ?? p.initialState; if (exp !== got) console.log('SEQ MISMATCH', p.name, exp, got); }
  console.log('fails', fails, 'replay ms', Date.now() - t); console.log(formatCoverage(tracker.report()));
}
