/**
 * QA CLI for the machines (docs/qa.md; decision 0061):
 *   npm run qa -- list
 *   npm run qa -- paths <machine> [--simple | --named] [--out <file.json>]
 *   npm run qa -- replay <file.json | machine:sequence> [--browser] [--base-url <url>] [--only <path name>] [--missing]
 * Exit codes: 0 every replayed path matched; 1 a state differed; 2 usage error or browser driver missing.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CoverageTracker,
  createHeadlessDriver,
  formatCoverage,
  formatReplay,
  generatePaths,
  machineInventory,
  namedPaths,
  replayPath,
  sequencePath,
  type BrowserDriverModule,
  type MachineModel,
  type MachinePath,
  type PathDriver,
  type PathSet,
} from '@vitrine/core/testing';
import * as testing from '@vitrine/core/testing';

// `npm run qa -- paths checkout | head` closes the pipe early: that is the reader's choice, not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BROWSER_DRIVER = resolve(ROOT, 'e2e/qa/browser-driver.ts');
/** Machines a browser driver can replay (the login modal, the checkout, returns and claims drive the real UI). */
const BROWSER_MACHINES = new Set(['login-modal', 'checkout', 'returns', 'claims']);

/** Every machine model `@vitrine/core/testing` exports (`*Model` with a machine, inputs, events and sequences): a new machine shows up by itself. */
const isModel = (value: unknown): value is MachineModel =>
  typeof value === 'object' && value !== null && ['name', 'machine', 'inputs', 'userEvents', 'actorAnswers', 'sequences'].every((key) => key in value);
const MODELS: readonly MachineModel[] = Object.values<unknown>(testing).filter(isModel);
const modelNamed = (name: string) => MODELS.find((m) => m.name === name);

const USAGE = `Usage:
  npm run qa -- list
  npm run qa -- paths <machine> [--simple | --named] [--out <file.json>]
  npm run qa -- replay <file.json | machine:sequence> [--browser] [--base-url <url>] [--only <path name>] [--missing]
Machines: ${MODELS.map((m) => m.name).join(', ')}`;

class UsageError extends Error {}

/** Paths given on the command line are relative to where npm was started. */
const fromCwd = (file: string) => (isAbsolute(file) ? file : resolve(process.env['INIT_CWD'] ?? process.cwd(), file));

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return value;
}

function requireModel(name: string | undefined): MachineModel {
  const model = name === undefined ? undefined : modelNamed(name);
  if (!model) throw new UsageError(`Unknown machine ${name ?? '(none)'}`);
  return model;
}

function list(): number {
  const rows = MODELS.map((m) => {
    const { states, transitions } = machineInventory(m.machine);
    return [m.name, String(states.length), String(transitions.length), String(Object.keys(m.inputs).length), String(Object.keys(m.sequences).length), m.description];
  });
  const header = ['machine', 'states', 'transitions', 'inputs', 'sequences', 'what'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  '));
  return 0;
}

function paths(args: string[]): number {
  const model = requireModel(args[0]);
  const set = args.includes('--named') ? namedPaths(model) : generatePaths(model, args.includes('--simple') ? 'simple' : 'shortest');
  const json = `${JSON.stringify(set, null, 2)}\n`;
  const out = option(args, '--out');
  if (out) {
    writeFileSync(fromCwd(out), json);
    console.log(`${set.paths.length} ${set.kind} paths of ${model.name}${set.truncated ? ' (capped)' : ''} written to ${out}`);
  } else {
    process.stdout.write(json);
  }
  return 0;
}

/** The paths a replay argument names: a file with a path set, one path or a list of paths, or 'machine:sequence'. */
function pathsToReplay(target: string): MachinePath[] {
  const file = fromCwd(target);
  if (!existsSync(file)) {
    const [machine, sequence] = target.split(':');
    if (sequence === undefined) throw new UsageError(`No file ${target} (and not a machine:sequence)`);
    return [sequencePath(requireModel(machine), sequence)];
  }
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as PathSet | MachinePath | MachinePath[];
  if (Array.isArray(parsed)) return parsed;
  return 'paths' in parsed ? [...parsed.paths] : [parsed];
}

async function browserDriver(machine: string, baseUrl: string | undefined): Promise<(PathDriver & { close(): Promise<void> }) | null> {
  if (!BROWSER_MACHINES.has(machine)) throw new UsageError(`Browser replay is for ${[...BROWSER_MACHINES].join(', ')} paths, not ${machine}`);
  if (!existsSync(BROWSER_DRIVER)) {
    console.log('Browser replay is not available yet: e2e/qa/browser-driver.ts is missing (the UI track adds it); replay without --browser for a headless run.');
    return null;
  }
  const module = (await import(pathToFileURL(BROWSER_DRIVER).href)) as BrowserDriverModule;
  return module.createBrowserDriver({ machine, ...(baseUrl ? { baseUrl } : {}) });
}

async function replay(args: string[]): Promise<number> {
  const target = args[0];
  if (!target || target.startsWith('--')) throw new UsageError('replay needs a path file or machine:sequence');
  const only = option(args, '--only');
  const selected = pathsToReplay(target).filter((p) => only === undefined || p.name === only);
  if (selected.length === 0) throw new UsageError(only ? `No path named ${only}` : 'The file holds no path');
  const browser = args.includes('--browser');
  let failed = 0;
  const trackers = new Map<string, CoverageTracker>();
  let shared: (PathDriver & { close(): Promise<void> }) | null = null;
  try {
    for (const path of selected) {
      const model = requireModel(path.machine);
      let driver: PathDriver;
      if (browser) {
        shared ??= await browserDriver(model.name, option(args, '--base-url'));
        if (!shared) return 2;
        driver = shared;
      } else {
        const tracker = trackers.get(model.name) ?? new CoverageTracker(model.name, model.machine);
        trackers.set(model.name, tracker);
        driver = createHeadlessDriver(model, { inspect: tracker.inspect });
      }
      const report = await replayPath(driver, path);
      console.log(formatReplay(report));
      if (!report.ok) failed += 1;
    }
  } finally {
    await shared?.close();
  }
  console.log(`\n${selected.length - failed}/${selected.length} paths matched${browser ? ' in Chromium' : ' (headless)'}`);
  for (const tracker of trackers.values()) {
    const [summary, ...missing] = formatCoverage(tracker.report()).split('\n');
    console.log(`coverage of these paths: ${summary}${missing.length > 0 && !args.includes('--missing') ? ` (--missing lists the ${missing.length} not reached)` : ''}`);
    if (args.includes('--missing')) missing.forEach((line) => console.log(line));
  }
  return failed === 0 ? 0 : 1;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'list':
      return list();
    case 'paths':
      return paths(args);
    case 'replay':
      return replay(args);
    case undefined:
    case 'help':
    case '--help':
      console.log(USAGE);
      return command === undefined ? 2 : 0;
    default:
      throw new UsageError(`Unknown command ${command}`);
  }
}

// exitCode, not process.exit(): a large JSON written to a pipe must drain before Node exits.
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : error);
    process.exitCode = 2;
  },
);
