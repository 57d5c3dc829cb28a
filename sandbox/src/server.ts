import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createSandboxApp } from './api/app.js';
import path from 'node:path';
import { DEFAULT_DATA_DIR, DEFAULT_IMAGE_CACHE_DIR } from './config/paths.js';
import { resolveSampleData } from './config/sample-data.js';
import { describeLocation, openDatabase } from './db/open-db.js';
import { ensureSeeded } from './seed/seed.js';
import { isLoopbackHost } from './auth/loopback.js';
import type { PageRenderer } from './static/static-routes.js';

export interface StartSandboxOptions {
  /** TCP port; 0 = any free port (default 4173). */
  port?: number;
  /** Interface to bind (default 127.0.0.1). */
  host?: string;
  /** PGlite data directory (default .data/pglite under the repository root). */
  dataDir?: string;
  /** postgres://… to use a real Postgres instead of PGlite. */
  databaseUrl?: string;
  /** Sample data (default ../shared/data seen from the repository root, else the committed subset sandbox/sample-data; decision 0120). */
  sampleDataDir?: string;
  /** Built SPA to serve for non-API paths. */
  staticDir?: string;
  /** Server renderer of the pages, injected by a composing entry (scripts/serve.ts; decision 0150); without it, index.html answers every page path. */
  renderPage?: PageRenderer;
  /** Enable the fault switch (/api/__sandbox/faults). */
  faults?: boolean;
  /** No start-up output (errors are still logged). */
  quiet?: boolean;
  /** Resized-image cache (default .data/images/full or .data/images/subset, by the sample data's kind). */
  imageCacheDir?: string;
  /** Guest token lifetime, ms (default 30 days). */
  guestTokenTtlMs?: number;
  /** Epoch ms now, for tests (default Date.now). */
  clock?: () => number;
  /** How long a one-time code lives, ms (default VITRINE_OTP_TTL seconds, else 600 000; decision 0180). */
  otpTtlMs?: number;
  /** How long the AUTHORIZED step-up lasts, ms (default VITRINE_AUTHORIZED_TTL seconds, else 900 000; docs/identity.md). */
  authorizedTtlMs?: number;
  /** Serve the test mailbox GET /api/__sandbox/mailbox (default: on when faults are on or the host is a loopback address). */
  mailbox?: boolean;
}

export interface RunningSandbox {
  /** e.g. 'http://127.0.0.1:4173' (no trailing slash; the API is under /api). */
  readonly url: string;
  readonly port: number;
  /** Stops listening, then closes the database. */
  close(): Promise<void>;
}

/**
 * Starts the sandbox API server (docs/sandbox.md): opens the database (PGlite on `dataDir`, or
 * Postgres with `databaseUrl`), migrates and seeds it when empty or stale (printing progress and the
 * time taken), serves the API under /api and, with `staticDir`, the built SPA. Resolves once the
 * server listens. Throws when the database cannot be opened or the port is taken.
 */
export async function startSandbox(opts: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const started = performance.now();
  const log = opts.quiet ? () => undefined : (line: string) => console.log(`[sandbox] ${line}`);
  const location = { dataDir: opts.dataDir ?? DEFAULT_DATA_DIR, databaseUrl: opts.databaseUrl ?? null };
  const sample = resolveSampleData(opts.sampleDataDir);
  const sampleDataDir = sample.dir;
  log(sample.description);
  log(`Opening ${describeLocation(location)}`);
  const db = await openDatabase(location);
  try {
    const seed = await ensureSeeded(db, sampleDataDir, { log });
    if (opts.staticDir && !fs.existsSync(opts.staticDir)) log(`Static directory ${opts.staticDir} does not exist: serving the API only.`);
    const app = createSandboxApp({
      db,
      sampleDataDir,
      // The subset's photos are downscaled: a cache per kind never serves one set's resizes for the other.
      imageCacheDir: opts.imageCacheDir ?? path.join(DEFAULT_IMAGE_CACHE_DIR, sample.kind),
      staticDir: opts.staticDir && fs.existsSync(opts.staticDir) ? opts.staticDir : null,
      ...(opts.renderPage ? { renderPage: opts.renderPage } : {}),
      faults: opts.faults ?? false,
      clock: opts.clock,
      guestTokenTtlMs: opts.guestTokenTtlMs,
      identity: {
        authorizedTtlMs: opts.authorizedTtlMs,
        otpTtlMs: opts.otpTtlMs,
        mailbox: opts.mailbox ?? (opts.faults === true || isLoopbackHost(opts.host ?? '127.0.0.1')),
        // Revoking a customer's tokens is for journeys on this machine only (decision 0289).
        tokenRevocation: isLoopbackHost(opts.host ?? '127.0.0.1'),
      },
      seed,
    });
    const host = opts.host ?? '127.0.0.1';
    const server = await new Promise<Server>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: opts.port ?? 4173, hostname: host }) as Server;
      // Idle keep-alive sockets stay open longer than clients reuse them (Node's 5 s default races a
      // client that sends just as the server closes the socket: ECONNRESET).
      s.keepAliveTimeout = 65_000;
      s.headersTimeout = 66_000;
      s.once('listening', () => resolve(s));
      s.once('error', reject);
    });
    const port = (server.address() as AddressInfo).port;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    log(`Ready in ${((performance.now() - started) / 1000).toFixed(1)} s${opts.faults ? ' (fault switch on)' : ''}`);
    return {
      url,
      port,
      close: async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections?.();
        });
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
