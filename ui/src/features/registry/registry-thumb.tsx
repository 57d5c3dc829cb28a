import type { RegistryProductDetail } from '@vitrine/core';
import { THUMBNAIL_WIDTH } from '../../components/image-widths';
import { ResponsiveImage } from '../../components/responsive-image';

/** An item's product photo at thumbnail widths (decorative: the name is next to it), or an empty box of the same size. */
export function RegistryThumb({ product }: { product: RegistryProductDetail | undefined }) {
  if (!product?.image) return <span aria-hidden="true" style={{ display: 'block', width: 96, aspectRatio: '4 / 5', background: 'var(--color-surface)' }} />;
  return <ResponsiveImage image={product.image} alt="" sizes="96px" widths={[THUMBNAIL_WIDTH, 360]} mobileWidths={null} />;
}
