import { numberFormat } from '../../shared/format';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { lazy, memo, Suspense, useEffect, useMemo } from 'react';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { badgeDisplay, foreignTextLanguage, giftCardKind, isBackInStockOffered, type LocalizedTexts, type Product } from '@vitrine/core';
import { PickupInStore } from '../../shared/pickup-in-store-slot';
import { setRoutingError } from '../../shared/routing-error';
import { useOrigin, useSite, useSiteConfig } from '../../shared/site-context';
import { BadgeLabel } from '../../components/badge-label';
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { Price, priceRangeOf } from '../../components/price';
import { ReviewsSlot } from '../reviews';
import { RecTraysSlot } from '../recommendations';
import { AddToRegistrySlot } from '../registry';
import { AddToCart } from './add-to-cart';
import { ProductGallery } from './product-gallery';
import { PRODUCT_GRID_ID } from './product-grid-anchor';
import { expectedProductPath } from './product-path';
import type { ProductData } from './product.loader';
import { ProductOptions } from './product-options';
import { GiftCardBuyBox, HeartButton, NotifyMe } from './product-parts';
import { SizeGuideButton } from './size-guide-button';
import { useProductSelection } from './use-product-selection';
import styles from './product.module.css';

/** Price details (price-info, decision 0272) and "Shop the look" (decision 0270): own chunks, loaded after hydration. */
const PriceDetails = lazy(() => import('./price-details'));

const ShopTheLook = lazy(() => import('./shop-the-look'));
// Social proof (decision 0320): after hydration, outside the route chunk.
const SocialProof = lazy(() => import('./social-proof'));

/** The canonical URL of a product (shopping.md §2 "A canonical link is built per product"), absolute. */
function useCanonicalUrl(product: Product): string {
  const site = useSite();
  const base = site.contextPath === '/' ? '' : site.contextPath.replace(/\/$/, '');
  return `${useOrigin()}${base}${expectedProductPath(product)}`;
}

/** The product page route component: one {@link ProductDetail} per product (state resets between products). */
export function ProductPage() {
  const { product, sizeGuide, labels } = useLoaderData() as ProductData;
  return <ProductDetail key={product.productId} product={product} sizeGuide={sizeGuide} labels={labels} />;
}

/**
 * The PDP (shopping.md §2, §4): breadcrumbs, gallery of the selected colour, h1 = product name,
 * badges, price (the picked SKU's, else the range), the Color / Fit / Size radio groups and the
 * size/fit messages of §5 and the stock note in a live region, the buy box, and the sanitised
 * description. Selection rules are core's; the selection lives in the URL query. With a size chart
 * (`sizeGuide`, the loader's), a "Size guide" button under the options (decision 0422).
 */
