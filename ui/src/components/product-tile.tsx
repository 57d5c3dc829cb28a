import { Plural } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { badgeDisplay, foreignTextLanguage, type ProductTile as ProductTileModel } from '@vitrine/core';
import { useSite, useSiteConfig } from '../shared/site-context';
import { useMediaQuery } from '../shared/use-media-query';
import { BadgeLabel } from './badge-label';
import { HeartButton } from './heart-button';
import { Price } from './price';
import { imageUrl, THUMBNAIL_WIDTH } from './image-widths';
import { ResponsiveImage } from './responsive-image';
import { Swatch } from './swatch';
import styles from './product-tile.module.css';

/** Swatches shown on a tile before "+N" (decision 0053); plpAllColorOptions 1 shows them all (decision 0420). */
export const MAX_TILE_SWATCHES = 5;

/** Devices whose pointer hovers: only they show (and download) a tile's hover image. */
const HOVER_QUERY = '(hover: hover) and (pointer: fine)';

/** The grid's `sizes`: 2 columns on phones, 3 from 640 px, 4 from 1025 px, capped by the page width. */
export const TILE_IMAGE_SIZES = '(min-width: 1440px) 340px, (min-width: 1025px) 24vw, (min-width: 640px) 32vw, 48vw';

export interface ProductTileProps {
  readonly tile: ProductTileModel;
  /** Heading level of the product name inside the page outline (2 on a listing, 3 in a tray). */
  readonly headingLevel?: 2 | 3;
  /** Eager, high-priority image (the first tiles above the fold). */
  readonly priority?: boolean;
  /** The page's LCP image: preloaded from <head> (the first tile of a grid). */
  readonly preload?: boolean;
  /** A blurred 100 px thumbnail shows under the lazy image until it loads (lazyThumbnails 2; decision 0420). */
  readonly placeholder?: boolean;
  /** Swatches shown before "+N" (default {@link MAX_TILE_SWATCHES}; Infinity shows every colour, plpAllColorOptions 1). */
  readonly swatchLimit?: number;
}

/**
 * A listing card (shopping.md §3 "Product tile"): image with srcset and reserved box, a hover
 * image on pointer devices (rendered once hydrated where `(hover: hover)` matches: phones never
 * download it, and it never competes with the page's first images; decision 0280), the one visual badge, the name (a link to the PDP that covers the whole
 * card), the price or range with sale and markdown state, and the colour swatches. With
 * `placeholder`, a low-quality thumbnail fills the reserved box until the lazy image arrives.
 */
export function ProductTile({ tile, headingLevel = 2, priority = false, preload = false, placeholder = false, swatchLimit = MAX_TILE_SWATCHES }: ProductTileProps) {
  const config = useSiteConfig();
  const { locale } = useSite();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { visual } = badgeDisplay(tile.badges, { now: Date.now(), topRated: { reviews: tile.reviews, config: config.topRated } });
  const shownSwatches = tile.swatches.slice(0, swatchLimit);
  const extraSwatches = tile.swatches.length - shownSwatches.length;
  const canHover = useMediaQuery(HOVER_QUERY);
  return (
    <article className={styles.tile}>
      <div className={styles.media}>
        {tile.image && placeholder && !priority && (
          <img className={styles.placeholder} src={imageUrl(tile.image.url, THUMBNAIL_WIDTH)} width={tile.image.width} height={tile.image.height} alt="" decoding="async" data-placeholder="" />
        )}
        {tile.image ? (
          <ResponsiveImage image={tile.image} alt="" sizes={TILE_IMAGE_SIZES} priority={priority} preload={preload} className={styles.image} />
        ) : (
          <div className={styles.noImage} aria-hidden="true" />
        )}
        {tile.hoverImage && canHover && (
          <ResponsiveImage image={tile.hoverImage} alt="" sizes={TILE_IMAGE_SIZES} className={`${styles.image} ${styles.hover}`} />
        )}
        {visual && <BadgeLabel badge={visual} className={styles.badge} />}
        {tile.canHeart && <HeartButton productId={tile.productId} productName={tile.displayName} className={styles.heart} />}
      </div>
      <Heading className={styles.name} lang={foreignTextLanguage(tile.textLanguage, locale)}>
        <Link to={tile.pdpURL} className={styles.link}>
          {tile.displayName}
        </Link>
      </Heading>
      <Price price={tile.price} size="sm" />
      {tile.swatches.length > 1 && (
        <div className={styles.swatches}>
          <span className="visually-hidden">
            <Plural value={tile.swatches.length} one="# color" other="# colors" />
          </span>
          <span className={styles.swatchRow} aria-hidden="true">
            {shownSwatches.map((swatch) => (
              <Swatch key={swatch.code} name={swatch.displayName} url={swatch.swatchUrl} />
            ))}
            {extraSwatches > 0 && <span className={styles.more}>+{extraSwatches}</span>}
          </span>
        </div>
      )}
    </article>
  );
}
