// Small helpers shared by the project's scripts (start, test, e2e). Node 20, no dependencies.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`${cmd}: ${error.message}`);
      done(1);
    });
  });
}

/** Newest modification time (ms) of any file under the given paths, skipping node_modules. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') visit(join(p, name));
    } else newest = Math.max(newest, s.mtimeMs);
  };
  for (const p of paths) visit(resolve(root, p));
  return newest;
}

/** True when the UI build (dist/ui) or the server renderer (dist/server) is missing or older than its sources. */
export function uiBuildIsStale() {
  const built = [resolve(root, 'dist/ui/index.html'), resolve(root, 'dist/server/entry-server.js')];
  if (!built.every((file) => existsSync(file))) return true;
  const sources = newestMtime(['ui/src', 'ui/index.html', 'ui/vite.config.ts', 'ui/lingui.config.ts', 'core/src', 'adapters/src', 'package-lock.json']);
  return built.some((file) => sources > statSync(file).mtimeMs);
}

/** Where Chromium is, or null: CHROME_PATH, then Debian's /usr/bin/chromium. */
export function findChromium() {
  for (const candidate of [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}
