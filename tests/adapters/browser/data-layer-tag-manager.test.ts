import { describe, expect, it } from 'vitest';
import { DataLayerTagManager, type TagManagerGlobals } from '../../../adapters/src/browser/data-layer-tag-manager.js';

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
});
