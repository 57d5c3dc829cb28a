import {
  domainError,
  err,
  ok,
  REGISTRY_SEARCH_PAGE_SIZE,
  sellableQuantity,
  type Clock,
  type JsonPatchOperation,
  type Product,
  type Registry,
  type RegistryDraft,
  type RegistryError,
  type RegistryErrorCode,
  type RegistryGateway,
  type RegistryItem,
  type RegistryItemInput,
  type RegistrySearchPage,
  type RegistrySearchQuery,
  type RegistrySummary,
  type Result,
  type TokenScope,
} from '@vitrine/core';

/** Who calls, as the sandbox sees the token: profile id and scope (null: no token or a guest). */
export type RegistryCaller = { readonly profileId: string; readonly scope: TokenScope | null } | null;

/** Options of {@link InMemoryRegistry}. */
export interface InMemoryRegistryOptions {
  /** The catalogue: item SKUs are checked against it and read for the extended product detail. */
  readonly products: readonly Product[];
  /** The signed-in caller now; default nobody (every write is REGISTRY.SIGN_IN_REQUIRED). */
  readonly caller?: () => RegistryCaller;
  /** Registries to start with. */
  readonly registries?: readonly Registry[];
  readonly clock?: Clock;
}

const fail = (code: RegistryErrorCode, message: string, details?: Record<string, unknown>): Result<never, RegistryError> => err(domainError(code, message, details));

/**
 * RegistryGateway in memory with the sandbox's rules (sandbox/src/registry/registry-service.ts;
 * decision 0230): search by owner names (case-insensitive) and the event's UTC month and year,
 * active registries only, 20 a page; the caller's own registries; writes need a signed-in caller
 * (REGISTERED) who owns the registry; every write
 * increments the version, and a stale version is REGISTRY.VERSION_CONFLICT. `recordPurchases`
 * is what placing an order does to the items bought for a registry.
 */
export class InMemoryRegistry implements RegistryGateway {
  private readonly registries = new Map<string, Registry>();
  private next = 100001;

  constructor(private readonly options: InMemoryRegistryOptions) {
    for (const r of options.registries ?? []) this.registries.set(r.id, r);
  }

  /** Every stored registry (for assertions). */
  get all(): readonly Registry[] {
    return [...this.registries.values()];
  }

  /** True when `registryId` names an active registry (what the cart checks for a line bought for one). */
  isActive(registryId: string): boolean {
    return this.registries.get(registryId)?.active === true;
  }

  private caller(level: 'REGISTERED' | 'AUTHORIZED'): Result<string, RegistryError> {
    const who = this.options.caller?.() ?? null;
    const allowed = level === 'AUTHORIZED' ? ['AUTHORIZED', 'CALL_CENTER'] : ['REGISTERED', 'AUTHORIZED', 'CALL_CENTER'];
    if (!who || !who.profileId || !allowed.includes(who.scope ?? '')) return fail('REGISTRY.SIGN_IN_REQUIRED', 'Sign in to change a registry', { requiredScope: level });
    return ok(who.profileId);
  }

  /** The registry for a write by the caller: found, owned, and (with `version`) current. */
  private writable(registryId: string, level: 'REGISTERED' | 'AUTHORIZED', version?: unknown): Result<Registry, RegistryError> {
    const caller = this.caller(level);
    if (!caller.ok) return caller;
    const registry = this.registries.get(registryId);
    if (!registry) return fail('REGISTRY.NOT_FOUND', `No registry ${registryId}`, { registryId });
    if (!registry.owners.some((o) => o.webProfileId === caller.value)) return fail('REGISTRY.NOT_OWNER', 'Only an owner of the registry may change it', { registryId });
    if (version !== undefined && version !== registry.version) {
      return fail('REGISTRY.VERSION_CONFLICT', `Registry ${registryId} changed since it was read (version ${String(version)}, now ${registry.version}): reload it`, { currentVersion: registry.version });
    }
    return ok(registry);
  }

  private save(registry: Registry): void {
    this.registries.set(registry.id, { ...registry, version: registry.version + 1 });
  }

  private summary(r: Registry): RegistrySummary {
    return { id: r.id, hid: r.hid ?? r.id, active: r.active, event: r.event, owners: r.owners.map((o) => ({ firstName: o.firstName, lastName: o.lastName, primary: o.primary })), itemCount: r.items.length };
  }

