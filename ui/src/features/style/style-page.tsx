import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLoaderData } from 'react-router-dom';
import { anchorPiece, productPath, stylePath } from '@vitrine/core';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { useOrigin, useSite, useSiteConfig } from '../../shared/site-context';
import { StylePieceCard } from './style-piece';
import type { StyleData } from './style.loader';
import styles from './style.module.css';

/**
 * The style page `/shop/style/{id}` (shopping.md §2 "Style page builder"; decision 0270): a
 * shop-the-look set. h1 "Shop the look", a line naming the anchor product, then one card per piece
 * in look order, each bought on its own with the product page's options and buy box. The first
 * piece's photo is the page's LCP image (eager, preloaded); the others are lazy.
 */
export function StylePage() {
  const { look } = useLoaderData() as StyleData;
  const { t } = useLingui();
  const config = useSiteConfig();
  const site = useSite();
  const origin = useOrigin();
  const anchor = anchorPiece(look)!.product;
  const base = site.contextPath === '/' ? '' : site.contextPath.replace(/\/$/, '');
  return (
    <div className={`page ${styles.page}`}>
      <title>{`${t`Shop the look: ${anchor.displayName}`} | ${config.siteName}`}</title>
      <link rel="canonical" href={`${origin}${base}${stylePath(look.styleId)}`} />
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: anchor.displayName, to: productPath(anchor.kind, anchor.productSlug) }, { label: t`Shop the look` }]} />
      <header className={styles.header}>
        <h1 className={styles.title}>
          <Trans>Shop the look</Trans>
        </h1>
        <p className={styles.intro}>
          <Trans>
            <Plural value={look.pieces.length} one="# piece" other="# pieces" /> styled around the {anchor.displayName}. Pick a color and size for each piece you want.
          </Trans>
        </p>
      </header>
      <ol className={styles.pieces}>
        {look.pieces.map((piece, i) => (
          <li key={piece.product.productId} className={styles.item}>
            <StylePieceCard piece={piece} styleId={look.styleId} first={i === 0} />
          </li>
        ))}
      </ol>
    </div>
  );
}
