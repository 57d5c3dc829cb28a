import { useEffect, useState } from 'react';

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

/**
 * A country's flag, decorative beside the country's name (empty alt): a box of 24 × 16 px is kept
 * from the first paint (no layout shift) and the image is set once its own module has loaded.
 */
export function FlagImage({ countryCode, className }: { countryCode: string; className?: string }) {
  const [src, setSrc] = useState<string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void flagLoaderOf(countryCode)?.().then((url) => {
      if (live) setSrc(url);
    });
    return () => {
      live = false;
    };
  }, [countryCode]);
  return src ? <img className={className} src={src} alt="" width={24} height={16} data-flag={countryCode.toUpperCase()} /> : <span className={className} aria-hidden="true" data-flag-pending={countryCode.toUpperCase()} />;
}
