import { Hono } from 'hono';
import { TokenRevocationRequestDto, type TokenRevocationResponseDto } from '@vitrine/contract';
import type { IdentitySettings } from '../../auth/identity-settings.js';
import { findCustomerByEmail } from '../../auth/customer-repository.js';
import { revokeProfileTokens } from '../../auth/token-service.js';
import { ApiError } from '../api-error.js';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody } from '../request-validation.js';

/**
 * Test-only POST /__sandbox/tokens/revoke `{ email }` (decision 0289): revokes every token of that
 * customer, so a journey can show what the shopper sees when a session is revoked or expired
 * (shell-and-account.md §4 "Token refresh"). Answers `{ revoked }` (200); 404 CUSTOMER_NOT_FOUND for
 * an unknown e-mail; 400 INVALID_REQUEST without one. Registered only with the fault switch on and
 * `identity.tokenRevocation` (startSandbox: a loopback host only); otherwise the path is 404.
 */
export function tokenRevocationRoutes(deps: ApiDeps, identity: IdentitySettings): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (!deps.faults || !identity.tokenRevocation) return app;
  app.post('/tokens/revoke', jsonBody(TokenRevocationRequestDto), async (c) => {
    const customer = await findCustomerByEmail(deps.db, c.req.valid('json').email);
    if (!customer) throw new ApiError(404, 'CUSTOMER_NOT_FOUND', 'No customer with this e-mail address');
    const body: TokenRevocationResponseDto = { revoked: await revokeProfileTokens(deps.db, customer.profileId) };
    return c.json(body);
  });
  return app;
}
