import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  navTreeNotFoundMessage,
  NO_REVIEWS_MESSAGE,
  productPath,
  productPathRedirect,
  validateBackInStockForm,
  validateNavigationQuery,
  validateProductBySkus,
  validateQuickshop,
  validateRedirectLookup,
  validateSlugLookup,
} from '@vitrine/core';

describe('quickshop (shell §5)', () => {
  it('needs a display name and exactly one of slug, product id or sku', () => {
    expect(validateQuickshop({ displayName: 'Shirt', slug: 'shirt' }).ok).toBe(true);
    expect(validateQuickshop({ displayName: 'Shirt', sku: 'S1', slug: '' }).ok).toBe(true);
    const none = validateQuickshop({ displayName: '' });
    expect(!none.ok && none.error).toEqual({ code: 'CATALOG.INVALID_REQUEST', message: 'Invalid parameters passed to quickshop', details: { fields: ['displayName', 'slug|productId|sku'] } });
    expect(validateQuickshop({ displayName: 'Shirt', slug: 'a', productId: 'b' }).ok).toBe(false);
  });
  it('property: valid iff exactly one id is given (with a name)', () => {
    fc.assert(fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (a, b, c) => {
      const r = validateQuickshop({ displayName: 'n', slug: a ? 's' : null, productId: b ? 'p' : null, sku: c ? 'k' : undefined });
      expect(r.ok).toBe([a, b, c].filter(Boolean).length === 1);
    }));
  });
});

describe('lookups (shopping §5)', () => {
  it('product and review lookups need a slug', () => {
    expect(validateSlugLookup(' shirt ', 'getProduct')).toEqual({ ok: true, value: 'shirt' });
    const r = validateSlugLookup('', 'getReviews');
    expect(!r.ok && r.error.message).toBe('Invalid parameters passed to getReviews');
  });
  it('navigation needs a slug or a categoryId, not both', () => {
    expect(validateNavigationQuery({ slug: 'women' })).toEqual({ ok: true, value: { slug: 'women' } });
    expect(validateNavigationQuery({ categoryId: 'c1' })).toEqual({ ok: true, value: { categoryId: 'c1' } });
    expect(validateNavigationQuery({ slug: 'a', categoryId: 'b' }).ok).toBe(false);
    expect(validateNavigationQuery({}).ok).toBe(false);
    expect(navTreeNotFoundMessage('women')).toBe('No nav tree found for women');
    expect(NO_REVIEWS_MESSAGE).toBe('No reviews found');
  });
  it('product-by-skus needs a non-empty sku list', () => {
    expect(validateProductBySkus(['a', ' ', 3, 'b'])).toEqual({ ok: true, value: ['a', 'b'] });
    expect(validateProductBySkus([' ']).ok).toBe(false);
  });
  it('redirect lookup needs a string path', () => {
    expect(validateRedirectLookup('/old')).toEqual({ ok: true, value: '/old' });
    expect(validateRedirectLookup(42).ok).toBe(false);
  });
  it('back-in-stock form needs five strings', () => {
    const full = { productId: 'P', skuId: 'S', styleNumber: '4110', poolId: 'US', email: 'a@b.c' };
    expect(validateBackInStockForm(full).ok).toBe(true);
    const r = validateBackInStockForm({ ...full, styleNumber: 4110, email: '' });
    expect(!r.ok && r.error.details).toEqual({ fields: ['styleNumber', 'email'] });
  });
  it('property: navigation is valid iff exactly one of slug and categoryId is non-blank', () => {
    fc.assert(fc.property(fc.constantFrom(undefined, '', 'x'), fc.constantFrom(undefined, ' ', 'y'), (slug, categoryId) => {
      const hasSlug = slug === 'x';
      const hasCat = categoryId === 'y';
      expect(validateNavigationQuery({ slug, categoryId }).ok).toBe(hasSlug !== hasCat);
    }));
  });
});

describe('product paths (shopping §2)', () => {
  it('builds the path per kind', () => {
    expect(productPath('regular', 'linen shirt')).toBe('/shop/linen%20shirt');
    expect(productPath('mto', 'sofa')).toBe('/shop/mto/sofa');
    expect(productPath('bundle', 'set')).toBe('/shop/bundle/set');
  });
  it('redirects when the path does not match', () => {
    expect(productPathRedirect('/shop/sofa?color=1', 'mto', 'sofa')).toBe('/shop/mto/sofa');
    expect(productPathRedirect('/shop/mto/sofa/', 'mto', 'sofa')).toBeNull();
    expect(productPathRedirect('/shop/mto/sofa#r', 'mto', 'sofa')).toBeNull();
  });
  it('property: the expected path never redirects', () => {
    fc.assert(fc.property(fc.constantFrom('regular', 'mto', 'hybrid', 'bundle' as const), fc.stringMatching(/^[a-z0-9-]{1,20}$/), (kind, slug) => {
      expect(productPathRedirect(productPath(kind, slug), kind, slug)).toBeNull();
    }));
  });
});
