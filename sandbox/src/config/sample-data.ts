import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SAMPLE_DATA_DIR, REPO_ROOT, SAMPLE_SUBSET_DIR } from './paths.js';

/** Relative path of the file whose presence makes a directory sample data (the Luma styles). */
const MARKER_CSV = path.join('luma', 'fixtures', 'ConfigurableSampleData', 'products.csv');
/** File that only the committed subset has (its manifest, written by scripts/make-sample-subset.ts). */
const SUBSET_MANIFEST = 'subset.json';

/** Which sample data the sandbox seeds from (decision 0120). */
export interface SampleDataChoice {
  /** Absolute directory the importers read. */
  readonly dir: string;
  /** 'full': the shared sample data; 'subset': the committed subset. */
  readonly kind: 'full' | 'subset';
  /** The one start-up line saying which, e.g. 'Sample data: full set at /work/shared/data'. */
  readonly description: string;
}

/** True when `dir` holds sample data in the shared layout (its Luma products CSV exists). */
export function isSampleDataDir(dir: string): boolean {
  return fs.existsSync(path.join(dir, MARKER_CSV));
}

/** 'subset' when `dir` is a copy of the committed subset (it has subset.json), else 'full'. */
export function sampleDataKind(dir: string): 'full' | 'subset' {
  return fs.existsSync(path.join(dir, SUBSET_MANIFEST)) ? 'subset' : 'full';
}

const shown = (dir: string) => {
  const relative = path.relative(REPO_ROOT, dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : dir;
};

/**
 * Picks the sample data of `npm start`, `npm run sandbox` and `npm run seed` (decision 0120):
 * `requested` (VITRINE_SAMPLE_DATA; default ../shared/data) when it holds sample data, else the
 * committed subset sandbox/sample-data. Never throws; the importers throw later if the subset
 * itself is missing.
 */
export function resolveSampleData(requested: string | undefined = undefined): SampleDataChoice {
  const wanted = path.resolve(requested || DEFAULT_SAMPLE_DATA_DIR);
  if (isSampleDataDir(wanted)) {
    const kind = sampleDataKind(wanted);
    return { dir: wanted, kind, description: kind === 'full' ? `Sample data: full set at ${shown(wanted)}` : `Sample data: committed subset at ${shown(wanted)}` };
  }
  return {
    dir: SAMPLE_SUBSET_DIR,
    kind: 'subset',
    description: `Sample data: committed subset at ${shown(SAMPLE_SUBSET_DIR)} (no sample data at ${shown(wanted)}; set VITRINE_SAMPLE_DATA for the full set)`,
  };
}
