import type { Json, MachinePath, PathEvent } from '@vitrine/core/testing';

/**
 * The pure part of the aftercare QA browser driver (e2e/qa/aftercare-driver.ts; docs/qa.md): what
 * each server answer of a returns or claims path needs, the request each actor makes, the URL of
 * each navigation with the path's sample numbers replaced by the real ones. No browser, no server.
 */

/** The two aftercare machines the driver replays. */
export type AftercareFlow = 'returns' | 'claims';

/** An actor answer of a path: `xstate.done.actor.<actor>` or `xstate.error.actor.<actor>`. */
export interface AftercareAnswer {
  readonly actor: string;
  readonly kind: 'done' | 'error';
  readonly event: PathEvent;
}

/** The real values that stand in for the path's sample values (core's aftercare.samples.ts). */
export interface RealValues {
  /** The site id of the API paths ('an-us'). */
  readonly siteId: string;
  /** A delivered order of the path's customer, in its return and claim windows. */
  readonly orderNumber: string;
  /** Its shipping postal code (the claims' customerZipCode). */
  readonly postalCode: string;
  /** A return of that order made before the path, or null when the path reads none. */
  readonly returnNumber: string | null;
  /** A claim of that order made before the path, or null when the path reads none. */
  readonly claimNumber: string | null;
}

/** Numbers no order, return or claim of the sandbox has (ORDER_NOT_FOUND, RETURN_NOT_FOUND, CLAIM_NOT_FOUND for real). */
export const UNKNOWN = { orderNumber: 'VT-2026-999999', returnNumber: 'RT-2026-999999', claimNumber: 'CL-2026-999999', postalCode: '00000' } as const;

/** The API status of each aftercare error code the driver may have to answer in the browser (docs/api.md "Returns and claims"). */
export const AFTERCARE_STATUS: Readonly<Record<string, number>> = {
  ORDER_NOT_FOUND: 404,
  RETURN_NOT_FOUND: 404,
  CLAIM_NOT_FOUND: 404,
  NOT_ELIGIBLE: 409,
  SCOPE_REQUIRED: 403,
};

/** The actor answer an event is, or null for a shopper, navigation or session event. */
export function answerOf(event: PathEvent | undefined): AftercareAnswer | null {
  const match = event ? /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type) : null;
  return match ? { kind: match[1] as 'done' | 'error', actor: match[2]!, event: event! } : null;
}

/** The answers that follow step `index` up to the next event that is not an answer. */
export function answersAfter(path: MachinePath, index: number): AftercareAnswer[] {
  const found: AftercareAnswer[] = [];
  for (const step of path.steps.slice(index + 1)) {
    const answer = answerOf(step.event);
    if (!answer) break;
    found.push(answer);
  }
  return found;
}

/** The domain code of a refused answer ('AFTERCARE.ORDER_NOT_FOUND'), 'ok' for a success, null for a transport fault. */
export function codeOf(answer: AftercareAnswer): string | null {
  if (answer.kind === 'error') return null;
  const output = answer.event['output'] as { ok?: boolean; error?: { code?: string } } | null | undefined;
  return output && output.ok === false ? (output.error?.code ?? 'UNKNOWN') : 'ok';
}

/**
 * The API code a domain code comes from (ky-aftercare-gateway.ts's mapping, reversed):
 * 'AFTERCARE.SIGN_IN_REQUIRED' → 'SCOPE_REQUIRED'; 'AFTERCARE.NOT_ELIGIBLE' → 'NOT_ELIGIBLE'.
 */
export function apiCodeOf(code: string): string {
  const bare = code.replace(/^AFTERCARE\./, '');
  return bare === 'SIGN_IN_REQUIRED' ? 'SCOPE_REQUIRED' : bare;
}

/** The request an actor makes: method and path under /api (no query), for the fault switch and for a browser intercept. */
export interface ActorRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
}

/**
 * The request `actor` makes for `orderNumber` (and the return or claim number a confirmation
 * reads), as ky-aftercare-gateway.ts sends it: e.g. ('createReturn') → POST
 * /order/v0/an-us/returns; ('getClaimMethods', 'VT-1') → GET /order/v0/an-us/orders/VT-1/return-methods.
 * Throws for an actor neither machine has.
 */
