import fs from 'node:fs';
import path from 'node:path';

/** What a lock file holds: the process that has the data directory open. */
export interface DataDirHolder {
  readonly pid: number;
  /** ISO time the holder opened the directory. */
  readonly since: string;
  /** The holder's command line, as far as Node knows it. */
  readonly command: string;
}

/** Thrown when another live process has the data directory open; its message is one line for the terminal. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder,
  ) {
    super(
      `The sandbox database ${dataDir} is in use by process ${holder.pid} (${holder.command}, since ${holder.since}): stop it, or start this one with VITRINE_DATA_DIR set to another directory.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** The lock file of a data directory: beside it, so a re-seed that empties the directory keeps it. */
export const lockFileOf = (dataDir: string): string => `${dataDir.replace(/[\\/]+$/, '')}.pid`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): DataDirHolder | null {
  try {
    const holder = JSON.parse(fs.readFileSync(file, 'utf8')) as DataDirHolder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/**
 * Takes the data directory for this process (docs/sandbox.md): the embedded database allows one
 * process per directory and a second one dies with a bare "Aborted()", so the sandbox writes
 * `<dataDir>.pid` with its pid first. Throws {@link DataDirInUseError} when a live process (not this
 * one) holds it; a lock left by a process that has ended is taken over. Returns the release function
 * (removes the lock when it is still ours; safe to call twice).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  const holder = readHolder(file);
  if (holder && holder.pid !== process.pid && isAlive(holder.pid)) throw new DataDirInUseError(dataDir, holder);
  const mine: DataDirHolder = { pid: process.pid, since: new Date().toISOString(), command: process.argv.slice(1).join(' ') || 'node' };
  // The lock sits beside the directory: its parent may not exist yet on a fresh clone.
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(mine));
  return () => {
    if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
}
