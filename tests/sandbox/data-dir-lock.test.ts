import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, lockFileOf } from '../../sandbox/src/db/data-dir-lock.js';
import { openPgliteDb } from '../../sandbox/src/db/pglite-db.js';

/** One process per embedded-database directory, refused in one line naming the holder (docs/sandbox.md). */
describe('data directory lock', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill();
  });
  const tempDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-lock-')), 'pglite');
  const otherProcess = () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    children.push(child);
    return child.pid!;
  };

  it('refuses a directory held by another live process, naming it in one line', () => {
    const dir = tempDir();
    const pid = otherProcess();
    fs.writeFileSync(lockFileOf(dir), JSON.stringify({ pid, since: '2026-11-25T10:00:00.000Z', command: 'scripts/serve.ts' }));
    let error: unknown;
    try {
      lockDataDir(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataDirInUseError);
    const message = (error as Error).message;
    expect(message).toContain(`in use by process ${pid}`);
    expect(message).toContain(dir);
    expect(message).not.toContain('\n');
  });

  it('takes a directory whose parent does not exist yet (a fresh clone has no .data), and releases it', () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-lock-')), 'not-yet', 'pglite');
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFileOf(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
  });

  it('takes over a lock left by a process that has ended, and releases it', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => child.on('exit', resolve));
    fs.writeFileSync(lockFileOf(dir), JSON.stringify({ pid: child.pid, since: 'then', command: 'node' }));
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFileOf(dir), 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
    release();
  });

  it('openPgliteDb holds the lock while open and refuses a held directory before PGlite aborts', async () => {
    const dir = tempDir();
    const db = await openPgliteDb(dir);
    expect(JSON.parse(fs.readFileSync(lockFileOf(dir), 'utf8')).pid).toBe(process.pid);
    await db.close();
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
    fs.writeFileSync(lockFileOf(dir), JSON.stringify({ pid: otherProcess(), since: 'now', command: 'npm start' }));
    await expect(openPgliteDb(dir)).rejects.toThrow(DataDirInUseError);
  }, 120_000);
});
