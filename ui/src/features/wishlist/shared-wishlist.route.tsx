import { Trans, useLingui } from '@lingui/react/macro';
import { useLoaderData, type LoaderFunction } from 'react-router-dom';
import { WishlistGateway, type Wishlist } from '@vitrine/core';
import type { RouteModule } from '../../shared/route-module';
import type { Services } from '../../shared/services';
import { useSiteConfig } from '../../shared/site-context';
import { notFound } from '../category';
import { WishlistItems } from './wishlist-items';
import styles from './wishlist.module.css';

/** Loader of `/wishlist/{id}`: the wishlist by id (GET …/wishlists/{id}, no sign-in needed); unknown → 404. */
function makeSharedWishlistLoader(services: Services): LoaderFunction {
  return async ({ params }) => {
    const result = await services.get(WishlistGateway).getWishlist(params.id ?? '');
    if (!result.ok) notFound();
    return { wishlist: result.value };
  };
}

/** The shareable, read-only view of a wishlist `/wishlist/{id}` (shopping.md §2; decision 0221): h1 "Favorites" and the items, each linking to its page. */
function SharedWishlistPage() {
  const { wishlist } = useLoaderData() as { wishlist: Wishlist };
  const { t } = useLingui();
  const config = useSiteConfig();
  return (
    <div className={`page ${styles.page}`}>
      <title>{`${t`Favorites`} | ${config.siteName}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className={styles.title}>
        <Trans>Favorites</Trans>
      </h1>
      {wishlist.items.length === 0 ? (
        <p className={styles.emptyText}>
          <Trans>This list is empty for now.</Trans>
        </p>
      ) : (
        <WishlistItems items={wishlist.items} label={t`Shared favorites`} />
      )}
    </div>
  );
}

const route: RouteModule = { Component: SharedWishlistPage, makeLoader: makeSharedWishlistLoader, handle: { layout: 'full', noindex: true } };
export default route;