export function requestOf(actor: string, values: { siteId: string; orderNumber: string; returnNumber: string; claimNumber: string }): ActorRequest {
  const base = `/order/v0/${values.siteId}`;
  const order = `${base}/orders/${encodeURIComponent(values.orderNumber)}`;
  switch (actor) {
    case 'listEligibleOrders':
      return { method: 'GET', path: `${base}/returns/eligible-orders` };
    case 'getEligibleOrder':
    case 'chooseOrder':
      return { method: 'GET', path: `${order}/returnable` };
    case 'getClaimableOrder':
      return { method: 'GET', path: `${order}/claimable` };
    case 'getReturnMethods':
    case 'getClaimMethods':
      return { method: 'GET', path: `${order}/return-methods` };
    case 'createReturn':
      return { method: 'POST', path: `${base}/returns` };
    case 'createClaim':
      return { method: 'POST', path: `${base}/claims` };
    case 'getReturn':
      return { method: 'GET', path: `${base}/returns/${encodeURIComponent(values.returnNumber)}` };
    case 'getClaim':
      return { method: 'GET', path: `${base}/claims/${encodeURIComponent(values.claimNumber)}` };
    default:
      throw new Error(`No aftercare actor ${actor}`);
  }
}

/** The path (under /api, no query) of each actor's request, whatever the numbers in it. */
const ACTOR_PATHS: Readonly<Record<string, { method: 'GET' | 'POST'; pattern: RegExp }>> = {
  listEligibleOrders: { method: 'GET', pattern: /^\/order\/v0\/[^/]+\/returns\/eligible-orders$/ },
  getEligibleOrder: { method: 'GET', pattern: /^\/order\/v0\/[^/]+\/orders\/[^/]+\/returnable$/ },
  chooseOrder: { method: 'GET', pattern: /^\/order\/v0\/[^/]+\/orders\/[^/]+\/returnable$/ },
  getClaimableOrder: { method: 'GET', pattern: /^\/order\/v0\/[^/]+\/orders\/[^/]+\/claimable$/ },
  getReturnMethods: { method: 'GET', pattern: /^\/order\/v0\/[^/]+\/orders\/[^/]+\/return-methods$/ },
  getClaimMethods: { method: 'GET', pattern: /^\/order\/v0\/[^/]+\/orders\/[^/]+\/return-methods$/ },
  createReturn: { method: 'POST', pattern: /^\/order\/v0\/[^/]+\/returns$/ },
  createClaim: { method: 'POST', pattern: /^\/order\/v0\/[^/]+\/claims$/ },
  getReturn: { method: 'GET', pattern: /^\/order\/v0\/[^/]+\/returns\/(?!eligible-orders$)[^/]+$/ },
  getClaim: { method: 'GET', pattern: /^\/order\/v0\/[^/]+\/claims\/[^/]+$/ },
};

/**
 * True when a request (method, path under /api without the query) is the one `actor` makes:
 * ('getClaim', 'GET', '/order/v0/an-us/claims/CL-2026-000007') → true. Unknown actors: false.
 */
export function isActorRequest(actor: string, method: string, apiPath: string): boolean {
  const known = ACTOR_PATHS[actor];
  return known !== undefined && known.method === method && known.pattern.test(apiPath);
}

/** True when a request is one of any aftercare actor's (the driver holds those until the path answers them). */
export function isAftercareRequest(method: string, apiPath: string): boolean {
  return Object.keys(ACTOR_PATHS).some((actor) => isActorRequest(actor, method, apiPath));
}

/** How the server's answer to one call is arranged: by the server as it is, by the sandbox's fault switch, by the value the shopper sends, by a step-up lapse, or in the browser. */
export type Arrangement =
  | { readonly kind: 'server' }
  | { readonly kind: 'fault'; readonly request: ActorRequest }
  | { readonly kind: 'unknown-number' }
  | { readonly kind: 'lapse' }
  | { readonly kind: 'intercept'; readonly actor: string; readonly status: number; readonly code: string };

