import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductTile } from '../../../ui/src/components/product-tile';
import { SiteProvider } from '../../../ui/src/shared/site-context';
import { aSite, aSiteConfiguration, aTile } from '../../mothers/index';
import { renderWithSite } from './render-with-site';

const HOVER_IMAGE = 'mh01-black_alt1.jpg';
const tile = aTile({ canHeart: false });

/** matchMedia answering `matches` for the hover query and false for every other. */
function pointer(hovers: boolean) {
  window.matchMedia = (query: string) =>
    ({ matches: query.includes('hover: hover') ? hovers : false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('ProductTile hover image (shopping.md §3; decision 0280)', () => {
  it('shows the hover image on a device whose pointer hovers', () => {
    pointer(true);
    const { container } = renderWithSite(<ProductTile tile={tile} />);
    expect(container.querySelector(`img[src*="${HOVER_IMAGE}"]`)).not.toBeNull();
  });

  it('never renders (so never downloads) it on a touch device', () => {
    pointer(false);
    const { container } = renderWithSite(<ProductTile tile={tile} />);
    expect(container.querySelectorAll('img[src*="_main.jpg?w="]')).toHaveLength(1);
    expect(container.querySelector(`img[src*="${HOVER_IMAGE}"]`)).toBeNull();
  });

  it('leaves it out of the server’s HTML, where the first images load', () => {
    i18n.loadAndActivate({ locale: 'en-US', messages: {} });
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <SiteProvider site={aSite()} config={aSiteConfiguration()}>
          <MemoryRouter>
            <ProductTile tile={tile} />
          </MemoryRouter>
        </SiteProvider>
      </I18nProvider>,
    );
    expect(html).toContain('mh01-black_main.jpg');
    expect(html).not.toContain(HOVER_IMAGE);
  });
});
