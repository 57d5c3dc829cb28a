import { Link } from 'react-router-dom';
import type { SimpleBannerModel } from '@vitrine/core';

/** Banner image size the content store's images are cut to (px, width × height; decision 0301). */
export const SIMPLE_BANNER_SIZE = { width: 1600, height: 200 } as const;

/**
 * A simple banner (shell-and-account.md §3): its image, the alternate image from min-width 768 px
 * (a <picture> source with the model's media query), as a link to url or externalLink (a hard link)
 * or as a plain image. Width and height keep its space (CLS); `eager` for a banner of the first paint.
 */
export function SimpleBanner({ model, eager = false }: { model: SimpleBannerModel; eager?: boolean }) {
  const picture = (
    <picture>
      {model.alternate && <source media={model.alternate.media} srcSet={model.alternate.image} />}
      <img src={model.image} alt={model.alt} width={SIMPLE_BANNER_SIZE.width} height={SIMPLE_BANNER_SIZE.height} loading={eager ? 'eager' : 'lazy'} style={{ width: '100%', height: 'auto', display: 'block' }} />
    </picture>
  );
  if (model.href === null) return picture;
  return model.external ? <a href={model.href}>{picture}</a> : <Link to={model.href}>{picture}</Link>;
}
