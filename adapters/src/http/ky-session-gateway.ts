import type { Session, SessionGateway, SiteContext } from '@vitrine/core';
import type { HttpClient } from './client.js';
import type { TokenResponseDto } from '@vitrine/contract';
import { normalizeSession } from './normalizers/session.normalizer.js';

/**
 * SessionGateway over HTTP: POST /auth/v0/{siteId}/tokens with { grantType: 'guest' } (docs/api.md;
 * decision 0006). The server sets the HttpOnly `vitrine_token` cookie and the readable `vitrine_auth`
 * cookie; the body gives scope, expiry (epoch ms) and profileId. The call never triggers token
 * renewal itself. Throws HttpError on faults, TypeError on an unknown scope.
 */
export class KySessionGateway implements SessionGateway {
  constructor(
    private readonly http: HttpClient,
    private readonly site: SiteContext,
  ) {}

  async createGuestSession(): Promise<Session> {
    const body = await this.http.post<TokenResponseDto>(`/auth/v0/${encodeURIComponent(this.site.siteId)}/tokens`, {
      json: { grantType: 'guest' },
      renewOnUnauthorized: false,
    });
    return normalizeSession(body);
  }
}
