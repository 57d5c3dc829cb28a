import { expect, type APIRequestContext } from '@playwright/test';

/** Arms the sandbox's fault switch (docs/sandbox-fixtures.md): the next `method` call to `path` (under /api) answers 500. */
export async function failNext(request: APIRequestContext, method: string, path: string): Promise<void> {
  const response = await request.post('/api/__sandbox/faults', { data: { path, method, status: 500, code: 'INTERNAL_ERROR' } });
  expect(response.status()).toBe(201);
}

/** One fault of the sandbox's fault switch (docs/sandbox.md "The fault switch", docs/api.md). */
export interface FaultSpec {
  /** Path under /api; a trailing '*' matches any suffix. */
  readonly path: string;
  /** HTTP method, or any when left out. */
  readonly method?: string;
  /** How many matching calls fail; default 1. */
  readonly count?: number;
  /** Status of the failure (400–599); left out with delayMs alone: a slow but successful call. */
  readonly status?: number;
  /** The error body's code; default MOCKED_FAULT. */
  readonly code?: string;
  /** Wait first (ms, at most 60 000). */
  readonly delayMs?: number;
  /** Destroy the connection (the browser sees a network error). */
  readonly drop?: boolean;
}

/** Arms one fault of the sandbox's fault switch; expects the 201 of POST /api/__sandbox/faults. */
export async function armFault(request: APIRequestContext, fault: FaultSpec): Promise<void> {
  const response = await request.post('/api/__sandbox/faults', { data: fault });
  expect(response.status(), await response.text()).toBe(201);
}

/** Disarms every fault (DELETE /api/__sandbox/faults). */
export async function clearFaults(request: APIRequestContext): Promise<void> {
  const response = await request.delete('/api/__sandbox/faults');
  expect(response.ok()).toBe(true);
}

/** The faults still armed: how many calls each would still fail. */
export async function armedFaults(request: APIRequestContext): Promise<{ path: string; remaining: number }[]> {
  const body = (await (await request.get('/api/__sandbox/faults')).json()) as { faults: { path: string; remaining: number }[] };
  return body.faults;
}
