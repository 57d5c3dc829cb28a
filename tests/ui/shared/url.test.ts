import { describe, expect, it } from 'vitest';
import { basenameOf, correctDoubleSlashes } from '../../../ui/src/shared/url';

describe('correctDoubleSlashes (shell-and-account §2)', () => {
  it('collapses every run of slashes in the path', () => {
    expect(correctDoubleSlashes('/shop//chaz-kangeroo-hoodie')).toBe('/shop/chaz-kangeroo-hoodie');
    expect(correctDoubleSlashes('///fr-fr///cart')).toBe('/fr-fr/cart');
  });
  it('returns null when nothing needs correcting', () => {
    expect(correctDoubleSlashes('/shop/x')).toBeNull();
    expect(correctDoubleSlashes('/')).toBeNull();
  });
});

describe('basenameOf', () => {
  it('is empty for the default site and the context path without its trailing slash otherwise', () => {
    expect(basenameOf('/')).toBe('');
    expect(basenameOf('/fr-fr/')).toBe('/fr-fr');
  });
});
