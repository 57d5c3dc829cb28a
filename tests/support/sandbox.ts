import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, SAMPLE_SUBSET_DIR } from '../../sandbox/src/config/paths.js';
import type { Db } from '../../sandbox/src/db/db.js';
import { openPgliteDb } from '../../sandbox/src/db/pglite-db.js';
import { ensureSeeded } from '../../sandbox/src/seed/seed.js';
import { seedFingerprint } from '../../sandbox/src/seed/seed-version.js';
import { startSandbox } from '../../sandbox/src/server.js';

/**
 * Test support for everything that needs a real, seeded sandbox (sandbox tests, adapter contract
 * tests, e2e). Every test seeds from the committed subset sandbox/sample-data, wherever it runs, even
 * when ../shared/data exists (decision 0120), so expectations hold on a fresh clone. The seed runs once into a template PGlite directory, `.data/test-pglite`, and again
 * only when the seed-version marker changes (seed code, migrations, SEED_VERSION or sample data
 * path). Each caller then gets its own copy of the template (PGlite opens a data directory from one
 * process only; copying ~40 MB takes ~0.1 s, decision 0018), so test files can run in parallel and
 * never see each other's carts.
 */

/** The seeded template directory. */
export const TEST_TEMPLATE_DIR = path.join(REPO_ROOT, '.data', 'test-pglite');
/** Resized-image cache shared by test servers (writes are atomic); only the subset's photos go in it. */
export const TEST_IMAGE_CACHE_DIR = path.join(REPO_ROOT, '.data', 'test-images-subset');
/** Sample data the tests seed from: always the committed subset (VITRINE_SAMPLE_DATA is ignored). */
export const TEST_SAMPLE_DATA_DIR = SAMPLE_SUBSET_DIR;

const MARKER_FILE = `${TEST_TEMPLATE_DIR}.seed-marker`;
const LOCK_DIR = `${TEST_TEMPLATE_DIR}.lock`;
const STALE_LOCK_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function templateIsCurrent(fingerprint: string): boolean {
  try {
    return fs.readFileSync(MARKER_FILE, 'utf8') === fingerprint && fs.existsSync(path.join(TEST_TEMPLATE_DIR, 'PG_VERSION'));
  } catch {
    return false;
  }
}

async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(LOCK_DIR), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(LOCK_DIR);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - fs.statSync(LOCK_DIR).mtimeMs > STALE_LOCK_MS) fs.rmSync(LOCK_DIR, { recursive: true, force: true });
      } catch {
        // the holder released it meanwhile
      }
      await sleep(200);
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

/**
 * Makes sure the template is seeded with the current seed; seeds it (once, across processes, under a
 * lock directory) when the marker is missing or stale. Returns the template directory.
 */
export async function ensureTestTemplate(): Promise<string> {
  const fingerprint = seedFingerprint(TEST_SAMPLE_DATA_DIR);
  if (templateIsCurrent(fingerprint)) return TEST_TEMPLATE_DIR;
  await withLock(async () => {
    if (templateIsCurrent(fingerprint)) return;
    fs.rmSync(MARKER_FILE, { force: true });
    fs.rmSync(TEST_TEMPLATE_DIR, { recursive: true, force: true });
    const db = await openPgliteDb(TEST_TEMPLATE_DIR);
    try {
      await ensureSeeded(db, TEST_SAMPLE_DATA_DIR);
    } finally {
      await db.close();
    }
    fs.writeFileSync(MARKER_FILE, fingerprint);
  });
  return TEST_TEMPLATE_DIR;
}

/** A private copy of the seeded template in the OS temp directory (removed by the caller's close). */
export async function copyTestTemplate(): Promise<string> {
  const template = await ensureTestTemplate();
  const copy = path.join(os.tmpdir(), `vitrine-test-pglite-${process.pid}-${crypto.randomUUID()}`);
  await fs.promises.cp(template, copy, { recursive: true });
  return copy;
}

/** A seeded PGlite database of one's own, for tests that use `app.request()` without a server. */
export async function openTestDatabase(): Promise<{ db: Db; close(): Promise<void> }> {
  const dir = await copyTestTemplate();
  const db = await openPgliteDb(dir);
  return {
    db,
    close: async () => {
      await db.close();
      await fs.promises.rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a sandbox server on a free port over a private copy of the seeded test database.
 * `faults` enables the fault switch; `staticDir` serves a built SPA. `close()` stops it and deletes
 * the copy. Resolves with `url` like 'http://127.0.0.1:41234' (the API is under `${url}/api`).
 */
export async function startTestSandbox(opts: { faults?: boolean; staticDir?: string; guestTokenTtlMs?: number } = {}): Promise<{ url: string; close(): Promise<void> }> {
  const dir = await copyTestTemplate();
  try {
    const sandbox = await startSandbox({
      port: 0,
      dataDir: dir,
      sampleDataDir: TEST_SAMPLE_DATA_DIR,
      imageCacheDir: TEST_IMAGE_CACHE_DIR,
      staticDir: opts.staticDir,
      faults: opts.faults ?? false,
      guestTokenTtlMs: opts.guestTokenTtlMs,
      quiet: true,
    });
    return {
      url: sandbox.url,
      close: async () => {
        await sandbox.close();
        await fs.promises.rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    throw error;
  }
}
