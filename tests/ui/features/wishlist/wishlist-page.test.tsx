import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../render-app';

describe('favorites page', () => {
  it('shows an honest empty state with a way to shop', async () => {
    renderApp('/wishlist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Favorites' })).toBeTruthy();
    expect(screen.getByText('Your favorites will appear here')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });
});
