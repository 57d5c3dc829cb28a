// `npm test`: every check the project has, in order, stopping at the first failure:
// lint (with the core boundary rules), typecheck, unit/component/contract tests with core coverage,
// the production build with its size report, and the Playwright e2e journeys in Chromium.
// Ends with one plain line: 'test: N passed, N failed'.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { root, run } from './lib.mjs';

const cache = resolve(root, '.cache');
mkdirSync(cache, { recursive: true });
const vitestJson = resolve(cache, 'vitest-results.json');
const e2eJson = resolve(cache, 'e2e-results.json');

let passed = 0;
let failed = 0;

function countVitest() {
  if (!existsSync(vitestJson)) return;
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}

function countPlaywright() {
  if (!existsSync(e2eJson)) return;
  const stats = JSON.parse(readFileSync(e2eJson, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
}

/** Re-extracts the Lingui catalogs and fails when that changes them (a message was not extracted). */
async function catalogsUpToDate() {
  if ((await run('git', ['rev-parse', '--is-inside-work-tree'], { stdio: 'ignore' })) !== 0) {
    console.log('Not a git checkout: skipping the catalog freshness check.');
    return 0;
  }
  const code = await run('npx', ['lingui', 'extract', '--config', 'ui/lingui.config.ts'], { stdio: 'ignore' });
  if (code !== 0) return code;
  const changed = await run('git', ['diff', '--quiet', '--', 'ui/src/i18n/locales']);
  if (changed !== 0) console.error('The Lingui catalogs were out of date: run `npm run i18n:extract`, translate the new messages and commit.');
  return changed;
}

// Debian's Chromium is made sure of first: the e2e journeys need it, and so does the sandbox test that
// reads a compressed page through a real browser (decision 0448).
let chromium = null;
const steps = [
  [
    'Chromium',
    async () => {
      chromium = await ensureChromium();
      return chromium ? 0 : 1;
    },
  ],
  ['lint', () => run('npm', ['run', '--silent', 'lint'])],
  ['i18n catalogs up to date', catalogsUpToDate],
  ['typecheck', () => run('npx', ['tsc', '-b'])],
  [
    'unit, component and contract tests',
    async () => {
      const code = await run('npx', ['vitest', 'run', '--coverage', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`], { env: { ...process.env, CHROME_PATH: chromium } });
      countVitest();
      return code;
    },
  ],
  ['build', () => run('npm', ['run', '--silent', 'build'])],
  [
    'e2e (Playwright, Chromium)',
    async () => {
      const code = await run('npx', ['playwright', 'test'], { env: { ...process.env, CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson } });
      countPlaywright();
      return code;
    },
  ],
];

let exitCode = 0;
for (const [name, step] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const code = await step();
  console.log(`=== ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) {
    exitCode = code;
    if (failed === 0) failed = 1;
    break;
  }
}
console.log(`\ntest: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
