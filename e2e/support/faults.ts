import { expect, type APIRequestContext } from '@playwright/test';

/** Arms the sandbox's fault switch (docs/sandbox-fixtures.md): the next `method` call to `path` (under /api) answers 500. */
export async function failNext(request: APIRequestContext, method: string, path: string): Promise<void> {
  const response = await request.post('/api/__sandbox/faults', { data: { path, method, status: 500, code: 'INTERNAL_ERROR' } });
  expect(response.status()).toBe(201);
}
