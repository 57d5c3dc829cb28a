import { describe, expect, it } from 'vitest';
import type { StoredContentEntryDto } from '@vitrine/contract';
import { headerContentOf, headerLinkOf } from '../../../../adapters/src/http/normalizers/header-content.normalizer.js';

const entry = (fields: Record<string, unknown>): StoredContentEntryDto => ({ id: 'header-an-us-en', contentType: 'headerContainer', slug: 'header', language: 'en', updatedAt: '2026-11-27T07:00:00.000Z', fields });

describe('header container normalizer (decision 0366)', () => {
  it('maps a storefront path, a hash and another site, with the new-window flag', () => {
    expect(headerLinkOf({ name: 'store-locator', linkTitle: ' Find a store ', linkPath: '/stores' })).toEqual({ name: 'store-locator', label: 'Find a store', href: '/stores', external: false, newWindow: false });
    expect(headerLinkOf({ name: 'gift', linkTitle: 'Gift card balance', linkPath: '#giftcard-balance', openInNewWindow: false })).toMatchObject({ href: '#giftcard-balance', external: false });
    expect(headerLinkOf({ name: 'fp', linkTitle: 'Vitrine Studio', linkPath: 'https://studio.vitrine.example/fr-fr/', openInNewWindow: true, brand: 'fp' })).toEqual({
      name: 'fp',
      label: 'Vitrine Studio',
      href: 'https://studio.vitrine.example/fr-fr/',
      external: true,
      newWindow: true,
    });
  });

  it.each([
    ['not an object', 'x'],
    ['an array', [1]],
    ['null', null],
    ['no name', { linkTitle: 'A', linkPath: '/a' }],
    ['a blank title', { name: 'a', linkTitle: '  ', linkPath: '/a' }],
    ['no path', { name: 'a', linkTitle: 'A' }],
    ['a javascript: URL', { name: 'a', linkTitle: 'A', linkPath: 'javascript:alert(1)' }],
    ['a protocol-relative URL', { name: 'a', linkTitle: 'A', linkPath: '//evil.example/' }],
    ['a relative path', { name: 'a', linkTitle: 'A', linkPath: 'stores' }],
  ])('leaves out a link that is %s', (_what, raw) => {
    expect(headerLinkOf(raw)).toBeNull();
  });

  it('keeps the well-formed links of each group, and the lower promo with its link', () => {
    const content = headerContentOf(
      entry({
        utilityLinks: [{ name: 'a', linkTitle: 'A', linkPath: '/a' }, { name: 'bad' }],
        brandUtilityLinks: [{ name: 'b', linkTitle: 'B', linkPath: '/b' }],
        alsoVisitLinks: 'not a list',
        lowerPromo: { message: '**Free** shipping', link: { name: 'l', linkTitle: 'L', linkPath: '/help/shipping' } },
      }),
    );
    expect(content).toEqual({
      entryId: 'header-an-us-en',
      utilityLinks: [{ name: 'a', label: 'A', href: '/a', external: false, newWindow: false }],
      brandUtilityLinks: [{ name: 'b', label: 'B', href: '/b', external: false, newWindow: false }],
      alsoVisitLinks: [],
      lowerPromo: { message: '**Free** shipping', link: { name: 'l', label: 'L', href: '/help/shipping', external: false, newWindow: false } },
    });
  });

  it('gives no lower promo without a message, and a message without a link', () => {
    expect(headerContentOf(entry({})).lowerPromo).toBeNull();
    expect(headerContentOf(entry({ lowerPromo: { message: ' ' } })).lowerPromo).toBeNull();
    expect(headerContentOf(entry({ lowerPromo: 'text' })).lowerPromo).toBeNull();
    expect(headerContentOf(entry({ lowerPromo: { message: 'Free returns' } })).lowerPromo).toEqual({ message: 'Free returns', link: null });
  });
});
