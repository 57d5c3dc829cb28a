import { useEffect, useRef, useState } from 'react';

/**
 * The country flags of country-flag-icons (3:2 SVGs), each behind its own loader: the bundler
 * emits one small module per flag, fetched only when a flag is shown, so no flag is in the initial
 * JS or CSS (shell-and-account.md §2 "Site-select modal"; decision 0341).
 */
const FLAG_LOADERS = import.meta.glob<string>('../../../../node_modules/country-flag-icons/3x2/*.svg', { query: '?url', import: 'default' });

/** The loader of an ISO 3166-1 alpha-2 code's flag (any case), or undefined when the package has none. */
export function flagLoaderOf(countryCode: string): (() => Promise<string>) | undefined {
  const code = countryCode.toUpperCase();
  const key = Object.keys(FLAG_LOADERS).find((path) => path.endsWith(`/3x2/${code}.svg`));
  return key ? FLAG_LOADERS[key] : undefined;
}

/** How far outside the viewport a flag starts loading (px; a row or two ahead of the scroll). */
const FLAG_ROOT_MARGIN = '64px';

/**
 * Calls `load` once `element` comes near the viewport (IntersectionObserver; decision 0307), or at
 * once where the browser has no IntersectionObserver. Returns the cleanup.
 */
function whenNearViewport(element: Element, load: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    load();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (records) => {
      if (!records.some((record) => record.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: FLAG_ROOT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A country's flag, decorative beside the country's name (empty alt): a box of 24 × 16 px is kept
 * from the first paint (no layout shift); the flag's own module is fetched only once that box comes
 * near the viewport (so a list of some 240 countries fetches the flags in view, one request each;
 * decisions 0341, 0307), and the image is set once it has loaded.
 */
export function FlagImage({ countryCode, className }: { countryCode: string; className?: string }) {
  const [src, setSrc] = useState<string | undefined>(undefined);
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const loader = flagLoaderOf(countryCode);
    if (!box.current || !loader) return;
    let live = true;
    const stop = whenNearViewport(box.current, () => {
      void loader().then((url) => {
        if (live) setSrc(url);
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, [countryCode]);
  return src ? (
    <img className={className} src={src} alt="" width={24} height={16} loading="lazy" decoding="async" data-flag={countryCode.toUpperCase()} />
  ) : (
    <span ref={box} className={className} aria-hidden="true" data-flag-pending={countryCode.toUpperCase()} />
  );
}
