import { withPersonalizationRetry, type Scheduler, type SiteContext, type SocialEventKind, type SocialProof, type SocialProofGateway } from '@vitrine/core';
import type { HttpClient } from './client.js';
import { isHttpError } from './http-error.js';

/** The sandbox's social-proof answer (decision 0320). */
interface SocialProofResponseDto {
  items: { itemId: string; views: number; addToCarts: number }[];
}

/**
 * SocialProofGateway over HTTP (shopping.md §7 "Content and personalization"; decision 0320): GET
 * /slipstream/api/social/v0?siteId=&itemIds=a,b&lookbackMins= and POST
 * /slipstream/api/social/v0/events. Recording retries once after 500 ms on a network error
 * (withPersonalizationRetry, shopping.md §4); every other failure throws HttpError.
 */
export class KySocialProofGateway implements SocialProofGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
    private readonly scheduler: Scheduler,
  ) {}

  /** See {@link SocialProofGateway.getSocialProof}. */
  async getSocialProof(itemIds: readonly string[], lookbackMins: number): Promise<readonly SocialProof[]> {
    const body = await this.http.get<SocialProofResponseDto>('/slipstream/api/social/v0', {
      searchParams: { siteId: this.site.siteId, itemIds: itemIds.join(','), lookbackMins },
    });
    return body.items.map((item) => ({ itemId: item.itemId, views: item.views, addToCarts: item.addToCarts }));
  }

  /** See {@link SocialProofGateway.recordEvent}. */
  async recordEvent(itemId: string, kind: SocialEventKind, visitorId: string): Promise<void> {
    await withPersonalizationRetry(
      () => this.http.post<unknown>('/slipstream/api/social/v0/events', { json: { siteId: this.site.siteId, itemId, kind, visitorId } }),
      (error) => isHttpError(error) && error.kind === 'network',
      this.scheduler,
    );
  }
}
