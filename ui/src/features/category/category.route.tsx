import type { RouteModule } from '../../shared/route-module';
import { CategoryPage } from './category-page';
import { makeCategoryLoader } from './category.loader';

/** The catch-all `/{slug}` (shopping.md §2): a category page, or the not-found page for unknown slugs. */
const route: RouteModule = {
  Component: CategoryPage,
  makeLoader: makeCategoryLoader,
  handle: { layout: 'full', pageType: 'category' },
};
export default route;
