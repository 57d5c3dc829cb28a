import { Hono } from 'hono';
import { SavedAddressRequestDto } from '@vitrine/contract';
import type { ApiDeps, AppEnv } from '../app-env.js';
import { jsonBody } from '../request-validation.js';
import { profileGuard } from '../route-guards.js';
import { siteContext } from '../site-context.js';
import { addAddress, deleteAddress, getAddress, listAddresses, updateAddress } from '../../checkout/address-book.js';
import { requireProfile } from '../../profile/profile-access.js';

/**
 * The address book under /profile/v0 (shell-and-account.md §7 /me/addresses; docs/checkout-api.md):
 * reads need REGISTERED, writes AUTHORIZED (403 SCOPE_REQUIRED otherwise). Bodies are checked
 * against SavedAddressRequestDto; the address itself by the address rules (400 ADDRESS_INVALID).
 */
export function addressRoutes(deps: ApiDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/:siteId/me/addresses', async (c) => {
    siteContext(c);
    const principal = await requireProfile(deps.db, c, 'REGISTERED', deps.clock());
    return c.json({ addresses: await listAddresses(deps.db, principal.profileId) });
  });
  const body = jsonBody(SavedAddressRequestDto, { defer: ['address'] });
  const authorized = profileGuard(deps, 'AUTHORIZED');
  app.post('/:siteId/me/addresses', authorized, body, async (c) => {
    const principal = c.var.profile;
    return c.json(await addAddress(deps.db, principal.profileId, c.req.valid('json')), 201);
  });
  app.get('/:siteId/me/addresses/:addressId', async (c) => {
    siteContext(c);
    const principal = await requireProfile(deps.db, c, 'REGISTERED', deps.clock());
    return c.json(await getAddress(deps.db, principal.profileId, c.req.param('addressId')));
  });
  app.put('/:siteId/me/addresses/:addressId', authorized, body, async (c) => {
    const principal = c.var.profile;
    return c.json(await updateAddress(deps.db, principal.profileId, c.req.param('addressId'), c.req.valid('json')));
  });
  app.delete('/:siteId/me/addresses/:addressId', async (c) => {
    siteContext(c);
    const principal = await requireProfile(deps.db, c, 'AUTHORIZED', deps.clock());
    await deleteAddress(deps.db, principal.profileId, c.req.param('addressId'));
    return c.body(null, 204);
  });
  return app;
}
