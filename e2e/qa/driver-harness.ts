import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import type { BrowserDriverOptions, BrowserPathDriver, MachinePath, Observation, PathStep } from '@vitrine/core/testing';

/**
 * What the QA browser drivers share (docs/qa.md "Browser replay"): the repository root, the demo
 * password, Chromium's flags, the sandbox they start when no base URL is given, and the
 * BrowserPathDriver around a per-path session. Each driver keeps only its machine's session.
 */

/** Absolute path of the repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The seeded demo customers' password (sandbox seed, docs/sandbox.md). */
export const PASSWORD = 'Vitrine-demo-1';

/** playwright.config.ts's Chromium flags. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** A sandbox a driver started: its origin and how to stop it. */
export interface OwnServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Starts the sandbox serving the production build (dist/ui) on a free port with the fault switch
 * on. `dataDir` is a kept data directory (relative to the root); without it the server gets a fresh
 * database of its own in a temporary directory named `<tempPrefix>…` (seeded in about 10 s, so every
 * replay starts from the seed), removed when it closes. Rejects when there is no build.
 */
export async function startOwnServer(where: { readonly dataDir: string } | { readonly tempPrefix: string }): Promise<OwnServer> {
  const staticDir = resolve(ROOT, 'dist/ui');
  if (!existsSync(resolve(staticDir, 'index.html'))) throw new Error('No UI build in dist/ui: run `npm run build` first, or pass --base-url');
  const { startSandbox } = await import('../../sandbox/src/server.js');
  const temporary = 'tempPrefix' in where ? mkdtempSync(join(tmpdir(), where.tempPrefix)) : null;
  const dataDir = temporary ?? resolve(ROOT, (where as { dataDir: string }).dataDir);
  const server = await startSandbox({ port: 0, dataDir, staticDir, faults: true, quiet: true });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      if (temporary) rmSync(temporary, { recursive: true, force: true });
    },
  };
}

/** One path's browser session of a driver: starts the path, performs its steps, closes its context. */
export interface PathSession {
  start(path: MachinePath): Promise<Observation>;
  step(step: PathStep, index: number, path: MachinePath): Promise<Observation>;
  close(): Promise<void>;
}

/**
 * The BrowserPathDriver of core's path-replay.ts around `openSession` (called once per path with
 * the browser and the store's origin): headless Chromium (CHROME_PATH, default /usr/bin/chromium)
 * and, without `options.baseUrl`, the sandbox `startServer` starts. Rejects with a one-line reason
 * for a missing browser, or what `startServer` rejects with.
 */
export async function createPathDriver(
  options: BrowserDriverOptions,
  startServer: () => Promise<OwnServer>,
  openSession: (browser: Browser, baseUrl: string, path: MachinePath) => Promise<PathSession>,
): Promise<BrowserPathDriver> {
  const executablePath = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`No Chromium at ${executablePath}: install it (apt-get install -y chromium) or set CHROME_PATH`);
  const server = options.baseUrl ? null : await startServer();
  const baseUrl = options.baseUrl ?? server!.url;
  let browser: Browser;
  try {
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  } catch (error) {
    await server?.close();
    throw error;
  }
  let session: PathSession | null = null;
  return {
    async start(path) {
      session = await openSession(browser, baseUrl, path);
      return session.start(path);
    },
    async step(step, index, path) {
      if (!session) throw new Error('step before start');
      return session.step(step, index, path);
    },
    async stop() {
      await session?.close();
      session = null;
    },
    async close() {
      await browser.close();
      await server?.close();
    },
  };
}
