import type { Currency, InventoryPool, SandboxSite } from '../sites/sites.js';

/** What a request is answered with: the site from the path, its currency and pool, the language. */
export interface RequestContext {
  readonly site: SandboxSite;
  readonly language: string;
  readonly currency: Currency;
  /** The pool stock is read from. */
  readonly pool: InventoryPool;
  /** Pools listed in SkuDto.pools (the pool first). */
  readonly pools: readonly InventoryPool[];
}
