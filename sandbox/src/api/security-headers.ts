import type { MiddlewareHandler } from 'hono';
import { secureHeaders, type ContentSecurityPolicyOptionHandler } from 'hono/secure-headers';
import { cspNonce } from './csp-nonce.js';

/** The card payment provider's script origin (shell-and-account.md §7; decision 0118). */
export const CARD_PROVIDER_SCRIPT_ORIGIN = 'https://js.stripe.com';

/** The card frame page (decision 0460): the card fields, served with their own strict policy. */
export const CARD_FRAME_PATH = '/card-frame';

/** HSTS for a request that arrived over TLS (directly or through a proxy's X-Forwarded-Proto): one year. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The CSP source of this response's nonce, as Hono's `NONCE` makes it (kept in the context's
 * `secureHeadersNonce`, made once per response) but drawn from the pooled CSPRNG bytes of
 * {@link cspNonce} (decision 0458): `'nonce-<16 random bytes, base64>'`.
 */
export const POOLED_NONCE: ContentSecurityPolicyOptionHandler = (c) => {
  let nonce = c.get('secureHeadersNonce') as string | undefined;
  if (!nonce) {
    nonce = cspNonce();
    c.set('secureHeadersNonce', nonce);
  }
  return `'nonce-${nonce}'`;
};

/**
 * The security headers of every response, pages, assets and API alike (decision 0290), through
 * Hono's `secureHeaders`:
 * - `X-Content-Type-Options: nosniff`; `Referrer-Policy: strict-origin-when-cross-origin`;
 * - `X-Frame-Options: SAMEORIGIN` with CSP `frame-ancestors 'self'`, `object-src 'none'` and
 *   `base-uri 'self'`;
 * - CSP `script-src` of this origin's files, the card provider's script and inline scripts carrying
 *   this response's nonce only (no 'unsafe-inline'; the page renderer reads the nonce from the
 *   context's `secureHeadersNonce`, decision 0291);
 * - a Permissions-Policy allowing geolocation (the store finder's "Use my location") and payment
 *   to this origin, and camera, microphone, USB, serial, HID and MIDI to nobody;
 * - `Cross-Origin-Resource-Policy: same-origin`; no Cross-Origin-Opener-Policy (decision 0290);
 * - `Strict-Transport-Security` only when the request came over https: browsers ignore it on
 *   http, and a loopback sandbox has no TLS.
 *
 * The card frame page ({@link CARD_FRAME_PATH}, decision 0460) gets a policy of its own: nothing by
 * default; scripts of this origin and inline ones with this response's nonce only (never the card
 * provider's origin); styles with the nonce; no form target; `frame-ancestors 'self'`; and CSP
 * `sandbox allow-scripts allow-forms`, so the page runs in an opaque origin even when opened on its own.
 */
export function securityHeaders(): MiddlewareHandler {
  const common = secureHeaders({
    contentSecurityPolicy: {
      scriptSrc: [POOLED_NONCE, "'self'", CARD_PROVIDER_SCRIPT_ORIGIN],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    // No COOP: its browsing-context-group switch on navigation breaks Lighthouse's trace (NO_NAVSTART).
    crossOriginOpenerPolicy: false,
    strictTransportSecurity: false,
    permissionsPolicy: { geolocation: ['self'], payment: ['self'], camera: [], microphone: [], usb: [], serial: [], hid: [], midi: [] },
  });
  const cardFrame = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      scriptSrc: [POOLED_NONCE, "'self'"],
      styleSrc: [POOLED_NONCE],
      formAction: ["'none'"],
      frameAncestors: ["'self'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
      sandbox: ['allow-scripts', 'allow-forms'],
    },
    referrerPolicy: 'no-referrer',
    crossOriginOpenerPolicy: false,
    strictTransportSecurity: false,
    permissionsPolicy: { geolocation: [], payment: [], camera: [], microphone: [], usb: [], serial: [], hid: [], midi: [] },
  });
  return async (c, next) => {
    await (c.req.path === CARD_FRAME_PATH ? cardFrame : common)(c, next);
    if (overTls(c.req.raw)) c.header('Strict-Transport-Security', HSTS);
  };
}

/** True when `request` came over TLS, directly (an https URL) or through a proxy (`X-Forwarded-Proto: https`): it gets {@link HSTS}. */
export function overTls(request: Request): boolean {
  return request.url.startsWith('https:') || request.headers.get('x-forwarded-proto') === 'https';
}
