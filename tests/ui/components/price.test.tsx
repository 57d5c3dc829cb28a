import { describe, expect, it } from 'vitest';
import { Price, priceRangeOf } from '../../../ui/src/components/price';
import { aFrenchSite, aPriceRange, usd } from '../../mothers/index';
import { renderWithSite } from './render-with-site';

describe('Price', () => {
  it('shows one amount when nothing is marked down', () => {
    const { container } = renderWithSite(<Price price={aPriceRange(5200)} />);
    expect(container.textContent).toBe('$52.00');
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows a range and strikes the list price through with accessible labels when marked down', () => {
    const { container } = renderWithSite(<Price price={aPriceRange(5200, { saleLow: usd(3900), hasMarkdown: true, markdownState: 'partial' })} />);
    expect(container.textContent).toBe('Sale price: $39.00 – $52.00 Original price: $52.00');
    expect(container.querySelector('s')?.textContent).toBe('$52.00');
    expect(container.querySelector('[data-markdown]')?.getAttribute('data-markdown')).toBe('partial');
  });

  it('formats with the site locale and currency', () => {
    const eur = { amount: 4990, currency: 'EUR' };
    const { container } = renderWithSite(<Price price={priceRangeOf(eur, eur)} />, { site: aFrenchSite() });
    expect(container.textContent?.replace(/\s/g, ' ')).toBe('49,90 €');
  });

  it('marks a SKU down when its sale price is below its list price', () => {
    expect(priceRangeOf(usd(5200), usd(3900))).toMatchObject({ hasMarkdown: true, markdownState: 'full' });
    expect(priceRangeOf(usd(5200), usd(5200))).toMatchObject({ hasMarkdown: false, markdownState: 'none' });
  });
});
