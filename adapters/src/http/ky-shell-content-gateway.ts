import type { AttentiveConfig, DatetimeOptions, MobileNavPromo, ShellContentGateway, SiteContext } from '@vitrine/core';
import type { HttpClient } from './client.js';
import { getContentEntries } from './content-entries-request.js';
import { attentiveConfigOf, datetimeOptionsOf, mobileNavPromoOf } from './normalizers/shell-content.normalizer.js';

/** Query of the mobile navigation promo (decision 0413): one entry, no linked entries, the master environment. */
export const MOBILE_NAV_PROMO_QUERY = { content_type: 'componentSupernavAdditionalMobilePromo', include: 0, environment: 'master', limit: 1 } as const;

/** Query of the SMS sign-up provider's attentive config (decision 0414). */
export const ATTENTIVE_CONFIG_QUERY = { content_type: 'attentiveConfig', include: 0, environment: 'master', limit: 1 } as const;

/** Query of the date display options (decision 0415). */
export const DATETIME_OPTIONS_QUERY = { content_type: 'datetimeOptions', include: 0, environment: 'master', limit: 1 } as const;

/**
 * ShellContentGateway over HTTP (shopping.md §7 "Content"; shell-and-account.md §7): the shell's
 * configuration entries, each GET /content/v1/{siteId}/entries?content_type={type}&include=0
 * &environment=master&limit=1 through the shared content entries call, with the direct provider
 * as the fallback on a content outage (decision 0405). The mobile
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
    const entry = (await getContentEntries(this.http, this.site, MOBILE_NAV_PROMO_QUERY)).items[0];
    return entry ? mobileNavPromoOf(entry) : null;
  }

  async getAttentiveConfig(): Promise<AttentiveConfig | null> {
    const entry = (await getContentEntries(this.http, this.site, ATTENTIVE_CONFIG_QUERY)).items[0];
    return entry ? attentiveConfigOf(entry) : null;
  }

  async getDatetimeOptions(): Promise<DatetimeOptions | null> {
    const entry = (await getContentEntries(this.http, this.site, DATETIME_OPTIONS_QUERY)).items[0];
    return entry ? datetimeOptionsOf(entry) : null;
  }
}
