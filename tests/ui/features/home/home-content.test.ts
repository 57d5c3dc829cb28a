import { describe, expect, it } from 'vitest';
import { buildHomeContent } from '../../../../ui/src/features/home/home-content';
import { aNavItem, anImage, aTile, aTilePage } from '../../../mothers/index';

const tile = (id: string, withImage = true) => aTile({ productId: id, displayName: id, image: withImage ? anImage(`/api/images/${id}.jpg`) : null });

describe('buildHomeContent (decision 0050)', () => {
  it('uses each product once: hero, then entry images, then the tray of the second category', () => {
    const women = aNavItem({ slug: 'women', itemId: 'w', displayName: 'Women' });
    const men = aNavItem({ slug: 'men', itemId: 'm', displayName: 'Men' });
    const content = buildHomeContent(
      [women, men],
      new Map([
        ['women', aTilePage({ tiles: [tile('w1'), tile('w2', false), tile('w3')] })],
        ['men', aTilePage({ category: { slug: 'men', displayName: 'Men' }, tiles: [tile('m1'), tile('m2'), tile('m3')] })],
      ]),
    );
    expect(content.hero?.image?.url).toBe('/api/images/w1.jpg');
    expect(content.entries.map((e) => e.image?.url)).toEqual(['/api/images/w3.jpg', '/api/images/m1.jpg']);
    expect(content.tray?.slug).toBe('men');
    expect(content.tray?.tiles.map((t) => t.productId)).toEqual(['m2', 'm3']);
  });

  it('copes with no categories and with categories whose tiles failed', () => {
    expect(buildHomeContent([], new Map())).toEqual({ hero: null, entries: [], tray: null });
    const women = aNavItem({ slug: 'women' });
    const content = buildHomeContent([women], new Map([['women', null]]));
    expect(content.hero).toEqual({ category: women, image: null });
    expect(content.entries).toEqual([{ item: women, image: null }]);
    expect(content.tray).toBeNull();
  });

  it('takes the tray from traySlug when given (the sub-brand root, decision 0344), still without repeats', () => {
    const women = aNavItem({ slug: 'women', itemId: 'w', displayName: 'Women' });
    const content = buildHomeContent(
      [women],
      new Map([
        ['women', aTilePage({ tiles: [tile('w1'), tile('w2')] })],
        ['home', aTilePage({ category: { slug: 'home', displayName: 'Home' }, tiles: [tile('w1'), tile('h1'), tile('w2'), tile('h2')] })],
      ]),
      'home',
    );
    expect(content.tray?.slug).toBe('home');
    expect(content.tray?.category.displayName).toBe('Home');
    expect(content.tray?.tiles.map((t) => t.productId)).toEqual(['h1', 'h2']);
  });
});
