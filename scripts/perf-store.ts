/**
 * Starting what the speed benchmarks measure (docs/performance.md): the store as `npm start` runs it
 * (scripts/start.mjs: builds dist/ui when stale, then serves app and API from one origin) on a free
 * loopback port with its own data directory, and a tiny static server for the no-JS floor page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A server the benchmarks started: its origin (no trailing slash) and how to stop it. */
export interface RunningServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (asks the OS for one, then releases it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createNetServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/**
 * Polls `url` until it answers 2xx; resolves then. Rejects after `timeoutMs` (ms), or at once when
 * `alive()` turns false (the server process exited).
 */
export async function waitForOk(url: string, timeoutMs: number, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the server exited before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}

/** Options of startStore. */
export interface StartStoreOptions {
  /** PGlite data directory, relative to the repository root (never the default .data/pglite). */
  readonly dataDir: string;
  /** Extra environment for the server (e.g. VITRINE_CATALOG_MULTIPLIER). */
  readonly env?: Readonly<Record<string, string>>;
  /** Prefix of the server's output lines, e.g. '[store]'. */
  readonly label: string;
  /** How long building, seeding and starting may take, ms (default 15 minutes). */
  readonly timeoutMs?: number;
}

/**
 * Runs `node scripts/start.mjs` (build when stale, then the sandbox with the built UI) on a free
 * loopback port and resolves once GET /api/__sandbox/health answers. Its output is echoed with the
 * label. Rejects when it exits or does not answer in time. `stop()` ends its process group.
 */
export async function startStore(options: StartStoreOptions): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', VITRINE_DATA_DIR: resolve(ROOT, options.dataDir), ...options.env },
  });
  const echo = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`${options.label} ${line}`);
  };
  child.stdout?.on('data', echo);
  child.stderr?.on('data', echo);
  let exited = false;
  child.once('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopGroup(child, () => exited);
  try {
    await waitForOk(`${url}/api/__sandbox/health`, options.timeoutMs ?? 15 * 60_000, () => !exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function stopGroup(child: ChildProcess, exited: () => boolean): Promise<void> {
  if (exited() || child.pid === undefined) return;
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, s);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  for (let waited = 0; waited < 10_000 && !exited(); waited += 200) await new Promise((r) => setTimeout(r, 200));
  if (!exited()) signal('SIGKILL');
}

const TYPES: Readonly<Record<string, string>> = { '.html': 'text/html; charset=utf-8', '.jpg': 'image/jpeg', '.css': 'text/css', '.svg': 'image/svg+xml' };

/**
 * Serves the files of `dir` (GET only, no directory listing, 404 outside it) on a free loopback
 * port, with a one-year cache header like the store's hashed assets. Resolves once listening.
 */
export async function startStaticServer(dir: string): Promise<RunningServer> {
  const root = resolve(dir);
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(root, path);
    if (req.method !== 'GET' || !file.startsWith(root + '/') || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'content-length': statSync(file).size, 'cache-control': 'public, max-age=31536000' });
    createReadStream(file).pipe(res);
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((done) => server.close(() => done())) };
}

/**
 * Runs `node scripts/ensure-chromium.mjs` (installs Debian's Chromium when missing and allowed) and
 * resolves with the browser's path (CHROME_PATH, else /usr/bin/chromium). Rejects when it fails.
 */
export async function ensureChromiumPath(): Promise<string> {
  const child = spawn(process.execPath, ['scripts/ensure-chromium.mjs'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number>((done) => child.once('exit', (c) => done(c ?? 1)));
  const path = /Chromium: (.+)/.exec(out)?.[1]?.trim();
  if (code !== 0 || !path) throw new Error('Chromium is not available (scripts/ensure-chromium.mjs failed)');
  return path;
}

/** Flags every benchmark gives Chromium (docs/performance.md "Browser"). */
export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