function ProductDetail({ product, sizeGuide, labels }: { product: Product; sizeGuide: string | null; labels: LocalizedTexts }) {
  const { t } = useLingui();
  const config = useSiteConfig();
  const { locale } = useSite();
  const formatRating = (value: number) => numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  // A name or description with no translation keeps its own language: mark it (decision 0255).
  const textLang = foreignTextLanguage(product.textLanguage, locale);
  const canonical = useCanonicalUrl(product);
  const { selection, update } = useProductSelection(product);
  const { visual, textual } = badgeDisplay(product.badges, { now: Date.now(), topRated: { reviews: product.reviews, config: config.topRated } });

  useEffect(() => {
    if (product.removeForLegalReasons) setRoutingError(451);
  }, [product.removeForLegalReasons]);

  const images = selection.color?.images.length ? selection.color.images : (product.colors.find((c) => c.images.length > 0)?.images ?? []);
  // The same arrays on every render of the product: the memoized parts below skip a selection change.
  const crumbs = useMemo<Crumb[]>(
    () => [
      { label: t`Home`, to: '/' },
      ...(product.parentCategory ? [{ label: product.parentCategory.displayName, to: `/${product.parentCategory.slug}` }] : []),
      { label: product.displayName },
    ],
    [t, product],
  );
  const recSeeds = useMemo(() => [product.productId], [product.productId]);
  const price = selection.sku ? priceRangeOf(selection.sku.listPrice, selection.sku.salePrice) : product.price;
  // Sold-out sizes of the picked colour and fit that take back-in-stock requests (shopping.md §4; decision 0222).
  const backInStock = config.features.backInStock === true;
  const soldOut = product.skus.filter((sku) => sku.colorId === selection.color?.code && sku.fitId === (selection.fit?.code ?? sku.fitId) && isBackInStockOffered(backInStock, sku));
  const requestedSize = useSearchParams()[0].get('size');

  if (product.removeForLegalReasons) {
    return (
      <div className="page">
        <title>{`${product.displayName} | ${config.siteName}`}</title>
        <h1 className={styles.title} lang={textLang}>
          {product.displayName}
        </h1>
        <p>
          <Trans>This item is not available in your region.</Trans>
        </p>
      </div>
    );
  }

  return (
    <div className={`page ${styles.page}`}>
      <title>{`${product.displayName} | ${config.siteName}`}</title>
      <link rel="canonical" href={canonical} />
      <div className={styles.crumbs}>
        <Breadcrumbs items={crumbs} />
      </div>
      <div className={styles.layout}>
        <div className={styles.media}>
          <ProductGallery key={selection.color?.code ?? 'none'} images={images} productName={product.displayName} />
        </div>
        <div className={styles.info}>
          {(visual || textual.length > 0) && (
            <p className={styles.badges}>
              {visual && <BadgeLabel badge={visual} />}
              {textual.map((badge) => (
                <BadgeLabel key={`${badge.type}-${badge.merchandisingOrder}`} badge={badge} />
              ))}
            </p>
          )}
          <div className={styles.heartRow}>
            <h1 className={styles.title} lang={textLang}>
              {product.displayName}
            </h1>
            <Suspense fallback={<span className={styles.heartSlot} aria-hidden="true" />}>
              <HeartButton productId={product.productId} productName={product.displayName} skuId={selection.sku?.skuId ?? null} />
            </Suspense>
          </div>
          <Price price={price} size="lg" className={styles.price} />
          <Suspense fallback={null}>
            <PriceDetails product={product} skuId={selection.sku?.skuId ?? null} />
          </Suspense>
          {product.reviews.count > 0 && (
            <p className={styles.rating}>
              <span aria-hidden="true" className={styles.stars} style={{ ['--rating' as string]: product.reviews.averageRating }} />
              <span>
                <Trans>
                  Rated {formatRating(product.reviews.averageRating)} out of 5 · <Plural value={product.reviews.count} one="# review" other="# reviews" />
                </Trans>
              </span>
            </p>
          )}

          {giftCardKind(product) !== null ? (
            <Suspense fallback={<div className={styles.giftCardSlot} />}>
              <GiftCardBuyBox product={product} selection={selection} update={update} />
            </Suspense>
          ) : (
            <>
              <ProductOptions product={product} selection={selection} update={update} />
              {sizeGuide && <SizeGuideButton slug={sizeGuide} labels={labels} />}
              <AddToCart product={product} selection={selection} onQuantityChange={(quantity) => update({ quantity })} />
            </>
          )}
          {soldOut.length > 0 && (
            <Suspense fallback={null}>
              <NotifyMe key={`${selection.color?.code}-${selection.fit?.code}`} product={product} skus={soldOut} requestedSize={requestedSize} />
            </Suspense>
          )}
          {giftCardKind(product) === null && (
            <Suspense fallback={null}>
              <PickupInStore productId={product.productId} skuId={selection.sku?.skuId ?? null} quantity={selection.quantity} />
            </Suspense>
          )}
          {giftCardKind(product) === null && <AddToRegistrySlot product={product} selection={selection} />}
          {/* The product grid below the buy panel: anchorAfterMobileGBP's target (decision 0421). */}
          <div id={PRODUCT_GRID_ID} className={styles.productGrid}>
            <Suspense fallback={null}>
              <ShopTheLook productId={product.productId} />
            </Suspense>
          </div>
          <Suspense fallback={<p className={styles.socialProofSlot} />}>
            <SocialProof productId={product.productId} />
          </Suspense>

          <ProductTexts product={product} textLang={textLang} />
        </div>
      </div>
      <ReviewsSlot slug={product.productSlug} productName={product.displayName} />
      <RecTraysSlot page="product" productIds={recSeeds} />
    </div>
  );
}

/** The PDP's details, size & fit and dimensions sections (shopping.md §2); memoized, since they do not depend on the selection. */
const ProductTexts = memo(function ProductTexts({ product, textLang }: { product: Product; textLang: string | undefined }) {
  return (
    <div className={styles.details}>
      <details className={styles.section} open>
        <summary>
          <Trans>Details</Trans>
        </summary>
        <div lang={textLang}>
          {/* Sanitised by the loader (product.loader.ts). */}
          <div className={styles.description} dangerouslySetInnerHTML={{ __html: product.description }} />
        </div>
        <p className={styles.style}>
          <Trans>Style No. {product.styleNumber}</Trans>
        </p>
      </details>
      {product.sizeAndFit && (
        <details className={styles.section}>
          <summary>
            <Trans>Size &amp; fit</Trans>
          </summary>
          <p>{product.sizeAndFit}</p>
        </details>
      )}
      {product.dimensions && (
        <details className={styles.section}>
          <summary>
            <Trans>Dimensions</Trans>
          </summary>
          <p>{product.dimensions}</p>
        </details>
      )}
    </div>
  );
});
