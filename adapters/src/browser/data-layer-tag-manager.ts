import type { AnalyticsEvent, TagManager } from '@vitrine/core';

/** The page globals the tag manager reads and sets (decision 0310). */
export interface TagManagerGlobals {
  dataLayer?: Record<string, unknown>[];
  vitrineTagManager?: { readonly ready?: boolean };
}

/**
 * The data-layer entry of an analytics event (shopping.md §4): `{ event: kind, name, resent, ...data }`;
 * `resent` is true only on the one re-send of the first view event.
 */
export function dataLayerEntry(event: AnalyticsEvent): Record<string, unknown> {
  return { ...event.data, event: event.kind, name: event.name, resent: event.resent === true };
}

/**
 * How many entries the data layer keeps once the tag manager is ready (decision 0456): the newest
 * 100 (about 70 client navigations' worth, 10 KB of JSON); older ones were consumed already.
 */
export const DATA_LAYER_RETAINED_ENTRIES = 100;

/**
 * TagManager port over the page's `dataLayer` (shopping.md §4, §7; decision 0310): ready once the
 * tag manager script has set `vitrineTagManager.ready`; send pushes {@link dataLayerEntry} onto
 * `dataLayer` (created when missing). Once the tag manager is ready it has consumed every entry
 * (it reads the layer when it starts and each entry as it is pushed), so send then drops the
 * oldest entries beyond `retainedEntries` (default {@link DATA_LAYER_RETAINED_ENTRIES}), in place:
 * the array and the tag manager's hook on its `push` stay (decision 0456). A storefront page lives
 * for a whole visit of client navigations, and the layer must not grow with it. `globals` defaults
 * to globalThis. Never throws.
 */
export class DataLayerTagManager implements TagManager {
  constructor(
    private readonly globals: TagManagerGlobals = globalThis as TagManagerGlobals,
    private readonly retainedEntries: number = DATA_LAYER_RETAINED_ENTRIES,
  ) {}

  isReady(): boolean {
    return this.globals.vitrineTagManager?.ready === true;
  }

  send(event: AnalyticsEvent): void {
    const layer = (this.globals.dataLayer ??= []);
    layer.push(dataLayerEntry(event));
    const surplus = layer.length - this.retainedEntries;
    if (surplus > 0 && this.isReady()) layer.splice(0, surplus);
  }
}
