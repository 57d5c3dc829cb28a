import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_DEFAULTS, IMAGE_WIDTHS, imageSrcSet, imageUrlAt, MOBILE_IMAGE_WIDTHS, navLinkOf, snapImageWidth, supernavColumns, tertiaryItems, type NavItem } from '@vitrine/core';
import { aLogger } from '../../mothers/core/fakes.js';

describe('image widths (shopping §9)', () => {
  it('has the width sets', () => {
    expect(IMAGE_WIDTHS).toEqual([1314, 1080, 960, 720, 640, 540, 360]);
    expect(MOBILE_IMAGE_WIDTHS).toEqual([1080, 720, 540]);
    expect(IMAGE_DEFAULTS).toEqual({ thumbnailWidth: 100, mainWidth: 640, quality: 80 });
  });
  it('snaps up to the next served width', () => {
    expect(snapImageWidth(100)).toBe(100);
    expect(snapImageWidth(101)).toBe(360);
    expect(snapImageWidth(5000)).toBe(1314);
  });
  it('builds URLs and srcsets', () => {
    expect(imageUrlAt('/images/luma/a.jpg', 640)).toBe('/images/luma/a.jpg?w=640&q=80');
    expect(imageUrlAt('/i.jpg?v=2', 700)).toBe('/i.jpg?v=2&w=720&q=80');
    expect(imageSrcSet('/i.jpg', 'mobile')).toBe('/i.jpg?w=1080&q=80 1080w, /i.jpg?w=720&q=80 720w, /i.jpg?w=540&q=80 540w');
    expect(imageSrcSet('/i.jpg').split(', ')).toHaveLength(7);
  });
  it('property: the snapped width is served, at least the wanted width (unless above the widest), and the smallest such', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 2000 }), (w) => {
      const s = snapImageWidth(w);
      const served = [100, ...IMAGE_WIDTHS];
      expect(served).toContain(s);
      if (w <= 1314) {
        expect(s).toBeGreaterThanOrEqual(w);
        expect(served.filter((x) => x >= w && x < s)).toEqual([]);
      } else expect(s).toBe(1314);
    }));
  });
});

const item = (type: NavItem['type'], patch: Partial<NavItem> = {}) => ({ type, slug: 'dresses', displayName: 'Dresses', url: null as unknown, target: null as string | null, ...patch });

describe('navLinkOf (shell §2 "Navigation links are built from the item type")', () => {
  it('links brands, content and category-like types', () => {
    expect(navLinkOf(item('brand', { slug: 'levis' }))).toEqual({ kind: 'route', href: '/brands/levis', text: 'Dresses' });
    expect(navLinkOf(item('content'))).toEqual({ kind: 'route', href: '/dresses', text: 'Dresses' });
    for (const t of ['category', 'default', 'smart', 'gateway', 'non-product', 'no-nav'] as const) expect(navLinkOf(item(t))).toMatchObject({ kind: 'route', href: '/dresses' });
  });
  it('headings are text only', () => {
    expect(navLinkOf(item('heading'))).toEqual({ kind: 'text', text: 'Dresses' });
  });
  it('external items keep their target; relative ones become routes', () => {
    expect(navLinkOf(item('external', { url: 'https://blog.test', target: '_blank' }))).toEqual({ kind: 'external', href: 'https://blog.test', text: 'Dresses', target: '_blank' });
    expect(navLinkOf(item('external', { url: '/help/returns' }))).toEqual({ kind: 'route', href: '/help/returns', text: 'Dresses' });
    expect(navLinkOf(item('external', { url: '//cdn.test/x' }))).toMatchObject({ kind: 'external' });
  });
  it('logs a url that is not a string', () => {
    const log = aLogger();
    expect(navLinkOf(item('external', { url: 42 }), log)).toEqual({ kind: 'text', text: 'Dresses' });
    expect(log.warn).toHaveBeenCalledWith('Navigation url is not a string', { slug: 'dresses', url: '42' });
    expect(navLinkOf(item('external', { url: undefined }))).toEqual({ kind: 'text', text: 'Dresses' });
  });
});

describe('supernav (shopping §9)', () => {
  it('clamps columns between 2 and 5', () => {
    expect([supernavColumns(1), supernavColumns(3.9), supernavColumns(9), supernavColumns(Number.NaN)]).toEqual([2, 3, 5, 2]);
  });
  it('limits tertiary items', () => {
    expect(tertiaryItems([1, 2, 3], 2)).toEqual([1, 2]);
    expect(tertiaryItems([1, 2, 3], null)).toEqual([1, 2, 3]);
    expect(tertiaryItems([1, 2, 3], -1)).toEqual([1, 2, 3]);
  });
  it('property: columns always within 2..5 and unchanged inside the range', () => {
    fc.assert(fc.property(fc.integer({ min: -10, max: 20 }), (n) => {
      const c = supernavColumns(n);
      expect(c).toBeGreaterThanOrEqual(2);
      expect(c).toBeLessThanOrEqual(5);
      if (n >= 2 && n <= 5) expect(c).toBe(n);
    }));
  });
});
