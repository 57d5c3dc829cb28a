import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../config/paths.js';
import type { Db } from './db.js';

/** The ordered migration files (`NNNN-name.sql`) shipped with the sandbox. */
export function migrationFiles(dir: string = MIGRATIONS_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}-[a-z0-9-]+\.sql$/.test(f))
    .sort();
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction, in
 * file-name order. Returns the names applied now (empty when up to date). Throws on SQL errors.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec('create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())');
  const done = new Set((await db.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version));
  const applied: string[] = [];
  for (const file of migrationFiles(dir)) {
    if (done.has(file)) continue;
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version) values ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

/** Drops every table of the sandbox (the whole `public` schema) so the next migrate starts fresh. */
export async function dropAll(db: Db): Promise<void> {
  await db.exec('drop schema if exists public cascade; create schema public;');
}
