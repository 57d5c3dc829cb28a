import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct, anotherProduct } from '../../../mothers/index';
import { InMemorySearch } from '@vitrine/adapters/in-memory';
import { renderApp } from '../../render-app';

describe('search page', () => {
  it('shows the term in the h1 and the matching tiles; it is not indexed', async () => {
    renderApp('/search?q=hoodie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “hoodie”' })).toBeTruthy();
    expect(screen.getByText('2 products')).toBeTruthy();
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('says so when nothing matched', async () => {
    renderApp('/search?q=teapot');
    expect(await screen.findByText('We couldn’t find anything for “teapot”.')).toBeTruthy();
  });

  it('logs a failed search and shows an empty result', async () => {
    const search = new InMemorySearch([aProduct(), anotherProduct()]);
    search.failWith(new Error('503 Service Unavailable'));
    const { logger } = renderApp('/search?q=hoodie', { search });
    expect(await screen.findByText('We couldn’t search just now.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    expect(logger.messages('error')).toContain('Search failure');
  });

  it('asks for a term when there is none', async () => {
    const { search } = renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    expect(search.calls).toEqual([]);
  });
});

describe('search page listing experiments (shopping.md §5; decision 0420)', () => {
  it('lazyThumbnails 2 keeps the first result eager and gives the next a low-quality placeholder', async () => {
    renderApp('/search?q=hoodie&lazyThumbnails=2');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const [first, second] = within(results).getAllByRole('listitem');
    expect(first!.querySelector('img[srcset]')!.getAttribute('loading')).toBe('eager');
    expect(first!.querySelector('img[data-placeholder]')).toBeNull();
    expect(second!.querySelector('img[srcset]')!.getAttribute('loading')).toBe('lazy');
    expect(second!.querySelector('img[data-placeholder]')!.getAttribute('src')).toMatch(/\?w=100$/);
  });

  it('lazyThumbnails 0 loads both first results eagerly', async () => {
    renderApp('/search?q=hoodie');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('listitem').map((card) => card.querySelector('img[srcset]')!.getAttribute('loading'))).toEqual(['eager', 'eager']);
  });
}, 20_000);
