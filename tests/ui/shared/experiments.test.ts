import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '@vitrine/adapters/in-memory';
import { EXPERIMENT_COOKIE_MAX_AGE_S, readExperiments, storeExperimentOverrides } from '../../../ui/src/shared/experiments';

describe('experiments from query and cookie (shopping.md §5, decision 0330)', () => {
  it('gives every default without query or cookie', () => {
    const values = readExperiments(undefined, '');
    expect(values.cartConfirmVariant).toBe(0);
    expect(values.categoryTilesPerPage).toBe(24);
    expect(values.plpPersonalization).toBe(1);
  });

  it('reads cookies, coerced by core', () => {
    const jar = new InMemoryCookieJar({ initial: { cartConfirmVariant: '1', shopTheLookVariant: '7', winston2: '3' } });
    const values = readExperiments(jar, '');
    expect(values.cartConfirmVariant).toBe(1);
    expect(values.shopTheLookVariant).toBe(0);
    expect(values.winston2).toBe(3);
  });

  it('lets the query parameter win over the cookie', () => {
    const jar = new InMemoryCookieJar({ initial: { cartConfirmVariant: '1' } });
    expect(readExperiments(jar, '?cartConfirmVariant=2').cartConfirmVariant).toBe(2);
    expect(readExperiments(jar, 'cartConfirmVariant=x').cartConfirmVariant).toBe(0);
  });

  it('stores allowed query values in their cookies and skips the rest', () => {
    const jar = new InMemoryCookieJar();
    expect(storeExperimentOverrides(jar, '?cartConfirmVariant=2&winston2=9&lazyThumbnails=1.5&q=dress&categoryTilesPerPage=12')).toEqual(['cartConfirmVariant', 'categoryTilesPerPage']);
    expect(jar.get('cartConfirmVariant')).toBe('2');
    expect(jar.get('categoryTilesPerPage')).toBe('12');
    expect(jar.get('winston2')).toBeUndefined();
    expect(jar.get('lazyThumbnails')).toBeUndefined();
    expect(jar.options('cartConfirmVariant')).toMatchObject({ maxAgeSeconds: EXPERIMENT_COOKIE_MAX_AGE_S, path: '/' });
  });
});
