import { preload } from 'react-dom';
import type { ProductImage } from '@vitrine/core';
import { imageSourceProps, useCommittedImageSources } from './committed-image-sources';
import { IMAGE_WIDTHS, imageSrcSet, imageUrl, MAIN_IMAGE_WIDTH, MOBILE_IMAGE_WIDTHS, MOBILE_MEDIA } from './image-widths';

export interface ResponsiveImageProps {
  /** Image-service path, intrinsic width and height (px) and alt text. */
  readonly image: ProductImage;
  /** The `sizes` attribute: how wide the image is laid out, e.g. '(min-width: 1025px) 25vw, 50vw'. */
  readonly sizes: string;
  /** Widths (px) offered in `srcset`; defaults to every width of shopping.md §9. */
  readonly widths?: readonly number[];
  /** Widths (px) offered below the desktop breakpoint; defaults to the spec's mobile set. Pass null for none. */
  readonly mobileWidths?: readonly number[] | null;
  /** Above the fold: eager, `fetchpriority="high"`. Every other image is lazy. */
  readonly priority?: boolean;
  /** The page's LCP image (one per page): also preloaded from <head> (decision 0154). */
  readonly preload?: boolean;
  /** Overrides the image's own alt text ('' for a decorative image). */
  readonly alt?: string;
  readonly className?: string;
}

/**
 * An image from the image service with `srcset` at the spec's widths (shopping.md §9), the
 * caller's `sizes`, and the intrinsic width and height so the browser reserves its box (no layout
 * shift). Lazy unless `priority`; the priority (LCP) image is never lazy and is fetched first.
 * Below 1025 px a `<source>` narrows the candidates to the mobile widths. The `preload` image is
 * also preloaded (`<link rel="preload" as="image" imagesrcset imagesizes fetchpriority="high">`,
 * one per media when there is a mobile set), which React puts in the server document's <head>
 * (decision 0154), so the browser starts it before it lays the page out. An image first rendered
 * after hydration gets its sources once committed (imageSourceProps; decision 0455).
 */
export function ResponsiveImage({ image, sizes, widths = IMAGE_WIDTHS, mobileWidths = MOBILE_IMAGE_WIDTHS, priority = false, preload: preloadImage = false, alt, className }: ResponsiveImageProps) {
  const fallbackWidth = widths.includes(MAIN_IMAGE_WIDTH) ? MAIN_IMAGE_WIDTH : Math.max(...widths);
  const hasMobile = !!mobileWidths && mobileWidths.length > 0;
  const onCommit = useCommittedImageSources();
  if (preloadImage) {
    const src = imageUrl(image.url, fallbackWidth);
    if (hasMobile) {
      preload(src, { as: 'image', imageSrcSet: imageSrcSet(image.url, mobileWidths), imageSizes: sizes, fetchPriority: 'high', media: MOBILE_MEDIA });
      preload(src, { as: 'image', imageSrcSet: imageSrcSet(image.url, widths), imageSizes: sizes, fetchPriority: 'high', media: `not all and ${MOBILE_MEDIA}` });
    } else {
      preload(src, { as: 'image', imageSrcSet: imageSrcSet(image.url, widths), imageSizes: sizes, fetchPriority: 'high' });
    }
  }
  const img = (
    <img
      className={className}
      {...imageSourceProps(onCommit, { src: imageUrl(image.url, fallbackWidth), srcSet: imageSrcSet(image.url, widths), sizes })}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (!hasMobile) return img;
  return (
    <picture style={{ display: 'contents' }}>
      <source media={MOBILE_MEDIA} {...imageSourceProps(onCommit, { srcSet: imageSrcSet(image.url, mobileWidths), sizes })} />
      {img}
    </picture>
  );
}
