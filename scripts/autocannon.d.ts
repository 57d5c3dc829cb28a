// The part of autocannon's API the load benchmark uses (the package ships no typings).
declare module 'autocannon' {
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  }
  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: AutocannonRequest[];
  }
  interface AutocannonResult {
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
  }
  interface AutocannonInstance {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
    on(event: 'done', listener: (result: AutocannonResult) => void): void;
    stop(): void;
  }
  function autocannon(options: AutocannonOptions, callback?: (error: Error | null, result: AutocannonResult) => void): AutocannonInstance;
  export default autocannon;
}