  private detail(item: RegistryItem): RegistryItem {
    const product = this.options.products.find((p) => p.productId === item.productId);
    const sku = product?.skus.find((s) => s.skuId === item.sku);
    if (!product || !sku) return item;
    const color = product.colors.find((c) => c.code === sku.colorId);
    return {
      ...item,
      product: {
        displayName: product.displayName,
        slug: product.productSlug,
        colorName: color?.displayName ?? sku.color,
        sizeName: sku.size,
        image: color?.images[0] ?? null,
        salePrice: sku.salePrice,
        availableQuantity: sellableQuantity(sku),
      },
    };
  }

  async searchRegistries(query: RegistrySearchQuery): Promise<Result<RegistrySearchPage, RegistryError>> {
    const first = query.firstName.trim().toLowerCase();
    const last = query.lastName.trim().toLowerCase();
    const fields = [first ? null : 'first_name', last ? null : 'last_name'].filter((f): f is string => f !== null);
    if (fields.length > 0) return fail('REGISTRY.INVALID_REQUEST', `Registry search needs ${fields.join(' and ')}`, { fields });
    const matches = this.all
      .filter((r) => r.active && r.owners.some((o) => o.firstName.toLowerCase() === first && o.lastName.toLowerCase() === last))
      .filter((r) => {
        const date = new Date(r.event.date * 1000);
        return (query.month === undefined || date.getUTCMonth() + 1 === query.month) && (query.year === undefined || date.getUTCFullYear() === query.year);
      })
      .sort((a, b) => a.event.date - b.event.date);
    const page = query.page ?? 1;
    return ok({ registries: matches.slice((page - 1) * REGISTRY_SEARCH_PAGE_SIZE, page * REGISTRY_SEARCH_PAGE_SIZE).map((r) => this.summary(r)), total: matches.length, page });
  }

  async myRegistries(webProfileId: string): Promise<Result<readonly RegistrySummary[], RegistryError>> {
    const caller = this.caller('REGISTERED');
    if (!caller.ok) return caller;
    if (caller.value !== webProfileId) return fail('REGISTRY.NOT_OWNER', 'web_profile_id must be the signed-in customer’s');
    return ok(this.all.filter((r) => r.owners.some((o) => o.webProfileId === webProfileId)).reverse().map((r) => this.summary(r)));
  }

  async createRegistry(draft: RegistryDraft): Promise<Result<Registry, RegistryError>> {
    const caller = this.caller('REGISTERED');
    if (!caller.ok) return caller;
    const hid = String(this.next++);
    const owners = draft.owners.map((o, i) => (i === 0 ? { ...o, webProfileId: caller.value, primary: true } : { ...o, primary: false }));
    const registry: Registry = { ...draft, owners, id: `reg-${hid}`, hid, version: 1, active: true, channel: 'WEB_DESKTOP', items: [] };
    this.registries.set(registry.id, registry);
    return ok(registry);
  }

  async getRegistry(registryId: string): Promise<Result<Registry, RegistryError>> {
    const registry = this.registries.get(registryId);
    if (!registry) return fail('REGISTRY.NOT_FOUND', `No registry ${registryId}`, { registryId });
    return ok({ ...registry, items: registry.items.map((i) => this.detail(i)) });
  }

  async replaceRegistry(registryId: string, version: number, draft: RegistryDraft & { readonly active: boolean }): Promise<Result<void, RegistryError>> {
    const found = this.writable(registryId, 'REGISTERED', version);
    if (!found.ok) return found;
    const primary = found.value.owners.find((o) => o.primary)?.webProfileId ?? '';
    const owners = draft.owners.map((o, i) => (i === 0 ? { ...o, webProfileId: primary, primary: true } : { ...o, primary: false }));
    this.save({ ...found.value, ...draft, owners });
    return ok(undefined);
  }

  async patchRegistry(registryId: string, operations: readonly JsonPatchOperation[]): Promise<Result<void, RegistryError>> {
    const test = operations.find((o) => o.op === 'test' && o.path === '/version');
    if (!test) return fail('REGISTRY.INVALID_REQUEST', 'A PATCH needs a test of /version', { fields: ['version'] });
    const found = this.writable(registryId, 'REGISTERED', test.value);
    if (!found.ok) return found;
    let next: Registry = found.value;
    for (const [index, op] of operations.entries()) {
      if (op.op === 'test') continue;
      if (op.path === '/active' && typeof op.value === 'boolean') next = { ...next, active: op.value };
      else if (op.path === '/accept_gift_cards' && typeof op.value === 'boolean') next = { ...next, acceptGiftCards: op.value };
      else return fail('REGISTRY.INVALID_REQUEST', `Operation ${index}: cannot ${op.op} ${op.path} with ${JSON.stringify(op.value)}`, { index, fields: ['path'] });
    }
    this.save(next);
    return ok(undefined);
  }

