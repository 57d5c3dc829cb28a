import sharp from 'sharp';

/** Reads intrinsic image sizes (px) with sharp, once per file. */
export class ImageSizer {
  private readonly cache = new Map<string, Promise<{ width: number; height: number } | null>>();

  /** Width and height of the image file in px, or null when the file is missing or unreadable. */
  sizeOf(file: string): Promise<{ width: number; height: number } | null> {
    let pending = this.cache.get(file);
    if (!pending) {
      pending = sharp(file)
        .metadata()
        .then((m) => (m.width && m.height ? { width: m.width, height: m.height } : null))
        .catch(() => null);
      this.cache.set(file, pending);
    }
    return pending;
  }
}
