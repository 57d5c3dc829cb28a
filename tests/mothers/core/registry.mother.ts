import { domainError, err, ok, type JsonPatchOperation, type Registry, type RegistryDraft, type RegistryError, type RegistryGateway, type RegistryItem, type RegistryItemInput, type RegistrySearchPage, type RegistrySearchQuery, type RegistrySummary, type Result } from '@vitrine/core';

/** Object mothers and a recording fake gateway for registry tests. */

export function aRegistryItem(overrides: Partial<RegistryItem> = {}): RegistryItem {
  return { sku: 'SKU-1', productId: 'P-1', requestedQuantity: 3, purchasedQuantity: 1, favorite: true, ...overrides };
}

export function aRegistry(overrides: Partial<Registry> = {}): Registry {
  return {
    id: 'R-1',
    version: 4,
    active: true,
    owners: [{ firstName: 'Ana', lastName: 'Silva', webProfileId: 'WP-1', email: 'ana@example.com', primary: true }],
    acceptGiftCards: true,
    event: { name: 'Wedding', type: 'WEDDING', description: '', date: 1_800_000_000 },
    brand: 'an',
    channel: 'WEB_DESKTOP',
    items: [aRegistryItem()],
    ...overrides,
  };
}

type Call =
  | ['searchRegistries', RegistrySearchQuery]
  | ['myRegistries', string]
  | ['createRegistry', RegistryDraft]
  | ['replaceRegistry', string, number, RegistryDraft & { readonly active: boolean }]
  | ['getRegistry', string]
  | ['removeItem', string, string, number]
  | ['upsertItems', string, readonly RegistryItemInput[]]
  | ['patchItem', string, string, readonly JsonPatchOperation[]]
  | ['patchRegistry', string, readonly JsonPatchOperation[]];

/**
 * A fake RegistryGateway that records every call, bumps the version on each write and can be told
 * to fail one method with a coded error.
 */
export class RecordingRegistryGateway implements RegistryGateway {
  readonly calls: Call[] = [];
  private failing: { method: Call[0]; error: RegistryError } | null = null;

  constructor(private registry: Registry = aRegistry()) {}

  failOn(method: Call[0], code: RegistryError['code'] = 'REGISTRY.VERSION_CONFLICT'): this {
    this.failing = { method, error: domainError(code, `${method} failed`) };
    return this;
  }

  private answer<T>(method: Call[0], value: T): Result<T, RegistryError> {
    return this.failing?.method === method ? err(this.failing.error) : ok(value);
  }

  private bump(change: Partial<Registry> = {}): void {
    this.registry = { ...this.registry, ...change, version: this.registry.version + 1 };
  }

  /** The registry as a search result. */
  summary(): RegistrySummary {
    const r = this.registry;
    return { id: r.id, hid: r.hid ?? r.id, active: r.active, event: r.event, owners: r.owners.map((o) => ({ firstName: o.firstName, lastName: o.lastName, primary: o.primary })), itemCount: r.items.length };
  }

  async searchRegistries(query: RegistrySearchQuery) {
    this.calls.push(['searchRegistries', query]);
    return this.answer<RegistrySearchPage>('searchRegistries', { registries: [this.summary()], total: 1, page: query.page ?? 1 });
  }
  async myRegistries(webProfileId: string) {
    this.calls.push(['myRegistries', webProfileId]);
    return this.answer<readonly RegistrySummary[]>('myRegistries', this.registry.owners.some((o) => o.webProfileId === webProfileId) ? [this.summary()] : []);
  }
  async createRegistry(draft: RegistryDraft) {
    this.calls.push(['createRegistry', draft]);
    const r = this.answer('createRegistry', undefined);
    if (!r.ok) return r;
    this.registry = { ...this.registry, ...draft, id: 'R-NEW', version: 1, active: true, items: [] };
    return ok(this.registry);
  }
  async replaceRegistry(registryId: string, version: number, draft: RegistryDraft & { readonly active: boolean }) {
    this.calls.push(['replaceRegistry', registryId, version, draft]);
    const r = this.answer('replaceRegistry', undefined);
    if (r.ok) this.bump(draft);
    return r;
  }
  async getRegistry(registryId: string) {
    this.calls.push(['getRegistry', registryId]);
    return this.answer('getRegistry', this.registry);
  }
  async removeItem(registryId: string, sku: string, version: number) {
    this.calls.push(['removeItem', registryId, sku, version]);
    const r = this.answer('removeItem', undefined);
    if (r.ok) this.bump({ items: this.registry.items.filter((i) => i.sku !== sku) });
    return r;
  }
  async upsertItems(registryId: string, items: readonly RegistryItemInput[]) {
    this.calls.push(['upsertItems', registryId, items]);
    const r = this.answer('upsertItems', undefined);
    if (r.ok) this.bump({ items: [...this.registry.items, ...items.map((i) => aRegistryItem({ sku: i.sku, productId: i.productId, requestedQuantity: i.requestedQuantity, purchasedQuantity: 0, favorite: i.favorite ?? false }))] });
    return r;
  }
  async patchItem(registryId: string, sku: string, operations: readonly JsonPatchOperation[]) {
    this.calls.push(['patchItem', registryId, sku, operations]);
    const r = this.answer('patchItem', undefined);
    if (r.ok) this.bump();
    return r;
  }
  async patchRegistry(registryId: string, operations: readonly JsonPatchOperation[]) {
    this.calls.push(['patchRegistry', registryId, operations]);
    const r = this.answer('patchRegistry', undefined);
    if (r.ok) this.bump({ active: false });
    return r;
  }
}
