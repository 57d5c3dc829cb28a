import { Link } from 'react-router-dom';
import { SECONDARY_BANNER_IMAGE_MIN_WIDTH_PX, type SimpleBannerModel } from '@vitrine/core';
import { IMAGE_WIDTHS, imageSrcSet, imageUrl, MOBILE_IMAGE_WIDTHS } from '../../components/image-widths';
import { imageSourceProps, useCommittedImageSources } from '../../components/committed-image-sources';
import styles from './page-banners.module.css';

/** Intrinsic size of the banner photos (px): the Luma photos the image service cuts (decision 0410). */
export const BANNER_PHOTO_SIZE = { width: 1274, height: 1580 } as const;

/** The banner spans the page's content width: at most the max width (1314 px, the largest spec width). */
const SIZES = '(min-width: 1314px) 1314px, 100vw';

/** From this media on, the banner takes the wide box and the larger widths (the secondary image breakpoint, shell-and-account.md §9). */
const WIDE = `(min-width: ${SECONDARY_BANNER_IMAGE_MIN_WIDTH_PX}px)`;

/**
 * A simple banner of a page (shell-and-account.md §3; decision 0410): a <picture> whose <source>
 * gives the alternate image from min-width 768 px (the model's media, SECONDARY_BANNER_IMAGE_MIN_WIDTH_PX;
 * the main image at the larger widths when there is no alternate), at the spec's widths (shopping.md §9), in a box of a fixed aspect ratio (no layout shift),
 * as a link to url or externalLink (a hard link) or as a plain image. `eager` for a banner of the
 * first paint; every other banner image is lazy. Rendered after hydration, its sources are set
 * once committed (imageSourceProps; decision 0455).
 */
export function BannerPicture({ model, eager = false }: { readonly model: SimpleBannerModel; readonly eager?: boolean }) {
  const onCommit = useCommittedImageSources();
  const picture = (
    <picture className={styles.picture}>
      <source media={model.alternate?.media ?? WIDE} {...imageSourceProps(onCommit, { srcSet: imageSrcSet(model.alternate?.image ?? model.image, IMAGE_WIDTHS), sizes: SIZES })} />
      <img
        className={styles.image}
        {...imageSourceProps(onCommit, { src: imageUrl(model.image, 720), srcSet: imageSrcSet(model.image, MOBILE_IMAGE_WIDTHS), sizes: SIZES })}
        width={BANNER_PHOTO_SIZE.width}
        height={BANNER_PHOTO_SIZE.height}
        alt={model.alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
  if (model.href === null) return <div className={styles.simple}>{picture}</div>;
  return model.external ? (
    <a className={styles.simple} href={model.href}>
      {picture}
    </a>
  ) : (
    <Link className={styles.simple} to={model.href}>
      {picture}
    </Link>
  );
}
