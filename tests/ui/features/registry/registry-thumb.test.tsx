import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistryProductDetail } from '@vitrine/core';
import { RegistryThumb } from '../../../../ui/src/features/registry/registry-thumb';

const URL = '/api/images/luma/m/h/mh01-black_main.jpg';

function aProductDetail(url = URL): RegistryProductDetail {
  return {
    displayName: 'Chaz Kangeroo Hoodie',
    slug: 'chaz-kangeroo-hoodie',
    colorName: 'Black',
    sizeName: 'M',
    image: { url, width: 1274, height: 1580, alt: 'Chaz Kangeroo Hoodie in Black' },
    salePrice: { amount: 5200, currency: 'USD' },
    availableQuantity: 3,
  };
}

/** Every src, srcset and sizes set on an <img> while rendering, and whether the element was in the document then. */
function recordSourceAttributes(): { readonly writes: { name: string; connected: boolean }[]; restore(): void } {
  const writes: { name: string; connected: boolean }[] = [];
  const original = Element.prototype.setAttribute;
  const spy = vi.spyOn(Element.prototype, 'setAttribute').mockImplementation(function (this: Element, name: string, value: string) {
    if (['src', 'srcset', 'sizes'].includes(name) && this instanceof HTMLImageElement) writes.push({ name, connected: this.isConnected });
    original.call(this, name, value);
  });
  return { writes, restore: () => spy.mockRestore() };
}

afterEach(() => {
  delete document.documentElement.dataset['hydrated'];
});

describe('RegistryThumb (shopping.md §9 thumbnail widths; decision 0455)', () => {
  it('renders the thumbnail widths, decorative and lazy, with its intrinsic size', () => {
    const { container } = render(<RegistryThumb product={aProductDetail()} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`${URL}?w=100`);
    expect(img.getAttribute('srcset')).toBe(`${URL}?w=100 100w, ${URL}?w=360 360w`);
    expect(img.getAttribute('sizes')).toBe('96px');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('alt'), img.getAttribute('loading')]).toEqual(['1274', '1580', '', 'lazy']);
  });

  it('after hydration sets its sources only once the element is in the document', () => {
    document.documentElement.dataset['hydrated'] = 'true';
    const record = recordSourceAttributes();
    try {
      const { container } = render(<RegistryThumb product={aProductDetail(`${URL}?v=2`)} />);
      const img = container.querySelector('img')!;
      expect(img.getAttribute('src')).toBe(`${URL}?v=2&w=100`);
      expect(img.getAttribute('srcset')).toBe(`${URL}?v=2&w=100 100w, ${URL}?v=2&w=360 360w`);
      expect(record.writes.map((w) => w.name)).toEqual(['sizes', 'srcset', 'src']);
      expect(record.writes.every((w) => w.connected)).toBe(true);
    } finally {
      record.restore();
    }
  });

  it('keeps an empty box of the same size when the product has no photo', () => {
    const { container } = render(<RegistryThumb product={{ ...aProductDetail(), image: null }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('span[aria-hidden="true"]')).not.toBeNull();
  });
});
