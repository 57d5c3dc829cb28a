import { err, ok, type Result } from '../../shared/result.js';
import type { RegistryGateway } from '../ports/registry-gateway.port.js';
import {
  deactivationPatch,
  itemFavoritePatch,
  itemQuantityPatch,
  validateRegistryAdd,
  validateRegistryQuantityUpdate,
  validateRegistrySkuSwap,
  type Registry,
  type RegistryAddRequest,
  type RegistryError,
  type RegistryItemUpdate,
  type RegistryQuantityUpdate,
} from './registry.js';

/**
 * Item update (shopping.md §4): remove the old sku, upsert the new sku, reload, patch quantities
 * (with a version test on the reloaded version), reload. When the sku does not change only the
 * patch and the last reload run (decision 0031). Stops at the first failing step and returns its
 * error; validation failures (REGISTRY.INVALID_REQUEST) call nothing. Result: the registry after
 * the last reload.
 */
export async function updateRegistryItem(gateway: RegistryGateway, update: RegistryItemUpdate): Promise<Result<Registry, RegistryError>> {
  const valid = validateRegistrySkuSwap(update);
  if (!valid.ok) return valid;
  const { registry, itemSku, newSku, productId, requestedQuantity, purchasedQuantity } = valid.value;
  let version = registry.version;
  if (newSku !== itemSku) {
    const removed = await gateway.removeItem(registry.id, itemSku, registry.version);
    if (!removed.ok) return removed;
    const favorite = registry.items.find((i) => i.sku === itemSku)?.favorite ?? false;
    const upserted = await gateway.upsertItems(registry.id, [{ sku: newSku, productId, requestedQuantity, favorite }]);
    if (!upserted.ok) return upserted;
    const reloaded = await gateway.getRegistry(registry.id);
    if (!reloaded.ok) return reloaded;
    version = reloaded.value.version;
  }
  const patched = await gateway.patchItem(registry.id, newSku, itemQuantityPatch(version, requestedQuantity, purchasedQuantity));
  if (!patched.ok) return patched;
  return gateway.getRegistry(registry.id);
}

/**
 * Deactivation (shopping.md §4): PATCH active=false with a version test, then reload. Returns the
 * reloaded registry, or the gateway's error (REGISTRY.VERSION_CONFLICT when someone else changed it).
 */
export async function deactivateRegistry(gateway: RegistryGateway, registry: Registry): Promise<Result<Registry, RegistryError>> {
  const patched = await gateway.patchRegistry(registry.id, deactivationPatch(registry));
  if (!patched.ok) return patched;
  return gateway.getRegistry(registry.id);
}

/**
 * Registry add (shopping.md §5): validates, then upserts the item. Returns ok(undefined) or
 * REGISTRY.INVALID_REQUEST / the gateway's error.
 */
export async function addToRegistry(gateway: RegistryGateway, request: RegistryAddRequest): Promise<Result<void, RegistryError>> {
  const valid = validateRegistryAdd(request);
  if (!valid.ok) return err(valid.error);
  const result = await gateway.upsertItems(request.registryId, [{ sku: request.sku, productId: request.productId, requestedQuantity: request.quantity }]);
  return result.ok ? ok(undefined) : result;
}

/**
 * Registry quantity update (shopping.md §5, §7 PATCH …/items/{sku}): validates every parameter
 * (REGISTRY.INVALID_REQUEST 'Invalid parameters passed to updateRegistryItemQuantity', nothing
 * called), patches both quantities with a test of `version`, then reloads. Returns the reloaded
 * registry, or the gateway's error (REGISTRY.VERSION_CONFLICT when `version` is stale).
 */
export async function updateRegistryItemQuantity(gateway: RegistryGateway, update: RegistryQuantityUpdate): Promise<Result<Registry, RegistryError>> {
  const valid = validateRegistryQuantityUpdate(update);
  if (!valid.ok) return valid;
  const { registryId, sku, version, requestedQuantity, purchasedQuantity } = valid.value;
  const patched = await gateway.patchItem(registryId, sku, itemQuantityPatch(version, requestedQuantity, purchasedQuantity));
  if (!patched.ok) return patched;
  return gateway.getRegistry(registryId);
}

/**
 * Marks or unmarks an item as the owners' favourite (shopping.md §3 item `favorite`, §7 PATCH
 * …/items/{sku}) with a test of the registry `version`, then reloads. Returns the reloaded
 * registry or the gateway's error (REGISTRY.VERSION_CONFLICT when `version` is stale).
 */
export async function setRegistryItemFavorite(
  gateway: RegistryGateway,
  request: { readonly registryId: string; readonly sku: string; readonly version: number; readonly favorite: boolean },
): Promise<Result<Registry, RegistryError>> {
  const patched = await gateway.patchItem(request.registryId, request.sku, itemFavoritePatch(request.version, request.favorite));
  if (!patched.ok) return patched;
  return gateway.getRegistry(request.registryId);
}
