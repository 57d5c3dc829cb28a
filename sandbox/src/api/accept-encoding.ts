/** The compressions the server offers (the compress middleware's and the JSON compression's), in its order of preference. */
export const ENCODINGS = ['gzip', 'deflate'] as const;

/** One of {@link ENCODINGS}. */
export type Encoding = (typeof ENCODINGS)[number];

/**
 * How to encode an answer for the request's `Accept-Encoding` value as Hono's compress middleware
 * chooses: `null` for no compression (no header, or identity only), else the first of gzip and
 * deflate the client accepts (q > 0, or a `*` with q > 0); `undefined` when it accepts neither.
 * Pure; never throws.
 */
export function encodingFor(acceptEncoding: string | null): Encoding | null | undefined {
  const value = acceptEncoding?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'identity') return null;
  const q = new Map<string, number>();
  for (const part of value.split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((w) => w !== undefined);
    q.set(token.trim(), weight === undefined ? 1 : Number(weight));
  }
  return ENCODINGS.find((encoding) => (q.get(encoding) ?? q.get('*') ?? 0) > 0);
}
