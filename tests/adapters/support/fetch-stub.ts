/**
 * A stubbed `fetch` for adapter unit tests: routes by method and path, records every request the
 * client sends (method, URL, headers, JSON body, credentials), answers with queued responders.
 */

export interface RecordedRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: unknown;
  readonly credentials: RequestCredentials;
}

/** Answers one request: a Response, or an Error to throw (a network failure). */
export type Responder = (request: RecordedRequest, signal: AbortSignal | undefined) => Response | Error | Promise<Response | Error>;

interface Route {
  readonly method: string;
  readonly path: string | RegExp;
  readonly queue: Responder[];
}

/** A JSON response. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** An ApiErrorDto response. */
export function apiError(status: number, code: string, message = code, details?: Record<string, unknown>): Response {
  return json(status, details === undefined ? { code, message } : { code, message, details });
}

/** What undici throws when the connection fails (ky recognises it as a network error). */
export function networkFailure(): TypeError {
  return new TypeError('fetch failed');
}

/** A responder that never answers until the request is aborted (for time-outs and aborts). */
export const hang: Responder = (_request, signal) =>
  new Promise<Error>((resolve) => {
    signal?.addEventListener('abort', () => resolve(signal.reason instanceof Error ? signal.reason : new DOMException('aborted', 'AbortError')));
  });

export interface FetchStub {
  readonly fetch: typeof fetch;
  readonly calls: RecordedRequest[];
  /**
   * Routes `method path` (exact pathname, or a RegExp on it) to responders used in turn; the last
   * one answers every later call. Returns the stub for chaining.
   */
  on(method: string, path: string | RegExp, ...responders: (Responder | Response | Error)[]): FetchStub;
  /** Calls to one method and pathname. */
  callsTo(method: string, pathname: string): RecordedRequest[];
}

export function createFetchStub(): FetchStub {
  const routes: Route[] = [];
  const calls: RecordedRequest[] = [];
  const asResponder = (r: Responder | Response | Error): Responder => {
    if (typeof r === 'function') return r;
    if (r instanceof Error) return () => r;
    return () => r.clone();
  };
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: new Headers(request.headers),
      body: text === '' ? undefined : JSON.parse(text),
      credentials: request.credentials,
    };
    calls.push(recorded);
    const route = routes.find(
      (r) => r.method === request.method && (typeof r.path === 'string' ? r.path === recorded.url.pathname : r.path.test(recorded.url.pathname)),
    );
    if (!route) return json(599, { code: 'NO_STUB', message: `No stub for ${request.method} ${recorded.url.pathname}` });
    const responder = route.queue.length > 1 ? route.queue.shift()! : route.queue[0]!;
    const result = await responder(recorded, request.signal);
    if (result instanceof Error) throw result;
    return result;
  };
  const stub: FetchStub = {
    fetch: fetchStub as typeof fetch,
    calls,
    on(method, path, ...responders) {
      routes.push({ method, path, queue: responders.map(asResponder) });
      return stub;
    },
    callsTo(method, pathname) {
      return calls.filter((c) => c.method === method && c.url.pathname === pathname);
    },
  };
  return stub;
}
