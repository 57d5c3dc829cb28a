import type { RegistryProductDetail } from '@vitrine/core';
import { imageSourceProps, useCommittedImageSources } from '../../components/committed-image-sources';

/** Thumbnail widths (px) of shopping.md §9: 100 wide, 360 for dense screens. */
const WIDTHS = [100, 360] as const;
const at = (path: string, width: number) => `${path}${path.includes('?') ? '&' : '?'}w=${width}`;

/**
 * An item's product photo from the image service at thumbnail widths (decorative, lazy, with its
 * intrinsic size so nothing shifts; the name is next to it), or an empty box of the same size.
 * Plain markup rather than the shared ResponsiveImage keeps the product page's shared chunks as
 * they are (decision 0230). Its srcset has width descriptors, so a thumbnail first rendered after
 * hydration gets its sources once committed (imageSourceProps, decision 0455): an <img> of a render
 * React drops never gets them and is not kept alive by the browser's viewport listeners.
 */
export function RegistryThumb({ product }: { product: RegistryProductDetail | undefined }) {
  const onCommit = useCommittedImageSources();
  const image = product?.image;
  if (!image) return <span aria-hidden="true" style={{ display: 'block', width: 96, aspectRatio: '4 / 5', background: 'var(--color-surface)' }} />;
  return (
    <img
      {...imageSourceProps(onCommit, { src: at(image.url, WIDTHS[0]), srcSet: WIDTHS.map((w) => `${at(image.url, w)} ${w}w`).join(', '), sizes: '96px' })}
      width={image.width}
      height={image.height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
