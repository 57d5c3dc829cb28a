import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { startTransition, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  appendGalleryPage,
  foreignTextLanguage,
  GalleryGateway,
  galleryPageRequest,
  Logger,
  nextGalleryOffset,
  productPath,
  type GalleryItem,
  type GalleryPage,
} from '@vitrine/core';
import { ResponsiveImage } from '../../components/responsive-image';
import { useServices } from '../../shared/service-context';
import { servicesReady, type Services } from '../../shared/services';
import { useSite } from '../../shared/site-context';
import { GalleryPlaceholder } from './gallery-placeholder';
import styles from './gallery.module.css';

/** How wide a look's photo is laid out: 42 % of the row on phones, a quarter from 600 px, at most 330 px. */
const GALLERY_IMAGE_SIZES = '(min-width: 1440px) 330px, (min-width: 600px) 24vw, 42vw';
/** The widths offered from 1025 px, of shopping.md §9's set (below, the spec's mobile set). */
const GALLERY_IMAGE_WIDTHS = [360, 540, 720] as const;

/** One page of the gallery through the GalleryGateway (shopping.md §7; decision 0406). */
async function loadPage(services: Services, galleryId: string, offset: number): Promise<GalleryPage | null> {
  const ready = await servicesReady(services);
  return ready.get(GalleryGateway).getGalleryPage(galleryPageRequest(galleryId, offset));
}

/** One look: its photo (lazy, never the LCP) and caption, and links to the products it shows. */
function Look({ item, lang, firstLinkRef }: { item: GalleryItem; lang: string | undefined; firstLinkRef?: (element: HTMLAnchorElement | null) => void }) {
  const { t } = useLingui();
  return (
    <li className={styles.item}>
      <figure className={styles.figure} lang={lang}>
        <ResponsiveImage image={item.image} sizes={GALLERY_IMAGE_SIZES} widths={GALLERY_IMAGE_WIDTHS} className={styles.image} />
        <figcaption className={styles.caption}>{item.caption}</figcaption>
      </figure>
      <ul className={styles.products} aria-label={t`Products in this look`}>
        {item.products.map((product, i) => (
          <li key={product.productId}>
            <Link to={productPath('regular', product.slug)} ref={i === 0 ? firstLinkRef : undefined} lang={lang}>
              {product.displayName}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * A gallery of the site's brand (shopping.md §7 "Content and personalization": GET
 * /content/v0/{brandId}/galleries/{galleryId} with summary false, limit 24, offset 0, sort ORDER;
 * §9 "Gallery limit 24"; decision 0406), loaded in its own chunk after hydration: a region named by
 * the gallery's title with its description and one row of looks, each a lazy photo with
 * srcset/sizes at the spec's widths and its intrinsic size, a caption and links to its products.
 * When the gallery has more than the 24 items of a page, "Load more looks" asks the next page by
 * offset (nextGalleryOffset) and appends it, moves focus to the first new look's first product and
 * announces how many looks show. A gallery the brand does not have, or a failed first call (logged
 * as a warning, shopping.md §8: the page goes on), shows nothing; a failed "Load more" says so and
 * keeps the button.
 */
export default function GallerySection({ galleryId }: { readonly galleryId: string }) {
  const { t } = useLingui();
  const services = useServices();
  const { locale } = useSite();
  const headingId = useId();
  const [page, setPage] = useState<GalleryPage | null | undefined>(undefined);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    let live = true;
    // The first page renders in a transition, in slices that yield to the browser (decision 0465).
    loadPage(services, galleryId, 0).then(
      (first) => live && startTransition(() => setPage(first)),
      (error: unknown) => {
        services.get(Logger).warn('The gallery could not be loaded', { galleryId, error: String(error) });
        if (live) startTransition(() => setPage(null));
      },
    );
    return () => {
      live = false;
    };
  }, [services, galleryId]);

  if (page === undefined) return <GalleryPlaceholder />;
  if (page === null || page.items.length === 0) return null;

  const next = nextGalleryOffset(page);
  const loadMore = () => {
    if (next === null || loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    loadPage(services, galleryId, next)
      .then((more) => {
        if (more) {
          focusFrom.current = page.items.length;
          setPage(appendGalleryPage(page, more));
        }
      })
      .catch((error: unknown) => {
        services.get(Logger).warn('More gallery items could not be loaded', { galleryId, offset: next, error: String(error) });
        setMoreFailed(true);
      })
      .finally(() => setLoadingMore(false));
  };
  const focusFirstNew = (index: number) => (element: HTMLAnchorElement | null) => {
    if (element && focusFrom.current === index) {
      focusFrom.current = null;
      element.focus();
    }
  };
  // The gallery's texts are in its own language: marked where it is not the page's.
  const lang = foreignTextLanguage(page.language, locale);
  const shown = page.items.length;
  const total = page.total;

  return (
    <section className={styles.gallery} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title} lang={lang}>
          {page.title}
        </h2>
        <p className={styles.description} lang={lang}>
          {page.description}
        </p>
        {(next !== null || moreFailed) && (
          <div className={styles.actions}>
            {next !== null && (
              <button type="button" className={styles.more} onClick={loadMore} aria-disabled={loadingMore}>
                {loadingMore ? t`Loading more looks…` : t`Load more looks`}
              </button>
            )}
            {moreFailed && (
              <p role="alert" className={styles.failure}>
                {t`More looks could not be loaded. Please try again.`}
              </p>
            )}
          </div>
        )}
      </div>
      <ul className={styles.items}>
        {page.items.map((item, index) => (
          <Look key={item.itemId} item={item} lang={lang} firstLinkRef={focusFirstNew(index)} />
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {plural(total, { one: `Showing ${shown} of # look`, other: `Showing ${shown} of # looks` })}
      </p>
    </section>
  );
}
