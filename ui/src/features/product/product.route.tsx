import type { RouteModule } from '../../shared/route-module';
import { ProductPage } from './product-page';
import { preloadProductParts } from './product-parts';
import { makeProductLoader, type ProductData } from './product.loader';

/** The product page, regular `/shop/{slug}` and made-to-order `/shop/mto/{slug}` (shopping.md §2). */
const route: RouteModule = {
  Component: ProductPage,
  makeLoader: makeProductLoader,
  handle: { layout: 'full', pageType: 'pdp' },
  preloadParts: (data) => preloadProductParts(data as ProductData | undefined),
};
export default route;