  async patchItem(registryId: string, sku: string, operations: readonly JsonPatchOperation[]): Promise<Result<void, RegistryError>> {
    const test = operations.find((o) => o.op === 'test' && o.path === '/version');
    if (!test) return fail('REGISTRY.INVALID_REQUEST', 'A PATCH needs a test of /version', { fields: ['version'] });
    const found = this.writable(registryId, 'REGISTERED', test.value);
    if (!found.ok) return found;
    let item = found.value.items.find((i) => i.sku === sku);
    if (!item) return fail('REGISTRY.NOT_FOUND', `Registry ${registryId} has no item ${sku}`, { registryId, sku });
    for (const [index, op] of operations.entries()) {
      if (op.op === 'test') continue;
      const whole = Number.isInteger(op.value) && (op.value as number) >= 0;
      if (op.path === '/requested_quantity' && whole) item = { ...item, requestedQuantity: op.value as number };
      else if (op.path === '/purchased_quantity' && whole) item = { ...item, purchasedQuantity: op.value as number };
      else if (op.path === '/favorite' && typeof op.value === 'boolean') item = { ...item, favorite: op.value };
      else return fail('REGISTRY.INVALID_REQUEST', `Operation ${index}: cannot ${op.op} ${op.path} with ${JSON.stringify(op.value)}`, { index, fields: ['path'] });
    }
    const patched = item;
    this.save({ ...found.value, items: found.value.items.map((i) => (i.sku === sku ? patched : i)) });
    return ok(undefined);
  }

  async removeItem(registryId: string, sku: string, version: number): Promise<Result<void, RegistryError>> {
    const found = this.writable(registryId, 'REGISTERED', version);
    if (!found.ok) return found;
    if (!found.value.items.some((i) => i.sku === sku)) return fail('REGISTRY.NOT_FOUND', `Registry ${registryId} has no item ${sku}`, { registryId, sku });
    this.save({ ...found.value, items: found.value.items.filter((i) => i.sku !== sku) });
    return ok(undefined);
  }

  async upsertItems(registryId: string, items: readonly RegistryItemInput[]): Promise<Result<void, RegistryError>> {
    const found = this.writable(registryId, 'REGISTERED');
    if (!found.ok) return found;
    if (!found.value.active) return fail('REGISTRY.INACTIVE', `Registry ${registryId} is no longer active`, { registryId });
    let list = [...found.value.items];
    for (const [index, input] of items.entries()) {
      const product = this.options.products.find((p) => p.productId === input.productId);
      if (!product?.skus.some((s) => s.skuId === input.sku)) return fail('REGISTRY.INVALID_REQUEST', `Unknown SKU ${input.sku} of product ${input.productId}`, { index, fields: ['sku', 'product_id'] });
      if (!Number.isInteger(input.requestedQuantity) || input.requestedQuantity < 1) return fail('REGISTRY.INVALID_REQUEST', 'requested_quantity must be a whole number from 1', { index, fields: ['requested_quantity'] });
      const existing = list.find((i) => i.sku === input.sku);
      list = existing
        ? list.map((i) => (i.sku === input.sku ? { ...i, requestedQuantity: input.requestedQuantity, favorite: input.favorite ?? i.favorite } : i))
        : [...list, { sku: input.sku, productId: input.productId, requestedQuantity: input.requestedQuantity, purchasedQuantity: 0, favorite: input.favorite ?? false }];
    }
    this.save({ ...found.value, items: list });
    return ok(undefined);
  }

  /** Placing an order: each line bought for a registry adds its quantity to the item's purchased quantity (and the version). */
  recordPurchases(lines: readonly { readonly registryId?: string; readonly skuId: string; readonly quantity: number }[]): void {
    for (const line of lines) {
      const registry = line.registryId ? this.registries.get(line.registryId) : undefined;
      if (!registry?.items.some((i) => i.sku === line.skuId)) continue;
      this.save({ ...registry, items: registry.items.map((i) => (i.sku === line.skuId ? { ...i, purchasedQuantity: i.purchasedQuantity + line.quantity } : i)) });
    }
  }
}
