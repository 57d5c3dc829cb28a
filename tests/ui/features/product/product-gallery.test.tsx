import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProductImage } from '@vitrine/core';
import { ProductGallery } from '../../../../ui/src/features/product/product-gallery';

const IMAGES: ProductImage[] = ['main', 'alt1', 'back'].map((view) => ({
  url: `/api/images/luma/w/h/wh01-green_${view}.jpg`,
  alt: `Mona Pullover Hoodlie, ${view}`,
  width: 1274,
  height: 1580,
}));

i18n.loadAndActivate({ locale: 'en-US', messages: {} });

const gallery = () => (
  <I18nProvider i18n={i18n}>
    <ProductGallery images={IMAGES} productName="Mona Pullover Hoodlie" />
  </I18nProvider>
);

describe('ProductGallery (decisions 0055, 0280)', () => {
  it('server-renders only the first slide’s image, eager and high priority: the others never compete with the LCP image', () => {
    const html = renderToString(gallery());
    expect(html).toContain('wh01-green_main.jpg?w=');
    expect(html).not.toMatch(/<img[^>]*wh01-green_alt1\.jpg\?w=(?!100)/);
    expect(html).toMatch(/<img[^>]*fetchPriority="high"/);
  });

  it('renders every slide’s image, lazy, once the carousel runs in the browser', async () => {
    render(gallery());
    const region = screen.getByRole('region', { name: 'Images of Mona Pullover Hoodlie' });
    const slideImage = (alt: string) => region.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
    await waitFor(() => expect(slideImage('Mona Pullover Hoodlie, back')).not.toBeNull());
    expect(slideImage('Mona Pullover Hoodlie, alt1')?.getAttribute('loading')).toBe('lazy');
    expect(slideImage('Mona Pullover Hoodlie, main')?.getAttribute('loading')).toBe('eager');
  });

  it('server-renders the arrows disabled: the carousel starts only once the browser is idle after hydration (decision 0454)', () => {
    const html = renderToString(gallery());
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*><span aria-hidden="true">‹/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*><span aria-hidden="true">›/);
  });
});
