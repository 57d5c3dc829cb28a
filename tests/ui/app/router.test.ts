import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { resolveLazyRoutes } from '../../../ui/src/app/router';

/** Hydrating a server-rendered page loads the lazy modules of the server's matched routes by id (decision 0468). */
describe('resolveLazyRoutes', () => {
  const Home = () => null;
  const Product = () => null;
  const table = () => {
    const product = vi.fn(async () => ({ Component: Product, handle: { from: 'module' } }));
    const home = vi.fn(async () => ({ Component: Home }));
    const routes: RouteObject[] = [
      {
        id: 'root',
        children: [
          {
            id: '0-0',
            children: [
              { id: 'features/home/home.route', index: true, lazy: home },
              { id: 'features/product/product.route', path: 'shop/:slug', handle: { from: 'table' }, lazy: product },
            ],
          },
        ],
      },
    ];
    return { routes, home, product, leaf: (i: number) => routes[0]!.children![0]!.children![i]! };
  };

  it('loads only the routes with the given ids, merges their modules in (static properties win) and clears their lazy', async () => {
    const { routes, home, product, leaf } = table();
    await resolveLazyRoutes(routes, ['root', '0-0', 'features/product/product.route']);
    expect(home).not.toHaveBeenCalled();
    expect(product).toHaveBeenCalledTimes(1);
    expect(leaf(1)).toMatchObject({ Component: Product, handle: { from: 'table' }, lazy: undefined });
    expect(leaf(0).lazy).toBe(home);
  });

  it('rejects with a module’s load error', async () => {
    const { routes, leaf } = table();
    leaf(0).lazy = async () => {
      throw new Error('chunk failed');
    };
    await expect(resolveLazyRoutes(routes, ['features/home/home.route'])).rejects.toThrow('chunk failed');
  });
});
