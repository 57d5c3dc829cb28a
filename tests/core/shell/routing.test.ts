import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseDoubleSlashes, FULL_PAGE_LOADER_DELAY_MS, productRoutingError, routeFinishEffects, routeStartEffects } from '@vitrine/core';

describe('route start and finish (shell §4)', () => {
  it('shows the loader when the path changes, not for a query change', () => {
    expect(routeStartEffects('/a?x=1', '/a?x=2')).toEqual({ showLoader: false, clearToasts: true, closeModals: true });
    expect(routeStartEffects('/a', '/b').showLoader).toBe(true);
    expect(routeStartEffects(null, '/a').showLoader).toBe(true);
  });
  it('clears the routing error unless a login or auth event happened', () => {
    expect(routeFinishEffects({ authEventHappened: false, loyaltyBrowseCookie: undefined, loyaltyBrowseSent: false }).clearRoutingError).toBe(true);
    expect(routeFinishEffects({ authEventHappened: true, loyaltyBrowseCookie: undefined, loyaltyBrowseSent: false }).clearRoutingError).toBe(false);
  });
  it('sends the loyalty browse event once unless its cookie is true', () => {
    expect(routeFinishEffects({ authEventHappened: false, loyaltyBrowseCookie: undefined, loyaltyBrowseSent: false }).sendLoyaltyBrowseEvent).toBe(true);
    expect(routeFinishEffects({ authEventHappened: false, loyaltyBrowseCookie: 'true', loyaltyBrowseSent: false }).sendLoyaltyBrowseEvent).toBe(false);
    expect(routeFinishEffects({ authEventHappened: false, loyaltyBrowseCookie: 'false', loyaltyBrowseSent: true }).sendLoyaltyBrowseEvent).toBe(false);
  });
  it('sets 451 for products removed for legal reasons', () => {
    expect(productRoutingError({ removeForLegalReasons: true })).toBe(451);
    expect(productRoutingError({ removeForLegalReasons: false })).toBeNull();
    expect(FULL_PAGE_LOADER_DELAY_MS).toBe(2000);
  });
});

describe('collapseDoubleSlashes (shell §2)', () => {
  it('corrects double slashes in the path only', () => {
    expect(collapseDoubleSlashes('//shop///x?u=http://a//b#c//d')).toBe('/shop/x?u=http://a//b#c//d');
    expect(collapseDoubleSlashes('/clean')).toBe('/clean');
  });
  it('property: no double slash is left in the path and it is idempotent', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('/', 'a', 'b', '?', '#')).map((a) => a.join('')), (url) => {
        const out = collapseDoubleSlashes(url);
        expect(out.split(/[?#]/, 1)[0]).not.toContain('//');
        expect(collapseDoubleSlashes(out)).toBe(out);
      }),
    );
  });
});