/** The actors whose ORDER_NOT_FOUND / RETURN_NOT_FOUND / CLAIM_NOT_FOUND the number the event sends produces for real. */
const READS_THE_SENT_NUMBER: Readonly<Record<string, readonly string[]>> = {
  'route.entered': ['getEligibleOrder', 'getClaimableOrder', 'getReturn', 'getClaim'],
  'order.find': ['getClaimableOrder'],
};

/**
 * How each answer that follows the event at `index` is arranged (in path order):
 * a success is the server's own answer; a transport fault is a 500 from the sandbox's fault
 * switch (the gateway throws on it, as on a lost connection); a not-found of a number the event
 * itself sends is an unknown number sent instead; SIGN_IN_REQUIRED is a lapsed step-up (a
 * downgrade grant); any other refusal is answered in the browser with its API code.
 */
export function arrangementsAfter(path: MachinePath, index: number, values: RealValues): Arrangement[] {
  const sent = path.steps[index]?.event.type ?? '';
  return answersAfter(path, index).map((answer) => arrangementOf(answer, sent, values));
}

/**
 * How one answer is arranged (see {@link arrangementsAfter}); `sent` is the type of the event that
 * made the call, the last one before the answer that is not an answer.
 */
export function arrangementOf(answer: AftercareAnswer, sent: string, values: RealValues): Arrangement {
  const code = codeOf(answer);
  if (code === 'ok') return { kind: 'server' };
  if (code === null) return { kind: 'fault', request: requestOf(answer.actor, { siteId: values.siteId, orderNumber: values.orderNumber, returnNumber: values.returnNumber ?? UNKNOWN.returnNumber, claimNumber: values.claimNumber ?? UNKNOWN.claimNumber }) };
  if (/_NOT_FOUND$/.test(code) && (READS_THE_SENT_NUMBER[sent] ?? []).includes(answer.actor)) return { kind: 'unknown-number' };
  if (code === 'AFTERCARE.SIGN_IN_REQUIRED') return { kind: 'lapse' };
  const apiCode = apiCodeOf(code);
  return { kind: 'intercept', actor: answer.actor, status: AFTERCARE_STATUS[apiCode] ?? 400, code: apiCode };
}

/** The type of the last event before step `index` that is not an answer (the event that made the call answered at `index`). */
export function callerOf(path: MachinePath, index: number): string {
  for (let i = index - 1; i >= 0; i -= 1) if (!answerOf(path.steps[i]!.event)) return path.steps[i]!.event.type;
  return '';
}

/** The flows' first steps: their URL is the flow's root ('/returns', '/claims'). */
const FIRST_STEP: Readonly<Record<AftercareFlow, string>> = { returns: 'order', claims: 'type' };

/**
 * The URL a `route.entered` event opens, its sample numbers replaced by the real ones (or by
 * unknown ones when `unknown` is set): ('returns', { step: 'details', query: { orderNumber: 'VT-2026-000901' } })
 * → '/returns/details?orderNumber=VT-2026-001000'.
 */
export function navigationUrl(flow: AftercareFlow, event: PathEvent, values: RealValues, unknown: boolean): string {
  const step = String(event['step']);
  const query = { ...((event['query'] as Record<string, Json> | undefined) ?? {}) };
  const real: Record<string, string> = {
    orderNumber: unknown ? UNKNOWN.orderNumber : values.orderNumber,
    customerZipCode: values.postalCode,
    returnNumber: unknown ? UNKNOWN.returnNumber : (values.returnNumber ?? UNKNOWN.returnNumber),
    claimNumber: unknown ? UNKNOWN.claimNumber : (values.claimNumber ?? UNKNOWN.claimNumber),
  };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (typeof value === 'string' && value !== '') params.set(name, real[name] ?? value);
  const path = step === FIRST_STEP[flow] ? `/${flow}` : `/${flow}/${step}`;
  return params.size > 0 ? `${path}?${params}` : path;
}

/** The real line id of a sample line id: the same line position of the real order ('VT-2026-000901-2' → 'VT-2026-001000-2'). */
export function realLineId(sampleLineId: string, orderNumber: string): string {
  const position = /-(\d+)$/.exec(sampleLineId)?.[1];
  if (!position) throw new Error(`Not a line id: ${sampleLineId}`);
  return `${orderNumber}-${position}`;
}
