import type { ProductImage } from '@vitrine/core';
import type { ImageDto } from '@vitrine/contract';

/** ImageDto -> ProductImage (same fields: image-service path, intrinsic px size, alt). */
export function normalizeImage(dto: ImageDto): ProductImage {
  return { url: dto.url, width: dto.width, height: dto.height, alt: dto.alt };
}

/** Nullable variant of {@link normalizeImage}. */
export function normalizeOptionalImage(dto: ImageDto | null): ProductImage | null {
  return dto === null ? null : normalizeImage(dto);
}
