import { describe, expect, it } from 'vitest';
import { galleryAltText, galleryCaption, GALLERY_LANGUAGES, GALLERY_SEEDS } from '../../../../sandbox/src/seed/galleries.data.js';
import { planGalleryItems } from '../../../../sandbox/src/seed/steps/galleries.step.js';

const photo = (n: string) => ({ url: `/api/images/luma/w/j/${n}.jpg`, width: 1274, height: 1580 });
const look = (id: string, colours: string[]) => ({
  style_id: id,
  sub_brand: null,
  colours: colours.map((code) => ({ code, name: code, image: photo(`${id}-${code}`) })),
  pieces: [
    { product_id: id.toUpperCase(), display_name: `Anchor ${id}` },
    { product_id: `${id}-2`, display_name: 'Piece' },
  ],
});

describe('the seeded galleries (decision 0406)', () => {
  it('plans every look in its default colour first, then the next colours, up to the maximum', () => {
    const looks = [look('a', ['Blue', 'Red', 'Gray']), look('b', ['Black']), look('c', ['White', 'Green'])];
    const items = planGalleryItems(looks, 5).map((i) => `${i.look.style_id}-${i.colour.code}`);
    expect(items).toEqual(['a-Blue', 'b-Black', 'c-White', 'a-Red', 'c-Green']);
    expect(planGalleryItems([{ ...look('d', []), colours: null }], 10)).toEqual([]);
  });

  it('writes every gallery text in every language, and alt texts and captions in the language with its own list conjunction', () => {
    for (const gallery of GALLERY_SEEDS) {
      for (const language of GALLERY_LANGUAGES) expect(gallery.texts[language].title.length).toBeGreaterThan(0);
    }
    expect(galleryAltText('en', 'Juno Jacket', 'Blue')).toBe('Model wearing the Juno Jacket in Blue');
    expect(galleryAltText('de', 'Juno Jacket', 'Blau')).toBe('Model trägt Juno Jacket in Blau');
    expect(galleryCaption('en', 'Juno Jacket', ['Ina Short', 'Fusion Backpack'])).toBe('Juno Jacket, styled with Ina Short and Fusion Backpack');
    expect(galleryCaption('fr', 'Juno Jacket', ['Ina Short', 'Fusion Backpack'])).toBe('Juno Jacket porté avec Ina Short et Fusion Backpack');
    expect(galleryCaption('es', 'Juno Jacket', ['Ina Short'])).toBe('Juno Jacket combinado con Ina Short');
    expect(galleryCaption('it', 'Juno Jacket', ['A', 'B'])).toBe('Juno Jacket abbinato a A e B');
    expect(galleryCaption('zh', 'Juno Jacket', ['A', 'B'])).toBe('Juno Jacket搭配A和B');
    expect(galleryAltText('zh', 'Juno Jacket', '蓝色')).toBe('模特身穿Juno Jacket（蓝色）');
  });
});
