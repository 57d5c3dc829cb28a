import { describe, expect, it } from 'vitest';
import { DATA_LAYER_RETAINED_ENTRIES, DataLayerTagManager, type TagManagerGlobals } from '../../../adapters/src/browser/data-layer-tag-manager.js';

describe('DataLayerTagManager', () => {
  it('is ready only once the tag manager script says so', () => {
    const globals: TagManagerGlobals = {};
    const tm = new DataLayerTagManager(globals);
    expect(tm.isReady()).toBe(false);
    globals.vitrineTagManager = {};
    expect(tm.isReady()).toBe(false);
    globals.vitrineTagManager = { ready: true };
    expect(tm.isReady()).toBe(true);
  });

  it('pushes events onto the data layer, creating it, with the re-send flag', () => {
    const globals: TagManagerGlobals = {};
    const tm = new DataLayerTagManager(globals);
    tm.send({ kind: 'view', name: 'home', data: { pageType: 'home' } });
    tm.send({ kind: 'view', name: 'home', data: { pageType: 'home' }, resent: true });
    expect(globals.dataLayer).toEqual([
      { event: 'view', name: 'home', pageType: 'home', resent: false },
      { event: 'view', name: 'home', pageType: 'home', resent: true },
    ]);
  });

  // Decision 0456: the page lives for a whole visit; consumed entries must not pile up.
  it('once the tag manager is ready keeps only the newest entries, in the same array with its push hook', () => {
    const posted: unknown[] = [];
    const layer: Record<string, unknown>[] = [];
    const push = layer.push;
    // The stand-in's hook (decision 0310): it reads each entry as it is pushed.
    layer.push = (...entries) => {
      posted.push(...entries);
      return push.apply(layer, entries);
    };
    const globals: TagManagerGlobals = { dataLayer: layer, vitrineTagManager: { ready: true } };
    const tm = new DataLayerTagManager(globals, 3);
    for (let n = 1; n <= 5; n += 1) tm.send({ kind: 'link', name: `click-${n}`, data: {} });
    expect(globals.dataLayer).toBe(layer);
    expect(layer.map((e) => e.name)).toEqual(['click-3', 'click-4', 'click-5']);
    expect(posted.map((e) => (e as { name: string }).name)).toEqual(['click-1', 'click-2', 'click-3', 'click-4', 'click-5']);
    tm.send({ kind: 'link', name: 'click-6', data: {} });
    expect(layer.map((e) => e.name)).toEqual(['click-4', 'click-5', 'click-6']);
    expect(posted).toHaveLength(6);
  });

  it('keeps every entry while the tag manager is not ready (it has not read them yet)', () => {
    const globals: TagManagerGlobals = {};
    const tm = new DataLayerTagManager(globals, 2);
    for (let n = 1; n <= 4; n += 1) tm.send({ kind: 'view', name: `page-${n}`, data: {} });
    expect(globals.dataLayer?.map((e) => e.name)).toEqual(['page-1', 'page-2', 'page-3', 'page-4']);
    globals.vitrineTagManager = { ready: true };
    tm.send({ kind: 'view', name: 'page-5', data: {} });
    expect(globals.dataLayer?.map((e) => e.name)).toEqual(['page-4', 'page-5']);
  });

  it('keeps the newest 100 entries by default', () => {
    const globals: TagManagerGlobals = { vitrineTagManager: { ready: true } };
    const tm = new DataLayerTagManager(globals);
    for (let n = 1; n <= 250; n += 1) tm.send({ kind: 'link', name: `click-${n}`, data: {} });
    expect(DATA_LAYER_RETAINED_ENTRIES).toBe(100);
    expect(globals.dataLayer).toHaveLength(100);
    expect(globals.dataLayer?.[0]?.name).toBe('click-151');
    expect(globals.dataLayer?.[99]?.name).toBe('click-250');
  });
});
