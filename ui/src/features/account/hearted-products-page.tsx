import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLoaderData, type LoaderFunction } from 'react-router-dom';
import { HEARTED_PRODUCTS_PAGE_SIZE, heartedProductsOffset, LikesGateway, productPath, type HeartedProductsPage as Page } from '@vitrine/core';
import { Pagination } from '../../components/pagination';
import { ResponsiveImage } from '../../components/responsive-image';
import { useFormatMoney } from '../../shared/format';
import type { Services } from '../../shared/services';
import { AccountLayout, useSectionNames } from './account-layout';
import styles from './account.module.css';

/** Loader of `/account/hearted-products?page=` (decision 0221): one page of hearted products, offset (page-1) × 24. */
export function makeHeartedProductsLoader(services: Services): LoaderFunction {
  return async ({ request }): Promise<{ page: Page; pageNumber: number }> => {
    const pageNumber = Math.max(1, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1);
    return { page: await services.get(LikesGateway).getHeartedProducts(heartedProductsOffset(pageNumber), HEARTED_PRODUCTS_PAGE_SIZE), pageNumber };
  };
}

/**
 * /account/hearted-products (shell-and-account.md §2 account children; shopping.md §2; decision
 * 0221): the customer's hearted products from GET likes/v0/{siteId}/me/likes/products, newest
 * first, 24 a page with a pager, each linking to its page; an empty state links to the favorites.
 */
export function HeartedProductsPage() {
  const { page, pageNumber } = useLoaderData() as { page: Page; pageNumber: number };
  const { t } = useLingui();
  const format = useFormatMoney();
  return (
    <AccountLayout title={useSectionNames()['hearted-products']}>
      {page.products.length === 0 ? (
        <p>
          <Trans>You haven't hearted anything yet.</Trans> <Link to="/">{t`Start shopping`}</Link>
        </p>
      ) : (
        <>
          <ul className={styles.hearted} aria-label={t`Hearted products`}>
            {page.products.map((product) => (
              <li key={product.productId} className={styles.heartedItem}>
                {product.image && <ResponsiveImage image={product.image} alt="" sizes="120px" widths={[360]} mobileWidths={null} className={styles.heartedImage} />}
                <div>
                  <Link to={productPath(product.kind, product.productSlug)}>{product.displayName}</Link>
                  <p className={styles.heartedPrice}>{format(product.price)}</p>
                </div>
              </li>
            ))}
          </ul>
          <Pagination page={pageNumber} totalPages={Math.ceil(page.total / HEARTED_PRODUCTS_PAGE_SIZE)} />
        </>
      )}
      <p>
        <Link to="/wishlist">{t`Go to your favorites`}</Link>
      </p>
    </AccountLayout>
  );
}
