import { isPaymentKeyStale, type Clock, type PaymentEncryptionKey, type PaymentKeyGateway, type SiteContext } from '@vitrine/core';
import type { HttpClient } from './client.js';
import type { PxpPublicKeyDto } from '@vitrine/contract';
import { normalizePaymentKey } from './normalizers/checkout.normalizer.js';

/**
 * PaymentKeyGateway over HTTP: GET /catalog/v0/{siteId}/configuration/pxp-public-key
 * (shell-and-account.md §7; decision 0106). Keeps the key in memory until a minute before its
 * `expiresAt` (or until `fresh` is asked, after ENCRYPTION_KEY_EXPIRED). Throws HttpError on
 * faults and TypeError on an answer without a PEM.
 */
export class KyPaymentKeyGateway implements PaymentKeyGateway {
  private cached: PaymentEncryptionKey | null = null;

  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
    private readonly clock: Clock,
  ) {}

  async getKey(options: { readonly fresh?: boolean } = {}): Promise<PaymentEncryptionKey> {
    if (!options.fresh && this.cached && !isPaymentKeyStale(this.cached, this.clock.now())) return this.cached;
    const dto = await this.http.get<PxpPublicKeyDto>(`/catalog/v0/${encodeURIComponent(this.site.siteId)}/configuration/pxp-public-key`);
    this.cached = normalizePaymentKey(dto);
    return this.cached;
  }
}
