import { validateBackInStockForm, type BackInStockForm, type CatalogRequestError } from '../../catalog/domain/catalog-requests.js';
import { err, type Result } from '../../shared/result.js';
import type { BackInStockError, LikesGateway } from '../ports/likes-gateway.port.js';

/**
 * "Notify me" (shopping.md §4 "Back-in-stock notification is offered only on enabled sites, for a
 * sold-out item, when a further flag is set", §5 "Back-in-stock form needs productId, skuId,
 * styleNumber, poolId and email, all strings"; decision 0222): checks the form with
 * {@link validateBackInStockForm} (CATALOG.INVALID_REQUEST with the fields, no call), trims the
 * email, then sends it. Resolves with `alreadySubscribed`, or the coded error. Faults reject.
 */
export async function requestBackInStock(
  likes: LikesGateway,
  input: Partial<Record<keyof BackInStockForm, unknown>>,
): Promise<Result<{ readonly alreadySubscribed: boolean }, BackInStockError | CatalogRequestError>> {
  const email = typeof input.email === 'string' ? input.email.trim() : input.email;
  const valid = validateBackInStockForm({ ...input, email });
  if (!valid.ok) return err(valid.error);
  return likes.subscribeBackInStock(valid.value);
}
