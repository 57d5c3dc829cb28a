import type { Json, MachinePath, PathEvent, PathStep } from './machine-model.js';

/**
 * Replaying a path through a driver (decision 0061): the headless driver runs the machine with
 * scripted in-memory actors; a browser driver (e2e/qa/browser-driver.ts) drives the real UI.
 * Both answer with the state they observe after each step.
 */

/** What a driver observed: the state string and, when it can read it, the context projection. */
export interface Observation {
  readonly state: string;
  readonly context?: Readonly<Record<string, Json>>;
}

/**
 * Drives one flow along a path. `start` is called once, then `step` for each step in order, then
 * `stop` (always, even after a failure). A driver throws when it cannot perform a step (no actor
 * call to answer, a control missing in the page); the replay reports the step as failed.
 */
export interface PathDriver {
  /** Starts the flow with `path.input`; resolves with the state observed after start. */
  start(path: MachinePath): Promise<Observation>;
  /**
   * Performs `step.event` (a user event, or an actor's answer that the driver arranges) and
   * resolves with the state observed after it. `index` is 0-based; `path` is given for look-ahead
   * (a browser driver types a wrong password when the next step is a WRONG_PASSWORD answer).
   */
  step(step: PathStep, index: number, path: MachinePath): Promise<Observation>;
  /** Releases what `start` took (the actor, the page). */
  stop(): Promise<void>;
}

/** One checked step of a replay; index -1 is the start. */
export interface StepReport {
  readonly index: number;
  readonly event: PathEvent | null;
  readonly expectedState: string;
  readonly actualState: string | null;
  readonly expectedContext?: Readonly<Record<string, Json>>;
  readonly actualContext?: Readonly<Record<string, Json>>;
  readonly ok: boolean;
  /** Why the driver could not perform the step. */
  readonly error?: string;
}

/** The result of replaying one path: ok when every step matched; the replay stops at the first mismatch. */
export interface ReplayReport {
  readonly machine: string;
  readonly name: string;
  readonly ok: boolean;
  readonly steps: readonly StepReport[];
}

/** A JSON value written with sorted keys, so two values compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

const check = (index: number, event: PathEvent | null, expected: { state: string; context?: Readonly<Record<string, Json>> }, observed: Observation): StepReport => {
  const contextChecked = expected.context !== undefined && observed.context !== undefined;
  const ok = observed.state === expected.state && (!contextChecked || canonicalJson(expected.context) === canonicalJson(observed.context));
  return {
    index,
    event,
    expectedState: expected.state,
    actualState: observed.state,
    ...(expected.context !== undefined ? { expectedContext: expected.context } : {}),
    ...(observed.context !== undefined ? { actualContext: observed.context } : {}),
    ok,
  };
};

const failed = (index: number, event: PathEvent | null, expectedState: string, error: unknown): StepReport => ({
  index,
  event,
  expectedState,
  actualState: null,
  ok: false,
  error: error instanceof Error ? error.message : String(error),
});

/**
 * Replays `path` through `driver`: starts it, checks the initial state, performs each step and
 * checks the state after it (and the context projection when both the path and the driver have
 * one). Stops at the first mismatch or driver failure; always stops the driver. Never throws
 * for a mismatch: the report says what differed.
 */
export async function replayPath(driver: PathDriver, path: MachinePath): Promise<ReplayReport> {
  const steps: StepReport[] = [];
  try {
    let report: StepReport;
    try {
      report = check(-1, null, { state: path.initialState, context: path.initialContext }, await driver.start(path));
    } catch (error) {
      report = failed(-1, null, path.initialState, error);
    }
    steps.push(report);
    for (const [index, step] of path.steps.entries()) {
      if (!report.ok) break;
      try {
        report = check(index, step.event, { state: step.expectedState, context: step.expectedContext }, await driver.step(step, index, path));
      } catch (error) {
        report = failed(index, step.event, step.expectedState, error);
      }
      steps.push(report);
    }
  } finally {
    await driver.stop();
  }
  return { machine: path.machine, name: path.name, ok: steps.every((s) => s.ok) && steps.length === path.steps.length + 1, steps };
}

/** A replay as text, one line per step: '  ok   1 login.submit → signIn.submitting' or '  FAIL 2 … expected X, got Y'. */
export function formatReplay(report: ReplayReport): string {
  const lines = report.steps.map((s) => {
    const label = s.index < 0 ? 'start' : `${s.index + 1} ${s.event!.type}`;
    if (s.ok) return `  ok   ${label} → ${s.actualState}`;
    if (s.error !== undefined) return `  FAIL ${label}: ${s.error}`;
    const context = s.expectedContext !== undefined && s.actualContext !== undefined ? `; context expected ${canonicalJson(s.expectedContext)}, got ${canonicalJson(s.actualContext)}` : '';
    return `  FAIL ${label}: expected ${s.expectedState}, got ${s.actualState}${context}`;
  });
  return [`${report.ok ? 'PASS' : 'FAIL'} ${report.machine} / ${report.name}`, ...lines].join('\n');
}

/** A driver that owns a browser: `close` releases it after the last path. */
export interface BrowserPathDriver extends PathDriver {
  /** Closes the browser (and any server the driver started); called once after the last path. */
  close(): Promise<void>;
}

/** Options the QA CLI passes to a browser driver. */
export interface BrowserDriverOptions {
  /** The model's name ('login-modal'). */
  readonly machine: string;
  /** The storefront's URL (default: the driver's own, e.g. a preview server it starts). */
  readonly baseUrl?: string;
}

/**
 * What `e2e/qa/browser-driver.ts` exports for `npm run qa -- replay <file> --browser`: a factory
 * the CLI calls once, then `start`/`step`/`stop` per path and `close` at the end. The driver maps
 * each path event to what a shopper does in Chromium and reads back the state the UI shows.
 */
export interface BrowserDriverModule {
  /** Launches Chromium (headless) for the machine's paths; rejects with a one-line reason when it cannot. */
  createBrowserDriver(options: BrowserDriverOptions): Promise<BrowserPathDriver>;
}
