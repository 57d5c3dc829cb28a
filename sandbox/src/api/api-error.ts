import type { ApiErrorDto } from '@vitrine/contract';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An expected API failure: HTTP status plus the ApiErrorDto body (docs/api.md "Errors"). Thrown by
 * handlers and services, turned into the response by {@link errorResponse}.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The JSON body. */
  toDto(): ApiErrorDto {
    return this.details ? { code: this.code, message: this.message, details: this.details } : { code: this.code, message: this.message };
  }
}

/** 400 INVALID_REQUEST. */
export const invalidRequest = (message: string, details?: Record<string, unknown>) => new ApiError(400, 'INVALID_REQUEST', message, details);

/** Sends an ApiErrorDto response; a 429 with `details.retryAfterSeconds` also says it in `Retry-After` (decision 0292). */
export function errorResponse(c: Context, error: ApiError): Response {
  const retryAfter = error.details?.['retryAfterSeconds'];
  if (error.status === 429 && typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
  return c.json(error.toDto(), error.status);
}

/** Body parser for JSON requests (any content type): 400 INVALID_REQUEST when the body is not JSON. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw invalidRequest('The request body must be JSON');
  }
}

/** Body parser for JSON requests: 400 INVALID_REQUEST when the body is not a JSON object. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidRequest('The request body must be a JSON object');
  return body as Record<string, unknown>;
}
