import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { IncomingMessage } from 'node:http';
import { ApiError, invalidRequest } from './api-error.js';

/**
 * The fault switch (docs/api.md "Test-only endpoints"): only mounted when the server starts with
 * `faults: true`. A fault makes the next `count` calls to a path (and method) fail with a status and
 * code, wait `delayMs` first (alone: a slow but successful call), or drop the connection.
 */
export interface Fault {
  /** Path under the API base, e.g. '/checkout/v0/an-us/carts/items'; a trailing '*' matches any suffix. */
  readonly path: string;
  /** HTTP method, or undefined for any. */
  readonly method?: string;
  /** Calls left to fail. */
  remaining: number;
  /** Status of the failure; undefined with delayMs only = delay then answer normally. */
  readonly status?: number;
  /** Error code of the body, 'MOCKED_FAULT' by default. */
  readonly code: string;
  readonly message: string;
  readonly delayMs: number;
  /** Destroy the socket instead of answering. */
  readonly drop: boolean;
}

/** The armed faults of one server. */
export class FaultStore {
  private faults: Fault[] = [];

  /** Arms a fault from the POST /__sandbox/faults body. Throws ApiError 400 on a malformed body. */
  add(body: Record<string, unknown>): Fault {
    const { path, method, count = 1, status, code = 'MOCKED_FAULT', message, delayMs = 0, drop = false } = body;
    if (typeof path !== 'string' || !path.startsWith('/')) throw invalidRequest('path must start with /', { fields: ['path'] });
    if (method !== undefined && typeof method !== 'string') throw invalidRequest('method must be a string', { fields: ['method'] });
    if (!Number.isInteger(count) || (count as number) < 1) throw invalidRequest('count must be a whole number >= 1', { fields: ['count'] });
    if (status !== undefined && (!Number.isInteger(status) || (status as number) < 400 || (status as number) > 599)) throw invalidRequest('status must be 400-599', { fields: ['status'] });
    if (typeof code !== 'string' || code === '') throw invalidRequest('code must be a non-empty string', { fields: ['code'] });
    if (!Number.isInteger(delayMs) || (delayMs as number) < 0 || (delayMs as number) > 60_000) throw invalidRequest('delayMs must be 0-60000', { fields: ['delayMs'] });
    if (typeof drop !== 'boolean') throw invalidRequest('drop must be a boolean', { fields: ['drop'] });
    if (status === undefined && delayMs === 0 && !drop) throw invalidRequest('Give a status, a delayMs or drop', { fields: ['status', 'delayMs', 'drop'] });
    const fault: Fault = {
      path: path.replace(/\/+$/, '') || '/',
      method: method?.toUpperCase(),
      remaining: count as number,
      status: status as number | undefined,
      code,
      message: typeof message === 'string' ? message : `Mocked fault: ${code}`,
      delayMs: delayMs as number,
      drop,
    };
    this.faults.push(fault);
    return fault;
  }

  /** Disarms every fault. */
  clear(): void {
    this.faults = [];
  }

  /** Faults still armed. */
  list(): readonly Fault[] {
    return this.faults;
  }

  /** Takes one use of the first fault matching the call, or undefined. */
  take(path: string, method: string): Fault | undefined {
    const clean = path.replace(/\/+$/, '') || '/';
    const fault = this.faults.find(
      (f) => (f.method === undefined || f.method === method) && (f.path.endsWith('*') ? clean.startsWith(f.path.slice(0, -1)) : f.path === clean),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Middleware of the API app (mounted under the base path `/api`): applies a matching fault before the
 * real handler. `/__sandbox/*` itself is never faulted. Dropping needs the Node server (c.env.incoming);
 * under app.request() it throws instead.
 */
export function faultMiddleware(store: FaultStore, basePath: string): MiddlewareHandler<{ Bindings: { incoming?: IncomingMessage } }> {
  return async (c, next) => {
    const full = new URL(c.req.url).pathname;
    const path = full.startsWith(basePath) ? full.slice(basePath.length) || '/' : full;
    if (path.startsWith('/__sandbox')) return next();
    const fault = store.take(path, c.req.method);
    if (!fault) return next();
    if (fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault.drop) {
      const socket = c.env?.incoming?.socket;
      if (!socket) throw new Error('Mocked dropped connection (no socket to drop outside the Node server)');
      socket.destroy();
      return new Response(null, { status: 499 });
    }
    if (fault.status === undefined) return next();
    throw new ApiError(fault.status as ContentfulStatusCode, fault.code, fault.message, { mocked: true });
  };
}
