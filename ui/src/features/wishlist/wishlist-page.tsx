import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { CartCountStore, CartGateway, CartTokenReset, HeaderCart, Logger, moveToCart, productPath, WishlistGateway, type MoveToCartPorts, type Wishlist, type WishlistItem } from '@vitrine/core';
import { useCartErrorText } from '../../components/cart-error-text';
import { useHeartsSync } from '../../shared/hearts';
import { useServices } from '../../shared/service-context';
import { useOrigin, useSite, useSiteConfig } from '../../shared/site-context';
import { WishlistItems } from './wishlist-items';
import type { WishlistData } from './wishlist.loader';
import styles from './wishlist.module.css';

/**
 * The favorites page `/wishlist` (shopping.md §2, §7 "Wishlist"; decision 0221, replacing 0057):
 * h1 "Favorites", one list item per product with "Move to cart" (core's `moveToCart`: the SKU goes
 * to the cart and leaves the list; an item without a size links to its page to choose one) and
 * "Remove", a link to share the list (`/wishlist/{id}`, read-only), and the empty state. A failed
 * change keeps the list and says why on the item.
 */
export function WishlistPage() {
  const loaded = (useLoaderData() as WishlistData).wishlist;
  const [wishlist, setWishlist] = useState<Wishlist>(loaded);
  const [messages, setMessages] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState('');
  const { t } = useLingui();
  const services = useServices();
  const site = useSite();
  const config = useSiteConfig();
  const origin = useOrigin();
  const errorText = useCartErrorText();
  const syncHearts = useHeartsSync();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => setWishlist(loaded), [loaded]);

  const ports = useMemo<MoveToCartPorts>(
    () => ({
      cart: services.get(CartGateway),
      wishlists: services.get(WishlistGateway),
      tokens: services.has(CartTokenReset) ? services.get(CartTokenReset) : { resetToken: () => Promise.reject(new Error('No CartTokenReset is bound')) },
      header: services.has(HeaderCart) ? services.get(HeaderCart) : new CartCountStore(),
      logger: services.get(Logger),
    }),
    [services],
  );

  const show = (next: Wishlist, text: string) => {
    setWishlist(next);
    syncHearts(next);
    setAnnouncement(text);
    headingRef.current?.focus();
  };
  const fail = (item: WishlistItem, text: string) => setMessages((m) => ({ ...m, [item.itemId]: text }));

  const onMove = async (item: WishlistItem) => {
    try {
      const result = await moveToCart(ports, wishlist.id, item, site.inventoryPool);
      if (result.ok) show(result.value.wishlist, t`${item.displayName} was moved to your cart.`);
      else fail(item, result.error.code.startsWith('CART.') ? errorText(result.error as Parameters<typeof errorText>[0]) : t`This item could not be moved. Please try again.`);
    } catch (error) {
      services.get(Logger).error('Move to cart failed', { error: String(error) });
      fail(item, errorText(null));
    }
  };
  const onRemove = async (item: WishlistItem) => {
    try {
      const result = await ports.wishlists.removeItem(wishlist.id, item.itemId);
      if (result.ok) show(result.value, t`${item.displayName} was removed from your favorites.`);
      else fail(item, t`This item could not be removed. Please try again.`);
    } catch (error) {
      services.get(Logger).error('Wishlist remove failed', { error: String(error) });
      fail(item, t`This item could not be removed. Please try again.`);
    }
  };
  const base = site.contextPath === '/' ? '' : site.contextPath.replace(/\/$/, '');

  return (
    <div className={`page ${styles.page}`}>
      <title>{`${t`Favorites`} | ${config.siteName}`}</title>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        <Trans>Favorites</Trans>
      </h1>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {wishlist.items.length === 0 ? (
        <div className={styles.empty}>
          <svg aria-hidden="true" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.2" className={styles.icon}>
            <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
          </svg>
          <p className={styles.emptyTitle}>
            <Trans>Your favorites will appear here</Trans>
          </p>
          <p className={styles.emptyText}>
            <Trans>Tap the heart on any product to keep it here and come back to it any time.</Trans>
          </p>
          <Link to="/" className={styles.cta}>
            <Trans>Start shopping</Trans>
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.share}>
            <Trans>
              Share your favorites: <a href={`${origin}${base}/wishlist/${wishlist.id}`}>{`${origin}${base}/wishlist/${wishlist.id}`}</a>
            </Trans>
          </p>
          <WishlistItems
            items={wishlist.items}
            label={t`Your favorites`}
            actions={(item) => (
              <>
                <div className={styles.actions}>
                  {item.skuId ? (
                    <button type="button" className={styles.primary} onClick={() => void onMove(item)}>
                      <Trans>Move to cart</Trans>
                    </button>
                  ) : (
                    <Link to={productPath(item.kind, item.productSlug)} className={styles.primary}>
                      <Trans>Choose a size</Trans>
                    </Link>
                  )}
                  <button type="button" className={styles.secondary} onClick={() => void onRemove(item)}>
                    <Trans>Remove</Trans>
                  </button>
                </div>
                <p role="alert" className={styles.alert}>
                  {messages[item.itemId] ?? null}
                </p>
              </>
            )}
          />
        </>
      )}
    </div>
  );
}
