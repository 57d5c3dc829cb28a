import type { AttentiveConfig, DatetimeOptions, MobileNavPromo, ShellContentGateway, SiteContext } from '@vitrine/core';
import type { StoredContentEntriesDto } from '@vitrine/contract';
import type { HttpClient } from './client.js';
import { HttpError } from './http-error.js';
import { attentiveConfigOf, datetimeOptionsOf, mobileNavPromoOf } from './normalizers/shell-content.normalizer.js';

/** Query of the mobile navigation promo (decision 0413): one entry, no linked entries, the master environment. */
export const MOBILE_NAV_PROMO_QUERY = { content_type: 'componentSupernavAdditionalMobilePromo', include: 0, environment: 'master', limit: 1 } as const;

/** Query of the SMS sign-up provider's attentive config (decision 0414). */
export const ATTENTIVE_CONFIG_QUERY = { content_type: 'attentiveConfig', include: 0, environment: 'master', limit: 1 } as const;

/** Query of the date display options (decision 0415). */
export const DATETIME_OPTIONS_QUERY = { content_type: 'datetimeOptions', include: 0, environment: 'master', limit: 1 } as const;

/**
 * GET /content/v1/{siteId}/entries with `searchParams`; on a 502 the same query to the direct
 * content provider /content/direct/v1/{siteId}/entries (shopping.md §8 "502 on content"). Kept in
 * one private function so the shared content fallback can replace it. Throws the HttpError otherwise.
 */
async function contentEntries(http: HttpClient, siteId: string, searchParams: Record<string, string | number>): Promise<StoredContentEntriesDto> {
  const site = encodeURIComponent(siteId);
  try {
    return await http.get<StoredContentEntriesDto>(`/content/v1/${site}/entries`, { searchParams });
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 502) throw error;
    return http.get<StoredContentEntriesDto>(`/content/direct/v1/${site}/entries`, { searchParams });
  }
}

/**
 * ShellContentGateway over HTTP (shopping.md §7 "Content"; shell-and-account.md §7): the shell's
 * configuration entries, each GET /content/v1/{siteId}/entries?content_type={type}&include=0
 * &environment=master&limit=1 with the direct provider as the fallback on a 502. The mobile
 * navigation promo (decision 0413) is null when the site has none or the entry is malformed; the
 * attentive config (decision 0414) and the date display options (decision 0415) null when the site
 * has none; other failures throw the HttpError.
 */
export class KyShellContentGateway implements ShellContentGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  async getMobileNavPromo(): Promise<MobileNavPromo | null> {
    const entry = (await contentEntries(this.http, this.site.siteId, MOBILE_NAV_PROMO_QUERY)).items[0];
    return entry ? mobileNavPromoOf(entry) : null;
  }

  async getAttentiveConfig(): Promise<AttentiveConfig | null> {
    const entry = (await contentEntries(this.http, this.site.siteId, ATTENTIVE_CONFIG_QUERY)).items[0];
    return entry ? attentiveConfigOf(entry) : null;
  }

  async getDatetimeOptions(): Promise<DatetimeOptions | null> {
    const entry = (await contentEntries(this.http, this.site.siteId, DATETIME_OPTIONS_QUERY)).items[0];
    return entry ? datetimeOptionsOf(entry) : null;
  }
}
