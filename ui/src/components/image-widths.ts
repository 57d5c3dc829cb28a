/**
 * Image widths of shopping.md §9 (px): the image service resizes to these. The spec lists 1314,
 * 1080, 960, 720, 640, 540 and 360 for every image, a mobile set of 1080, 720 and 540, thumbnails
 * 100 wide and a main (default) width of 640 (decision 0053).
 */
export const IMAGE_WIDTHS = [360, 540, 640, 720, 960, 1080, 1314] as const;
export const MOBILE_IMAGE_WIDTHS = [540, 720, 1080] as const;
export const THUMBNAIL_WIDTH = 100;
export const MAIN_IMAGE_WIDTH = 640;

/** Below this width (px) the mobile width set applies (the desktop breakpoint, shell §9, is 1025 px). */
export const MOBILE_MEDIA = '(max-width: 1024px)';

/**
 * The URL of an image-service path at a width: `imageUrl('/api/images/luma/m/h/a.jpg', 640)` gives
 * '/api/images/luma/m/h/a.jpg?w=640'. `path` may already carry a query (the width is appended).
 * `width` in px.
 */
export function imageUrl(path: string, width: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}w=${width}`;
}

/** A `srcset` value for a path at the given widths (px), smallest first: 'a.jpg?w=360 360w, …'. */
export function imageSrcSet(path: string, widths: readonly number[]): string {
  return [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${imageUrl(path, w)} ${w}w`)
    .join(', ');
}
