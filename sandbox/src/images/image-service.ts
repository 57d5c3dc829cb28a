import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageSource } from './image-sources.js';

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

/** The image widths of shopping.md §9 (px), ascending. */
export const IMAGE_WIDTHS = [100, 360, 540, 640, 720, 960, 1080, 1314] as const;
/** Width served when the request has no `w` (the spec's main image width). */
export const DEFAULT_IMAGE_WIDTH = 640;
/** The spec's image quality (shopping.md §9), on JPEG's scale. */
export const IMAGE_QUALITY = 80;

/**
 * Encoder quality per format that looks like JPEG at {@link IMAGE_QUALITY} (decision 0281): AVIF's
 * and WebP's quality scales are not JPEG's (AVIF at 80 is larger than JPEG at 80); these are the
 * encoder's own equivalents of JPEG 80 (sharp's defaults for each format).
 */
export const ENCODER_QUALITY: Readonly<Record<ImageFormat, number>> = { jpeg: IMAGE_QUALITY, webp: 80, avif: 50 };


const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** Snaps a requested width up to the next allowed width; above the largest gives the largest. */
export function snapWidth(requested: number): number {
  return IMAGE_WIDTHS.find((w) => w >= requested) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/** AVIF when the Accept header lists image/avif, else WebP when it lists image/webp, else JPEG. */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const value = (accept ?? '').toLowerCase();
  if (value.includes('image/avif')) return 'avif';
  if (value.includes('image/webp')) return 'webp';
  return 'jpeg';
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Validates a path inside an image source: segments of letters, digits, '.', '_' and '-' that do not
 * start with a dot, so '..', hidden files, backslashes, NUL and absolute paths are impossible.
 * Returns the normalised relative path, or null when it is not acceptable.
 */
export function safeRelativePath(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter((s) => s.length > 0);
  if (segments.length === 0 || segments.length > 8 || !segments.every((s) => SEGMENT.test(s))) return null;
  return segments.join('/');
}

export interface ResizedImage {
  readonly body: Buffer;
  readonly contentType: string;
  readonly width: number;
  readonly format: ImageFormat;
  /** True when the resized file came from the disk cache. */
  readonly cacheHit: boolean;
}

/**
 * Resizes source photos on demand (decision 0019) and caches the results on disk (`<cacheDir>/<source>/<path>.<w>.q<quality>.<format>`,
 * written atomically), so each width and format is encoded once. Concurrent requests for the same
 * variant share one encoding.
 */
export class ImageService {
  private readonly pending = new Map<string, Promise<ResizedImage | null>>();

  constructor(
    private readonly roots: Readonly<Record<ImageSource, string>>,
    private readonly cacheDir: string,
  ) {}

  /** True for a known source name. */
  isSource(source: string): source is ImageSource {
    return Object.hasOwn(this.roots, source);
  }

  /**
   * The image at `relativePath` (already validated by {@link safeRelativePath}) of `source`, `width`
   * snapped to an allowed width, in `format`. Null when the file does not exist.
   */
  async get(source: ImageSource, relativePath: string, width: number, format: ImageFormat): Promise<ResizedImage | null> {
    const root = path.resolve(this.roots[source]);
    const file = path.resolve(root, relativePath);
    if (!file.startsWith(root + path.sep)) return null;
    const snapped = snapWidth(width);
    const key = `${source}/${relativePath}.${snapped}.q${ENCODER_QUALITY[format]}.${format}`;
    let job = this.pending.get(key);
    if (!job) {
      job = this.produce(file, key, snapped, format).finally(() => this.pending.delete(key));
      this.pending.set(key, job);
    }
    return job;
  }

  private async produce(file: string, key: string, width: number, format: ImageFormat): Promise<ResizedImage | null> {
    const cached = path.join(this.cacheDir, key);
    try {
      const body = await fs.promises.readFile(cached);
      return { body, contentType: CONTENT_TYPES[format], width, format, cacheHit: true };
    } catch {
      // not cached yet
    }
    try {
      if (!(await fs.promises.stat(file)).isFile()) return null;
    } catch {
      return null;
    }
    let pipeline = sharp(file).rotate().resize({ width, withoutEnlargement: true });
    const quality = ENCODER_QUALITY[format];
    if (format === 'avif') pipeline = pipeline.avif({ quality, effort: 3 });
    else if (format === 'webp') pipeline = pipeline.webp({ quality });
    else pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true });
    const body = await pipeline.toBuffer();
    await fs.promises.mkdir(path.dirname(cached), { recursive: true });
    const temp = `${cached}.${process.pid}.${crypto.randomUUID()}.tmp`;
    await fs.promises.writeFile(temp, body);
    await fs.promises.rename(temp, cached);
    return { body, contentType: CONTENT_TYPES[format], width, format, cacheHit: false };
  }
}
