import fs from 'node:fs';
import path from 'node:path';

/** Image sources the image service serves: `/api/images/{source}/{path}`. */
export type ImageSource = 'luma' | 'spree';

/** Where each source's originals live, given the sample data directory. */
export function imageRoots(sampleDataDir: string): Record<ImageSource, string> {
  return {
    luma: path.join(sampleDataDir, 'luma', 'media'),
    spree: path.join(sampleDataDir, 'spree', 'images'),
  };
}

/** The public URL path of a source image: imageUrl('luma', '/m/h/mh01-black_main.jpg') = '/api/images/luma/m/h/mh01-black_main.jpg'. */
export function imageUrl(source: ImageSource, relativePath: string): string {
  return `/api/images/${source}/${relativePath.replace(/^\/+/, '')}`;
}

/** True when the file exists. */
export function fileExists(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
