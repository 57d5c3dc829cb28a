import type { SiteContext } from '@vitrine/core';

/**
 * Names of the headers the client sends (docs/api.md "Headers the client sends"; shopping.md §7
 * "Header and requests"; decision 0040).
 */
export const VITRINE_HEADER = {
  locale: 'x-vitrine-locale',
  siteId: 'x-vitrine-site-id',
  language: 'x-vitrine-language',
  currency: 'x-vitrine-currency',
  channel: 'x-vitrine-channel',
  contextPath: 'x-vitrine-context-path',
  scopes: 'x-vitrine-scopes',
  captchaToken: 'x-vitrine-captcha-token',
  inventoryPool: 'x-vitrine-inventory-pool',
  webReferer: 'x-web-referer',
} as const;

/** Channel sent when the channel cookie is missing (shopping.md §9 "default channel cookie web"). */
export const DEFAULT_CHANNEL = 'web';

/** Methods that carry `x-web-referer` (shopping.md §7: "added to post, get and put calls when known"). */
const REFERER_METHODS = new Set(['GET', 'POST', 'PUT']);

/** What the headers are built from; the getters are read on every request (and again on a reissue). */
export interface HeaderSources {
  readonly site: SiteContext;
  /** Channel from the channel cookie; blank or missing gives {@link DEFAULT_CHANNEL}. */
  readonly channel?: string | undefined;
  /** The page URL that caused the call. */
  readonly referer?: string | undefined;
  /** Token scope the client believes it has ('GUEST' ...). */
  readonly scope?: string | undefined;
  /** Token of a solved captcha. */
  readonly captchaToken?: string | undefined;
}

const present = (value: string | undefined): value is string => typeof value === 'string' && value.trim().length > 0;

/**
 * The documented headers for one request, as name -> value. Optional ones (scopes, captcha token,
 * web-referer) are left out when unknown; web-referer only on GET, POST and PUT. Pure.
 */
export function vitrineHeaders(method: string, sources: HeaderSources): Record<string, string> {
  const { site } = sources;
  const headers: Record<string, string> = {
    [VITRINE_HEADER.locale]: site.locale,
    [VITRINE_HEADER.siteId]: site.siteId,
    [VITRINE_HEADER.language]: site.language,
    [VITRINE_HEADER.currency]: site.currency,
    [VITRINE_HEADER.channel]: present(sources.channel) ? sources.channel : DEFAULT_CHANNEL,
    [VITRINE_HEADER.contextPath]: site.contextPath,
  };
  if (present(sources.scope)) headers[VITRINE_HEADER.scopes] = sources.scope;
  if (present(sources.captchaToken)) headers[VITRINE_HEADER.captchaToken] = sources.captchaToken;
  if (present(sources.referer) && REFERER_METHODS.has(method.toUpperCase())) headers[VITRINE_HEADER.webReferer] = sources.referer;
  return headers;
}
