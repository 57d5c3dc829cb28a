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
 * TagManager port over the page's `dataLayer` (shopping.md §4, §7; decision 0310): ready once the
 * tag manager script has set `vitrineTagManager.ready`; send pushes {@link dataLayerEntry} onto
 * `dataLayer` (created when missing). `globals` defaults to globalThis. Never throws.
 */
export class DataLayerTagManager implements TagManager {
  constructor(private readonly globals: TagManagerGlobals = globalThis as TagManagerGlobals) {}

  isReady(): boolean {
    return this.globals.vitrineTagManager?.ready === true;
  }

  send(event: AnalyticsEvent): void {
    const layer = (this.globals.dataLayer ??= []);
    layer.push(dataLayerEntry(event));
  }
}
