/**
 * Image width sets (shopping.md §9 "Image widths 1314, 1080, 960, 720, 640, 540, 360 (mobile 1080,
 * 720, 540); thumbnails 100 wide, main 640, quality 80"; docs/api.md /images).
 */

/** Widths (px), widest first. */
export const IMAGE_WIDTHS = [1314, 1080, 960, 720, 640, 540, 360] as const;
/** Mobile widths (px). */
export const MOBILE_IMAGE_WIDTHS = [1080, 720, 540] as const;
/** Thumbnail and main image widths (px) and the quality (0..100). */
export const IMAGE_DEFAULTS = { thumbnailWidth: 100, mainWidth: 640, quality: 80 } as const;

/** Every width the image service serves, ascending (the thumbnail plus {@link IMAGE_WIDTHS}). */
export const SERVED_IMAGE_WIDTHS: readonly number[] = [IMAGE_DEFAULTS.thumbnailWidth, ...IMAGE_WIDTHS].sort((a, b) => a - b);

/** Snaps a wanted width (px) up to the next served width; above the widest, the widest. */
export function snapImageWidth(width: number): number {
  return SERVED_IMAGE_WIDTHS.find((w) => w >= width) ?? SERVED_IMAGE_WIDTHS.at(-1)!;
}

/** The URL of an image at a width: the service path plus `w` (and `q` 80), keeping an existing query. */
export function imageUrlAt(url: string, width: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${snapImageWidth(width)}&q=${IMAGE_DEFAULTS.quality}`;
}

/** A srcset string for an image ('…?w=1314&q=80 1314w, …'), with the full or the mobile width set. */
export function imageSrcSet(url: string, set: 'full' | 'mobile' = 'full'): string {
  const widths = set === 'mobile' ? MOBILE_IMAGE_WIDTHS : IMAGE_WIDTHS;
  return widths.map((w) => `${imageUrlAt(url, w)} ${w}w`).join(', ');
}
