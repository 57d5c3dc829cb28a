import type { RouteQuery } from '../../checkout/machines/checkout-steps.js';

/**
 * Steps and URLs of the returns and claims flows (shell-and-account.md §2 "Returns steps: order,
 * details, return-methods, review, confirmation"; "Claims steps: type, select, return-methods,
 * details, review, confirmation"; decision 0191). The step names are the spec's; the paths are
 * Vitrine's, relative to the site's context path: the first step is the flow's root
 * ('/returns', '/claims'), the others '/returns/<step>'.
 */

export const RETURNS_STEP_IDS = ['order', 'details', 'return-methods', 'review', 'confirmation'] as const;
export type ReturnsStepId = (typeof RETURNS_STEP_IDS)[number];

export const CLAIMS_STEP_IDS = ['type', 'select', 'return-methods', 'details', 'review', 'confirmation'] as const;
export type ClaimsStepId = (typeof CLAIMS_STEP_IDS)[number];

/** Query parameters the flows read and write (customerZipCode and orderNumber are the spec's names). */
export const AFTERCARE_QUERY = {
  orderNumber: 'orderNumber',
  customerZipCode: 'customerZipCode',
  claimType: 'claimType',
  returnNumber: 'returnNumber',
  claimNumber: 'claimNumber',
} as const;

/** A flow's URL as the router reports it: the step its path names and its query. */
export interface FlowRoute<S extends string> {
  readonly step: S;
  readonly query: RouteQuery;
}

const ROOTS = { returns: '/returns', claims: '/claims' } as const;
type Flow = keyof typeof ROOTS;
const STEPS: { readonly [F in Flow]: readonly string[] } = { returns: RETURNS_STEP_IDS, claims: CLAIMS_STEP_IDS };

/**
 * The URL of a step with its query (empty and null values left out, names in the order given):
 * flowUrl('returns', 'details', { orderNumber: 'VT-1' }) → '/returns/details?orderNumber=VT-1';
 * the first step is the flow's root: flowUrl('claims', 'type', {}) → '/claims'.
 */
export function flowUrl(flow: Flow, step: string, query: Readonly<Record<string, string | null | undefined>>): string {
  const path = step === STEPS[flow][0] ? ROOTS[flow] : `${ROOTS[flow]}/${step}`;
  const search = Object.entries(query)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/**
 * The step a path names, ignoring a context path prefix and a trailing slash:
 * ('returns', '/en-gb/returns/review') → 'review'; ('claims', '/claims') → 'type'; null for any other path.
 */
export function flowStepOfPath(flow: Flow, pathname: string): string | null {
  const match = new RegExp(`(?:^|/)${flow}(?:/([a-z-]+))?$`).exec(pathname.replace(/\/+$/, ''));
  if (!match) return null;
  const step = match[1] ?? STEPS[flow][0]!;
  return match[1] === STEPS[flow][0] || !STEPS[flow].includes(step) ? null : step;
}

/** The canonical text of a route (path plus its non-empty query values in name order): two URLs for the same step and values compare equal. */
export function flowRouteKey(flow: Flow, route: FlowRoute<string>): string {
  const names = Object.keys(route.query).sort();
  return flowUrl(flow, route.step, Object.fromEntries(names.map((name) => [name, route.query[name]])));
}

/** The route of a URL {@link flowUrl} built. Throws RangeError for a URL of no step of the flow (a bug). */
export function flowRouteOfUrl<S extends string>(flow: Flow, url: string): FlowRoute<S> {
  const [path = '', search = ''] = url.split('?', 2);
  const step = flowStepOfPath(flow, path);
  if (step === null) throw new RangeError(`Not a ${flow} URL: ${url}`);
  const query = Object.fromEntries(
    search
      .split('&')
      .filter((pair) => pair !== '')
      .map((pair) => pair.split('=', 2).map(decodeURIComponent) as [string, string]),
  );
  return { step: step as S, query };
}
