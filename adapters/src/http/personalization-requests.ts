import ky, { isHTTPError } from 'ky';
import { PERSONALIZATION_RETRY_DELAY_MS, personalizationIgnoring403, shouldSendCampaignStats, type DatasetEvent, type Logger, type SiteContext } from '@vitrine/core';
import type { DatasetRequestDto, DatasetResponseDto } from '@vitrine/contract';
import { isHttpError } from './http-error.js';

/** What the personalization gateways need beyond the API client (decisions 0400, 0407). */
export interface PersonalizationGatewayOptions {
  /** API base URL ('/api' in the browser, absolute in Node); the dataset address is `{apiBaseUrl}/personalization/v0/{siteId}/dataset`. */
  readonly apiBaseUrl: string;
  /** The content environment sent with personalized content; 'staging' also stops campaign stats (shopping.md §4). */
  readonly environment: string;
  readonly logger: Logger;
  /** fetch for the dataset call; default globalThis.fetch. */
  readonly fetch?: typeof fetch;
  /** Time-out of one dataset attempt (ms); default 10 000. */
  readonly timeoutMs?: number;
}

/**
 * The status of a failed personalization call, from either client: the API client's HttpError
 * (`status`) or ky's own HTTPError (`response.status`); null for anything else (a network error,
 * a time-out). Never fails.
 */
export function personalizationStatusOf(error: unknown): number | null {
  if (isHttpError(error)) return error.status;
  if (isHTTPError(error)) return error.response.status;
  return null;
}

/** The page, shopper, cart and campaign stats of a dataset call: what core's DatasetEvent and PersonalizedContentEvent both carry. */
export type DatasetPageEvent = Pick<DatasetEvent, 'locale' | 'url' | 'pageType' | 'userId' | 'attributes' | 'action' | 'cartLines' | 'campaignStats'>;

/** What one gateway's dataset call adds to the page event: its content zones, its flags and its own body fields (catalog, promotionZones, ...). */
export interface DatasetCallFields extends Omit<DatasetRequestDto, 'source' | 'user' | 'action' | 'cart' | 'campaignStats'> {
  readonly contentZones: readonly DatasetRequestDto['source']['contentZones'][number][];
}

/**
 * The one dataset call of the personalization gateways (shell-and-account.md §7; shopping.md §4,
 * §7; decisions 0400, 0407, 0408): POST {options.apiBaseUrl}/personalization/v0/{siteId}/dataset
 * (the site id URL-encoded, a trailing slash of the base dropped) with ky directly, without
 * credentials or the API's headers (the provider is a third party). The body: `source` (the
 * event's locale, url and page type, application 'vitrine', channel 'web', `fields.contentZones`),
 * `user` (id and attributes), `action`, `cart.singleLine.Product` (product id, unit price in major
 * units, quantity), the event's campaign stats — left out when they are none or when
 * shouldSendCampaignStats(options.environment) is false (staging) — and the rest of `fields`
 * (flags, catalog, promotionZones, notifications, variants) as given. One attempt times out after
 * `options.timeoutMs` (default 10 000 ms); a network error is retried once after
 * PERSONALIZATION_RETRY_DELAY_MS (500 ms), an HTTP error status or a time-out never.
 * Resolves the DatasetResponseDto, or null after a 403 (logged as a warning only:
 * personalizationIgnoring403). Throws ky's error of any other failure.
 */
export async function postDataset(site: SiteContext, options: PersonalizationGatewayOptions, event: DatasetPageEvent, fields: DatasetCallFields): Promise<DatasetResponseDto | null> {
  const { contentZones, ...own } = fields;
  const json: DatasetRequestDto = {
    source: { locale: event.locale, application: 'vitrine', url: event.url, channel: 'web', pageType: event.pageType, contentZones: [...contentZones] },
    user: { id: event.userId, attributes: { ...event.attributes } },
    action: event.action,
    cart: { singleLine: { Product: event.cartLines.map((line) => ({ _id: line.productId, price: line.price, quantity: line.quantity })) } },
    ...own,
    ...(shouldSendCampaignStats(options.environment) && event.campaignStats.length > 0 ? { campaignStats: event.campaignStats.map((s) => ({ ...s })) } : {}),
  };
  const url = `${options.apiBaseUrl.replace(/\/$/, '')}/personalization/v0/${encodeURIComponent(site.siteId)}/dataset`;
  return personalizationIgnoring403(
    () =>
      ky
        .post(url, {
          json,
          credentials: 'omit',
          timeout: options.timeoutMs ?? 10_000,
          retry: { limit: 1, methods: ['post'], statusCodes: [], retryOnTimeout: false, delay: () => PERSONALIZATION_RETRY_DELAY_MS, jitter: false },
          ...(options.fetch ? { fetch: options.fetch } : {}),
        })
        .json<DatasetResponseDto>(),
    personalizationStatusOf,
    options.logger,
  );
}

/**
 * One answered campaign per placement, in `placements` order (shell-and-account.md §7
 * "campaignResponses"; decisions 0400, 0407): for each placement the first of `answered` whose
 * `payload.placement` is it, converted by `convert`; a placement nothing answered is left out and
 * an answer for a placement not asked is dropped. Used for trays and bandit promotions alike. Never
 * fails (unless `convert` does).
 */
export function onePerPlacement<P, A extends { readonly payload: { readonly placement: P } }, R>(placements: readonly P[], answered: readonly A[], convert: (answer: A) => R): R[] {
  return placements.flatMap((placement) => {
    const found = answered.find((a) => a.payload.placement === placement);
    return found ? [convert(found)] : [];
  });
}
