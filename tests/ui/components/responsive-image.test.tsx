import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageSrcSet, imageUrl } from '../../../ui/src/components/image-widths';
import { ResponsiveImage } from '../../../ui/src/components/responsive-image';
import { anImage } from '../../mothers/index';
import { renderWithSite } from './render-with-site';

const PATH = '/api/images/luma/m/h/mh01-black_main.jpg';

describe('image URLs (shopping.md §9 widths)', () => {
  it('adds the width as ?w=, or &w= when the path has a query', () => {
    expect(imageUrl(PATH, 640)).toBe(`${PATH}?w=640`);
    expect(imageUrl(`${PATH}?v=2`, 100)).toBe(`${PATH}?v=2&w=100`);
  });

  it('lists widths smallest first with w descriptors', () => {
    expect(imageSrcSet(PATH, [1080, 540, 720])).toBe(`${PATH}?w=540 540w, ${PATH}?w=720 720w, ${PATH}?w=1080 1080w`);
  });
});

describe('ResponsiveImage', () => {
  it('is lazy with the spec widths, the caller sizes, intrinsic dimensions and a mobile source', () => {
    const { container } = renderWithSite(<ResponsiveImage image={anImage()} sizes="50vw" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(`${PATH}?w=640`);
    expect(img.getAttribute('srcset')?.split(', ').map((c) => c.split(' ')[1])).toEqual(['360w', '540w', '640w', '720w', '960w', '1080w', '1314w']);
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('width')).toBe('1274');
    expect(img.getAttribute('height')).toBe('1580');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    expect(img.getAttribute('alt')).toBe('Chaz Kangeroo Hoodie in Black');
    const source = container.querySelector('source')!;
    expect(source.getAttribute('media')).toBe('(max-width: 1024px)');
    expect(source.getAttribute('srcset')).toBe(`${PATH}?w=540 540w, ${PATH}?w=720 720w, ${PATH}?w=1080 1080w`);
  });

  it('is eager and fetched first when it is the priority (LCP) image', () => {
    const { container } = renderWithSite(<ResponsiveImage image={anImage()} sizes="100vw" priority alt="" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('alt')).toBe('');
  });

  it('offers only the given widths for a thumbnail, without a mobile source', () => {
    const { container } = renderWithSite(<ResponsiveImage image={anImage()} sizes="100px" widths={[100]} mobileWidths={null} />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe(`${PATH}?w=100`);
    expect(container.querySelector('source')).toBeNull();
  });
});

describe('ResponsiveImage after hydration (decision 0455)', () => {
  /** Every src, srcset and sizes set on an <img> or <source> while rendering, and whether the element was in the document then. */
  function recordSourceAttributes(): { readonly writes: { name: string; connected: boolean }[]; restore(): void } {
    const writes: { name: string; connected: boolean }[] = [];
    const original = Element.prototype.setAttribute;
    const spy = vi.spyOn(Element.prototype, 'setAttribute').mockImplementation(function (this: Element, name: string, value: string) {
      if (['src', 'srcset', 'sizes'].includes(name) && (this instanceof HTMLImageElement || this instanceof HTMLSourceElement)) writes.push({ name, connected: this.isConnected });
      original.call(this, name, value);
    });
    return { writes, restore: () => spy.mockRestore() };
  }

  afterEach(() => {
    delete document.documentElement.dataset['hydrated'];
  });

  it('sets its sources only on elements already in the document (an element of a dropped render never gets them)', () => {
    document.documentElement.dataset['hydrated'] = 'true';
    const record = recordSourceAttributes();
    try {
      const { container } = renderWithSite(<ResponsiveImage image={anImage()} sizes="50vw" />);
      const img = container.querySelector('img')!;
      expect(img.getAttribute('src')).toBe(`${PATH}?w=640`);
      expect(img.getAttribute('srcset')?.split(', ')).toHaveLength(7);
      expect(img.getAttribute('sizes')).toBe('50vw');
      expect(container.querySelector('source')!.getAttribute('srcset')).toBe(`${PATH}?w=540 540w, ${PATH}?w=720 720w, ${PATH}?w=1080 1080w`);
      expect(record.writes.map((w) => w.name).sort()).toEqual(['sizes', 'sizes', 'src', 'srcset', 'srcset']);
      expect(record.writes.every((w) => w.connected)).toBe(true);
    } finally {
      record.restore();
    }
  });

  it('follows a new image on a later render', () => {
    document.documentElement.dataset['hydrated'] = 'true';
    const { container, rerender } = render(<ResponsiveImage image={anImage()} sizes="50vw" mobileWidths={null} />);
    const first = container.querySelector('img');
    rerender(<ResponsiveImage image={{ ...anImage(), url: '/api/images/other.jpg' }} sizes="25vw" mobileWidths={null} />);
    const img = container.querySelector('img')!;
    expect(img).toBe(first);
    expect(img.getAttribute('src')).toBe('/api/images/other.jpg?w=640');
    expect(img.getAttribute('sizes')).toBe('25vw');
  });
});
